CREATE TABLE "tariff_deletions" (
	"dataset" varchar(40) NOT NULL,
	"entity" varchar(12) NOT NULL,
	"sid" integer NOT NULL,
	CONSTRAINT "tariff_deletions_dataset_entity_sid_pk" PRIMARY KEY("dataset","entity","sid")
);
--> statement-breakpoint
CREATE TABLE "tariff_descriptions" (
	"dataset" varchar(40) NOT NULL,
	"period_sid" integer NOT NULL,
	"goods_sid" integer NOT NULL,
	"valid_from" date NOT NULL,
	"description_nl" text,
	"description_fr" text,
	"description_en" text,
	"context" text,
	"search_text" text GENERATED ALWAYS AS (translate(replace(replace(replace(replace(lower(coalesce("tariff_descriptions"."description_nl", '') || ' ' || coalesce("tariff_descriptions"."description_fr", '') || ' ' || coalesce("tariff_descriptions"."description_en", '') || ' ' || coalesce("tariff_descriptions"."context", '')), 'œ', 'oe'), 'Œ', 'oe'), 'æ', 'ae'), 'ß', 'ss'), 'àáâãäåāăąçćĉċčďđèéêëēĕėęěĝğġģĥħìíîïĩīĭįĵķĺļľŀłñńņňòóôõöøōŏőŕŗřśŝşšţťŧùúûüũūŭůűųŵýÿŷźżžÀÁÂÃÄÅĀĂĄÇĆĈĊČĎĐÈÉÊËĒĔĖĘĚĜĞĠĢĤĦÌÍÎÏĨĪĬĮĴĶĹĻĽĿŁÑŃŅŇÒÓÔÕÖØŌŎŐŔŖŘŚŜŞŠŢŤŦÙÚÛÜŨŪŬŮŰŲŴÝŸŶŹŻŽ', 'aaaaaaaaacccccddeeeeeeeeegggghhiiiiiiiijklllllnnnnooooooooorrrsssstttuuuuuuuuuuwyyyzzzaaaaaaaaacccccddeeeeeeeeegggghhiiiiiiiijklllllnnnnooooooooorrrsssstttuuuuuuuuuuwyyyzzz')) STORED NOT NULL,
	CONSTRAINT "tariff_descriptions_dataset_period_sid_pk" PRIMARY KEY("dataset","period_sid")
);
--> statement-breakpoint
CREATE TABLE "tariff_goods" (
	"dataset" varchar(40) NOT NULL,
	"sid" integer NOT NULL,
	"origin" varchar(8) NOT NULL,
	"code" varchar(10) NOT NULL,
	"suffix" varchar(2) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"indent" smallint,
	"supplementary_unit" varchar(32),
	"import_id" uuid,
	CONSTRAINT "tariff_goods_dataset_sid_pk" PRIMARY KEY("dataset","sid"),
	CONSTRAINT "tariff_goods_origin_known" CHECK ("tariff_goods"."origin" in ('cn2026', 'tarbel'))
);
--> statement-breakpoint
CREATE TABLE "tariff_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"path" text NOT NULL,
	"kind" varchar(8) NOT NULL,
	"status" varchar(8) DEFAULT 'queued' NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_total" integer,
	"error" text,
	"failures" smallint DEFAULT 0 NOT NULL,
	"requested_by" text NOT NULL,
	"sync_id" uuid,
	"worker_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "tariff_imports_kind_known" CHECK ("tariff_imports"."kind" in ('full', 'delta')),
	CONSTRAINT "tariff_imports_status_known" CHECK ("tariff_imports"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "tariff_measures" (
	"dataset" varchar(40) NOT NULL,
	"sid" integer NOT NULL,
	"goods_sid" integer,
	"code" varchar(10) NOT NULL,
	"code_prefix" varchar(10) NOT NULL,
	"measure_type" varchar(6) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"unit" varchar(16),
	"amount" varchar(24),
	"additional_code" varchar(8),
	"geographical_area" varchar(8),
	CONSTRAINT "tariff_measures_dataset_sid_pk" PRIMARY KEY("dataset","sid")
);
--> statement-breakpoint
CREATE INDEX "tariff_descriptions_goods_idx" ON "tariff_descriptions" USING btree ("dataset","goods_sid");--> statement-breakpoint
CREATE INDEX "tariff_descriptions_search_trgm_idx" ON "tariff_descriptions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tariff_goods_code_idx" ON "tariff_goods" USING btree ("dataset","code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "tariff_imports_status_idx" ON "tariff_imports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "tariff_imports_file_idx" ON "tariff_imports" USING btree ("file_name");--> statement-breakpoint
CREATE INDEX "tariff_measures_prefix_idx" ON "tariff_measures" USING btree ("dataset","code_prefix");