ALTER TABLE "web_sessions" ADD COLUMN "refresh_token" text;--> statement-breakpoint
ALTER TABLE "web_sessions" ADD COLUMN "roles_checked_at" timestamp with time zone DEFAULT now() NOT NULL;