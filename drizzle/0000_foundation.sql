CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100) NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" text,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash"),
	CONSTRAINT "api_keys_hash_is_sha256_hex" CHECK ("api_keys"."key_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(200) NOT NULL,
	"identification_number" varchar(17),
	"street_and_number" varchar(70),
	"postcode" varchar(17),
	"city" varchar(35),
	"country" varchar(2),
	"fr1" text,
	"auth_c503" text,
	"ref_4007" text,
	"et_14000" text,
	"default_procedure" varchar(8),
	"ref_cbam" text,
	"air_transport_rate_per_kg" numeric(12, 4),
	"air_transport_minimum" numeric(12, 2),
	"is_customs_client" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "clients_code_unique" UNIQUE("code"),
	CONSTRAINT "clients_country_iso_alpha2" CHECK ("clients"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "clients_air_rates_not_negative" CHECK ("clients"."air_transport_rate_per_kg" >= 0 and "clients"."air_transport_minimum" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customs_declarations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dossier_id" uuid NOT NULL,
	"bill_of_lading_ref" text,
	"origin_cert_ref" text,
	"origin_cert_date" date,
	"container_number" varchar(17),
	"container_indicator" boolean,
	"destination_country" varchar(2),
	"country_of_dispatch" varchar(2),
	"supervising_customs_office_ref" varchar(8),
	"nature_of_transaction" smallint,
	"use_h2b" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customs_declarations_dossier_id_unique" UNIQUE("dossier_id"),
	CONSTRAINT "customs_declarations_office_length" CHECK (char_length("customs_declarations"."supervising_customs_office_ref") = 8)
);
--> statement-breakpoint
CREATE TABLE "dossiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ucr" varchar(35) NOT NULL,
	"lrn" varchar(22),
	"container_number" varchar(17),
	"supplier_code" text,
	"regime" varchar(2) NOT NULL,
	"status" varchar(16) NOT NULL,
	"source" varchar(24) NOT NULL,
	"ingestion_partner" text,
	"created_by" text NOT NULL,
	"requires_review" boolean DEFAULT false NOT NULL,
	"client_id" uuid,
	"raw_extraction" jsonb,
	"corrected_data" jsonb,
	"invoice_pdf_path" text,
	"packing_pdf_path" text,
	"xlsx_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dossiers_ucr_unique" UNIQUE("ucr"),
	CONSTRAINT "dossiers_regime_known" CHECK ("dossiers"."regime" in ('IM', 'EX', 'T1', 'T2')),
	CONSTRAINT "dossiers_status_known" CHECK ("dossiers"."status" in ('Queued', 'Processing', 'Review', 'Approved', 'Ready', 'Submitted', 'Failed')),
	CONSTRAINT "dossiers_source_known" CHECK ("dossiers"."source" in ('Manual', 'ApiIngestion', 'ServiceBusIngestion'))
);
--> statement-breakpoint
CREATE TABLE "extraction_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dossier_id" uuid NOT NULL,
	"extractor_type" text NOT NULL,
	"adi_raw_response" jsonb,
	"raw_response" text,
	"extracted_data" jsonb,
	"pdf_pig_raw_text" text,
	"prompt_tokens" integer,
	"completion_tokens" integer,
	"page_count" integer,
	"estimated_cost" numeric(12, 6),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"dossier_id" uuid,
	"message_type" varchar(16) NOT NULL,
	"environment" text NOT NULL,
	"payload" text NOT NULL,
	"status" varchar(8) DEFAULT 'Pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_messages_message_id_unique" UNIQUE("message_id"),
	CONSTRAINT "outbox_messages_status_known" CHECK ("outbox_messages"."status" in ('Pending', 'Sent', 'Failed'))
);
--> statement-breakpoint
CREATE TABLE "prompts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "prompts_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customs_declarations" ADD CONSTRAINT "customs_declarations_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossiers" ADD CONSTRAINT "dossiers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extraction_records" ADD CONSTRAINT "extraction_records_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_live_name_idx" ON "api_keys" USING btree ("name") WHERE "api_keys"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_occurred_at_idx" ON "audit_log" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "clients_identification_number_idx" ON "clients" USING btree ("identification_number");--> statement-breakpoint
CREATE INDEX "dossiers_status_idx" ON "dossiers" USING btree ("status");--> statement-breakpoint
CREATE INDEX "dossiers_client_idx" ON "dossiers" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "dossiers_created_at_idx" ON "dossiers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "extraction_records_dossier_idx" ON "extraction_records" USING btree ("dossier_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_pending_idx" ON "outbox_messages" USING btree ("next_attempt_at") WHERE "outbox_messages"."status" = 'Pending';