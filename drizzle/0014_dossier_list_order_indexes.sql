DROP INDEX "dossiers_status_idx";--> statement-breakpoint
DROP INDEX "dossiers_created_at_idx";--> statement-breakpoint
CREATE INDEX "dossiers_status_regime_idx" ON "dossiers" USING btree ("status","regime","created_at","id");--> statement-breakpoint
CREATE INDEX "dossiers_status_idx" ON "dossiers" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "dossiers_created_at_idx" ON "dossiers" USING btree ("created_at","id");