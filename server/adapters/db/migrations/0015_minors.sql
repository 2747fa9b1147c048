ALTER TABLE "users" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "guardian_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "guardian_pending_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "guardian_consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "guardian_consent_versions" jsonb;--> statement-breakpoint
CREATE INDEX "users_guardian_pending_idx" ON "users" USING btree ("guardian_pending_since") WHERE "users"."guardian_pending_since" is not null;
--> statement-breakpoint
-- The end of a guardian's wait changes what the auth middleware reads (accounts.repository.ts `sessionFacts`).
CREATE TRIGGER users_guardian_pending_changed
  AFTER UPDATE OF guardian_pending_since ON users
  FOR EACH ROW EXECUTE FUNCTION kickoff_row_changed('account', 'id');
