CREATE TABLE "user_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"language" varchar(2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
