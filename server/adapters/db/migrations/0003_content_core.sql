-- One content core for articles, free-board posts and Q&A posts (src/domain/content/policy.ts):
-- the article tables become the content tables, keyed by kind, with every existing row an article.
-- Written by hand: drizzle-kit cannot generate renames combined with a primary key change.
ALTER TABLE "articles" RENAME TO "contents";--> statement-breakpoint
ALTER TABLE "contents" RENAME CONSTRAINT "articles_pkey" TO "contents_pkey";--> statement-breakpoint
ALTER TABLE "contents" RENAME CONSTRAINT "articles_author_id_users_id_fk" TO "contents_author_id_users_id_fk";--> statement-breakpoint
ALTER SEQUENCE "articles_id_seq" RENAME TO "contents_id_seq";--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "kind" text DEFAULT 'article' NOT NULL;--> statement-breakpoint
ALTER TABLE "contents" ALTER COLUMN "kind" DROP DEFAULT;--> statement-breakpoint
DROP INDEX "articles_published_idx";--> statement-breakpoint
DROP INDEX "articles_views_idx";--> statement-breakpoint
DROP INDEX "articles_author_idx";--> statement-breakpoint
ALTER INDEX "articles_tags_idx" RENAME TO "contents_tags_idx";--> statement-breakpoint
ALTER INDEX "articles_search_idx" RENAME TO "contents_search_idx";--> statement-breakpoint
CREATE INDEX "contents_latest_idx" ON "contents" USING btree ("kind","is_draft","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contents_views_idx" ON "contents" USING btree ("kind","is_draft","views" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contents_likes_idx" ON "contents" USING btree ("kind","is_draft","like_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contents_comments_idx" ON "contents" USING btree ("kind","is_draft","comment_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contents_author_idx" ON "contents" USING btree ("author_id","kind","is_draft","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "article_views" RENAME TO "content_views";--> statement-breakpoint
ALTER TABLE "content_views" RENAME COLUMN "article_id" TO "content_id";--> statement-breakpoint
ALTER TABLE "content_views" RENAME CONSTRAINT "article_views_article_id_viewer_key_pk" TO "content_views_content_id_viewer_key_pk";--> statement-breakpoint
ALTER TABLE "content_views" RENAME CONSTRAINT "article_views_article_id_articles_id_fk" TO "content_views_content_id_contents_id_fk";--> statement-breakpoint
ALTER TABLE "article_likes" RENAME TO "content_likes";--> statement-breakpoint
ALTER TABLE "content_likes" RENAME COLUMN "article_id" TO "content_id";--> statement-breakpoint
ALTER TABLE "content_likes" RENAME CONSTRAINT "article_likes_user_id_article_id_pk" TO "content_likes_user_id_content_id_pk";--> statement-breakpoint
ALTER TABLE "content_likes" RENAME CONSTRAINT "article_likes_user_id_users_id_fk" TO "content_likes_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "content_likes" RENAME CONSTRAINT "article_likes_article_id_articles_id_fk" TO "content_likes_content_id_contents_id_fk";--> statement-breakpoint
ALTER INDEX "article_likes_article_idx" RENAME TO "content_likes_content_idx";--> statement-breakpoint
ALTER TABLE "comments" RENAME COLUMN "article_id" TO "content_id";--> statement-breakpoint
ALTER TABLE "comments" RENAME CONSTRAINT "comments_article_id_articles_id_fk" TO "comments_content_id_contents_id_fk";--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "blinded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" RENAME COLUMN "article_id" TO "content_id";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "content_kind" text;--> statement-breakpoint
UPDATE "notifications" SET "content_kind" = 'article' WHERE "content_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "article_counts" RENAME TO "content_counts";--> statement-breakpoint
ALTER TABLE "content_counts" ADD COLUMN "kind" text DEFAULT 'article' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_counts" ALTER COLUMN "kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "content_counts" DROP CONSTRAINT "article_counts_pkey";--> statement-breakpoint
ALTER TABLE "content_counts" ADD CONSTRAINT "content_counts_kind_tag_pk" PRIMARY KEY("kind","tag");--> statement-breakpoint
-- The counters follow every write to contents, per kind and tag, in the writer's transaction (as
-- migration 0001 did for articles). Rows are touched in (kind, tag) order so concurrent writers cannot
-- deadlock; inserts and deletes are statement-level with transition tables so a bulk load of a million
-- rows costs one grouped upsert; updates fire only when is_draft or tags change.
DROP TRIGGER "article_counts_insert" ON "contents";--> statement-breakpoint
DROP TRIGGER "article_counts_delete" ON "contents";--> statement-breakpoint
DROP TRIGGER "article_counts_update" ON "contents";--> statement-breakpoint
DROP FUNCTION "article_counts_add"();--> statement-breakpoint
DROP FUNCTION "article_counts_remove"();--> statement-breakpoint
DROP FUNCTION "article_counts_change"();--> statement-breakpoint
CREATE FUNCTION content_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO content_counts AS c (kind, tag, published)
  SELECT r.kind, t.tag, count(*) FROM added r
  CROSS JOIN LATERAL (SELECT DISTINCT u AS tag FROM unnest(r.tags || '{ALL}'::text[]) u) t
  WHERE NOT r.is_draft GROUP BY r.kind, t.tag ORDER BY r.kind, t.tag
  ON CONFLICT (kind, tag) DO UPDATE SET published = c.published + excluded.published;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION content_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO content_counts AS c (kind, tag, published)
  SELECT r.kind, t.tag, -count(*) FROM removed r
  CROSS JOIN LATERAL (SELECT DISTINCT u AS tag FROM unnest(r.tags || '{ALL}'::text[]) u) t
  WHERE NOT r.is_draft GROUP BY r.kind, t.tag ORDER BY r.kind, t.tag
  ON CONFLICT (kind, tag) DO UPDATE SET published = c.published + excluded.published;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION content_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO content_counts AS c (kind, tag, published)
  SELECT x.kind, x.tag, sum(x.d) FROM (
    SELECT DISTINCT OLD.kind AS kind, unnest(OLD.tags || '{ALL}'::text[]) AS tag, -1 AS d WHERE NOT OLD.is_draft
    UNION ALL
    SELECT DISTINCT NEW.kind, unnest(NEW.tags || '{ALL}'::text[]), 1 WHERE NOT NEW.is_draft
  ) x GROUP BY x.kind, x.tag HAVING sum(x.d) <> 0 ORDER BY x.kind, x.tag
  ON CONFLICT (kind, tag) DO UPDATE SET published = c.published + excluded.published;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER content_counts_insert AFTER INSERT ON contents
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION content_counts_add();
--> statement-breakpoint
CREATE TRIGGER content_counts_delete AFTER DELETE ON contents
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION content_counts_remove();
--> statement-breakpoint
CREATE TRIGGER content_counts_update AFTER UPDATE OF is_draft, tags, kind ON contents FOR EACH ROW
  WHEN (OLD.is_draft IS DISTINCT FROM NEW.is_draft OR OLD.tags IS DISTINCT FROM NEW.tags OR OLD.kind IS DISTINCT FROM NEW.kind)
  EXECUTE FUNCTION content_counts_change();
