-- Built first under new names, the old indexes dropped last: CREATE INDEX holds back writes only,
-- and DROP INDEX locks the table for reads too, from the drop until this transaction commits.
CREATE INDEX "dossiers_order_idx" ON "dossiers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "dossiers_status_order_idx" ON "dossiers" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "dossiers_partner_order_idx" ON "dossiers" USING btree ("ingestion_partner","created_at","id");--> statement-breakpoint
CREATE INDEX "dossiers_status_regime_idx" ON "dossiers" USING btree ("status","regime","created_at","id");--> statement-breakpoint
DROP INDEX "dossiers_status_idx";--> statement-breakpoint
DROP INDEX "dossiers_partner_idx";--> statement-breakpoint
DROP INDEX "dossiers_created_at_idx";
