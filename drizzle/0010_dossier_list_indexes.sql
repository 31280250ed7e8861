DROP INDEX "dossiers_status_idx";--> statement-breakpoint
DROP INDEX "dossiers_client_idx";--> statement-breakpoint
CREATE INDEX "dossiers_status_idx" ON "dossiers" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "dossiers_client_idx" ON "dossiers" USING btree ("client_id","id");