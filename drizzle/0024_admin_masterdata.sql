CREATE TABLE "customs_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100) NOT NULL,
	"type_of_location" varchar(1) NOT NULL,
	"qualifier_of_identification" varchar(1) NOT NULL,
	"un_locode" varchar(5),
	"location_code" varchar(35),
	"authorisation_number" varchar(35),
	"street_and_number" varchar(70),
	"postcode" varchar(17),
	"city" varchar(35),
	"country" varchar(2),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "customs_locations_type_shape" CHECK ("customs_locations"."type_of_location" ~ '^[A-Z]$'),
	CONSTRAINT "customs_locations_qualifier_shape" CHECK ("customs_locations"."qualifier_of_identification" ~ '^[A-Z]$')
);
--> statement-breakpoint
CREATE TABLE "customs_teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100) NOT NULL,
	"role_claim" varchar(64) NOT NULL,
	"offices" text[] DEFAULT '{}'::text[] NOT NULL,
	"default_office" varchar(8),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "customs_teams_default_office_listed" CHECK ("customs_teams"."default_office" is null or "customs_teams"."default_office" = any("customs_teams"."offices"))
);
--> statement-breakpoint
CREATE TABLE "provenance_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" varchar(20) NOT NULL,
	"name_nl" varchar(100) NOT NULL,
	"name_fr" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "provenance_types_code_unique" UNIQUE("code"),
	CONSTRAINT "provenance_types_code_shape" CHECK ("provenance_types"."code" ~ '^[A-Z0-9][A-Z0-9_-]*$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "customs_locations_name_idx" ON "customs_locations" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "customs_teams_name_idx" ON "customs_teams" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "customs_teams_role_claim_idx" ON "customs_teams" USING btree (lower("role_claim"));