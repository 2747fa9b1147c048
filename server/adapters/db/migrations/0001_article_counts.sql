CREATE TABLE "article_counts" (
	"tag" text PRIMARY KEY NOT NULL,
	"published" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model triggers): article_counts follows every write to articles,
-- in the writer's transaction. Rows are touched in tag order so concurrent writers cannot deadlock.
-- Inserts and deletes use statement-level triggers with transition tables so a bulk load of a million
-- rows costs one grouped upsert; updates use a row trigger that fires only when is_draft or tags change.
CREATE FUNCTION article_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO article_counts AS c (tag, published)
  SELECT t.tag, count(*) FROM added r
  CROSS JOIN LATERAL (SELECT DISTINCT u AS tag FROM unnest(r.tags || '{ALL}'::text[]) u) t
  WHERE NOT r.is_draft GROUP BY t.tag ORDER BY t.tag
  ON CONFLICT (tag) DO UPDATE SET published = c.published + excluded.published;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION article_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO article_counts AS c (tag, published)
  SELECT t.tag, -count(*) FROM removed r
  CROSS JOIN LATERAL (SELECT DISTINCT u AS tag FROM unnest(r.tags || '{ALL}'::text[]) u) t
  WHERE NOT r.is_draft GROUP BY t.tag ORDER BY t.tag
  ON CONFLICT (tag) DO UPDATE SET published = c.published + excluded.published;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION article_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO article_counts AS c (tag, published)
  SELECT x.tag, sum(x.d) FROM (
    SELECT DISTINCT unnest(OLD.tags || '{ALL}'::text[]) AS tag, -1 AS d WHERE NOT OLD.is_draft
    UNION ALL
    SELECT DISTINCT unnest(NEW.tags || '{ALL}'::text[]), 1 WHERE NOT NEW.is_draft
  ) x GROUP BY x.tag HAVING sum(x.d) <> 0 ORDER BY x.tag
  ON CONFLICT (tag) DO UPDATE SET published = c.published + excluded.published;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER article_counts_insert AFTER INSERT ON articles
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION article_counts_add();
--> statement-breakpoint
CREATE TRIGGER article_counts_delete AFTER DELETE ON articles
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION article_counts_remove();
--> statement-breakpoint
CREATE TRIGGER article_counts_update AFTER UPDATE OF is_draft, tags ON articles FOR EACH ROW
  WHEN (OLD.is_draft IS DISTINCT FROM NEW.is_draft OR OLD.tags IS DISTINCT FROM NEW.tags)
  EXECUTE FUNCTION article_counts_change();
--> statement-breakpoint
-- Databases that already hold articles start from their true counts.
INSERT INTO article_counts (tag, published)
SELECT t.tag, count(*) FROM articles r
CROSS JOIN LATERAL (SELECT DISTINCT u AS tag FROM unnest(r.tags || '{ALL}'::text[]) u) t
WHERE NOT r.is_draft GROUP BY t.tag
ON CONFLICT (tag) DO UPDATE SET published = excluded.published;
