ALTER TABLE "extraction_records" ADD COLUMN "prompt_id" uuid;--> statement-breakpoint
ALTER TABLE "extraction_records" ADD CONSTRAINT "extraction_records_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extraction_records_prompt_idx" ON "extraction_records" USING btree ("prompt_id");