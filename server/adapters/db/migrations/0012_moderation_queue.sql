ALTER TABLE "content_holds" ADD COLUMN "source" text DEFAULT 'REPORT' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_holds" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "decision" text;--> statement-breakpoint
CREATE INDEX "reports_owner_idx" ON "reports" USING btree ("owner_id");--> statement-breakpoint
CREATE TABLE "moderation_decisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "moderation_decisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer,
	"target_kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"decision" text NOT NULL,
	"note" text,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "moderation_decisions_owner_idx" ON "moderation_decisions" USING btree ("owner_id");--> statement-breakpoint
CREATE TABLE "takedowns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "takedowns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"requester_name" text NOT NULL,
	"requester_email" text NOT NULL,
	"url" text NOT NULL,
	"reason" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"owner_id" integer,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"note" text,
	"objection" text,
	"due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "takedowns_status_idx" ON "takedowns" USING btree ("status","id" DESC NULLS FIRST);
