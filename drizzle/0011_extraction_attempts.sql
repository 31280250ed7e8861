ALTER TABLE "extraction_records" ADD COLUMN "document_id" uuid;--> statement-breakpoint
ALTER TABLE "extraction_records" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "extraction_records" ADD COLUMN "status" varchar(8) DEFAULT 'ok' NOT NULL;--> statement-breakpoint
ALTER TABLE "extraction_records" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "extraction_records" ADD COLUMN "model" text;--> statement-breakpoint
ALTER TABLE "extraction_records" ADD COLUMN "duration_ms" integer;--> statement-breakpoint
ALTER TABLE "extraction_records" ADD CONSTRAINT "extraction_records_document_id_dossier_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."dossier_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extraction_records_created_idx" ON "extraction_records" USING btree ("created_at");