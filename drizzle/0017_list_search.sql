-- The list's search by any part (decision 0030). pg_trgm is there since 0004; asked for again so
-- this migration stands on its own on both databases (the embedded one loads it at open).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "clients_code_trgm_idx" ON "clients" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_name_trgm_idx" ON "clients" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dossiers_ucr_trgm_idx" ON "dossiers" USING gin ("ucr" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dossiers_container_trgm_idx" ON "dossiers" USING gin ("container_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dossiers_house_consignees_trgm_idx" ON "dossiers" USING gin (((jsonb_path_query_array("corrected_data", '$.house_consignments[*].consignee.name') || jsonb_path_query_array("corrected_data", '$.house_consignments[*].consignee.eori'))::text) gin_trgm_ops) WHERE "dossiers"."client_id" is null;