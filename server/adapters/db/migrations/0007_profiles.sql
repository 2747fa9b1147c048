ALTER TABLE "consultations" ADD COLUMN "status" text DEFAULT 'REQUESTED' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "content_likes_user_idx" ON "content_likes" USING btree ("user_id","created_at" DESC NULLS FIRST,"content_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "consultations_sender_idx" ON "consultations" USING btree ("sender_id","id" DESC NULLS FIRST);