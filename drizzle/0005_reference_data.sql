CREATE TABLE "code_list_entries" (
	"domain" varchar(8) NOT NULL,
	"phase" smallint NOT NULL,
	"list" varchar(64) NOT NULL,
	"code" varchar(64) NOT NULL,
	"description" text,
	"state" varchar(16) DEFAULT 'valid' NOT NULL,
	"valid_from" date,
	"valid_until" date,
	CONSTRAINT "code_list_entries_domain_phase_list_code_pk" PRIMARY KEY("domain","phase","list","code")
);
--> statement-breakpoint
CREATE TABLE "code_lists" (
	"domain" varchar(8) NOT NULL,
	"phase" smallint NOT NULL,
	"list" varchar(64) NOT NULL,
	"name" text NOT NULL,
	"origin" varchar(8) NOT NULL,
	"source" text NOT NULL,
	"snapshot_date" date,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"entry_count" integer NOT NULL,
	CONSTRAINT "code_lists_domain_phase_list_pk" PRIMARY KEY("domain","phase","list"),
	CONSTRAINT "code_lists_domain_known" CHECK ("code_lists"."domain" in ('transit', 'export', 'import')),
	CONSTRAINT "code_lists_origin_known" CHECK ("code_lists"."origin" in ('embedded', 'synced'))
);
--> statement-breakpoint
CREATE TABLE "customs_offices" (
	"id" varchar(8) PRIMARY KEY NOT NULL,
	"country" varchar(2) NOT NULL,
	"names" jsonb NOT NULL,
	"roles" text[] NOT NULL,
	"phone" text,
	"state" varchar(16) DEFAULT 'valid' NOT NULL,
	"valid_from" date
);
--> statement-breakpoint
CREATE TABLE "reference_syncs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(32) NOT NULL,
	"scope" text NOT NULL,
	"source" text NOT NULL,
	"outcome" varchar(8) NOT NULL,
	"detail" text,
	"entries" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "reference_syncs_outcome_known" CHECK ("reference_syncs"."outcome" in ('running', 'ok', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "locodes" (
	"code" varchar(5) PRIMARY KEY NOT NULL,
	"country" varchar(2) NOT NULL,
	"location" varchar(3) NOT NULL,
	"name" text NOT NULL,
	"name_without_diacritics" text,
	"search_name" text NOT NULL,
	"subdivision" varchar(3),
	"functions" varchar(8),
	"status" varchar(2),
	"iata" varchar(3),
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE INDEX "customs_offices_country_idx" ON "customs_offices" USING btree ("country");--> statement-breakpoint
CREATE INDEX "reference_syncs_kind_idx" ON "reference_syncs" USING btree ("kind","started_at");--> statement-breakpoint
CREATE INDEX "locodes_search_name_trgm_idx" ON "locodes" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locodes_search_name_prefix_idx" ON "locodes" USING btree ("search_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "locodes_country_idx" ON "locodes" USING btree ("country");