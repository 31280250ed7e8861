CREATE SEQUENCE "public"."dossier_ucr_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "dossier_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dossier_id" uuid NOT NULL,
	"kind" varchar(16) NOT NULL,
	"file_name" text,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"storage_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dossier_documents_kind_known" CHECK ("dossier_documents"."kind" in ('invoice', 'packing_list', 'other'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"partner" text NOT NULL,
	"key" varchar(255) NOT NULL,
	"endpoint" varchar(64) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"dossier_id" uuid,
	"response_status" text NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_partner_endpoint_key_pk" PRIMARY KEY("partner","endpoint","key")
);
--> statement-breakpoint
ALTER TABLE "dossiers" DROP CONSTRAINT "dossiers_ucr_unique";--> statement-breakpoint
ALTER TABLE "dossiers" ADD COLUMN "auto_dispatch" text DEFAULT 'not requested' NOT NULL;--> statement-breakpoint
ALTER TABLE "dossier_documents" ADD CONSTRAINT "dossier_documents_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dossier_documents_dossier_idx" ON "dossier_documents" USING btree ("dossier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dossiers_ucr_regime_idx" ON "dossiers" USING btree ("ucr","regime");--> statement-breakpoint
CREATE INDEX "dossiers_partner_idx" ON "dossiers" USING btree ("ingestion_partner","created_at");