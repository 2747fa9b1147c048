-- The embedded database's change feed (server/adapters/db/change-feed.ts). On PGlite every write to the
-- database passes through the one server process, and a notification reaches its listener before the
-- statement that caused it returns: so the process may keep per-request facts (an account's session
-- facts, a member's likes and follows) and forget them exactly when a row behind them changes, whoever
-- changed it (a route, the CLI, SQL by hand, a test). The feed is on only in a session that set
-- `kickoff.change_feed` (the PGlite adapter does): on PostgreSQL nobody sets it, so these triggers
-- notify nobody there, and no commit waits on the notification queue's lock.
CREATE FUNCTION kickoff_change(what text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('kickoff.change_feed', true) = 'on' THEN
    PERFORM pg_notify('kickoff_changes', what);
  END IF;
END $$;--> statement-breakpoint
-- TG_ARGV[0]: the topic; TG_ARGV[1]: the column naming whose facts changed (a row trigger), absent for
-- a statement trigger (TRUNCATE), which changes everybody's.
CREATE FUNCTION kickoff_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM kickoff_change(TG_ARGV[0] || ':*');
  ELSE
    PERFORM kickoff_change(TG_ARGV[0] || ':' ||
      (to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END) ->> TG_ARGV[1]));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- What the auth middleware reads on every signed-in request (accounts.repository.ts `sessionFacts`).
CREATE TRIGGER users_session_facts_changed
  AFTER UPDATE OF id, role, token_version, profile_completed_at, created_at, deleted_at OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION kickoff_row_changed('account', 'id');--> statement-breakpoint
CREATE TRIGGER users_truncated AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION kickoff_row_changed('account');--> statement-breakpoint
-- The toggle edges (edges.repository.ts), by the member at their `from` end.
CREATE TRIGGER content_likes_changed AFTER INSERT OR UPDATE OR DELETE ON content_likes
  FOR EACH ROW EXECUTE FUNCTION kickoff_row_changed('contentLike', 'user_id');--> statement-breakpoint
CREATE TRIGGER content_likes_truncated AFTER TRUNCATE ON content_likes
  FOR EACH STATEMENT EXECUTE FUNCTION kickoff_row_changed('contentLike');--> statement-breakpoint
CREATE TRIGGER comment_likes_changed AFTER INSERT OR UPDATE OR DELETE ON comment_likes
  FOR EACH ROW EXECUTE FUNCTION kickoff_row_changed('commentLike', 'user_id');--> statement-breakpoint
CREATE TRIGGER comment_likes_truncated AFTER TRUNCATE ON comment_likes
  FOR EACH STATEMENT EXECUTE FUNCTION kickoff_row_changed('commentLike');--> statement-breakpoint
CREATE TRIGGER follows_changed AFTER INSERT OR UPDATE OR DELETE ON follows
  FOR EACH ROW EXECUTE FUNCTION kickoff_row_changed('follow', 'follower_id');--> statement-breakpoint
CREATE TRIGGER follows_truncated AFTER TRUNCATE ON follows
  FOR EACH STATEMENT EXECUTE FUNCTION kickoff_row_changed('follow');
