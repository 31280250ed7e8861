CREATE TABLE "inbound_redeliveries" (
	"queue" text NOT NULL,
	"message_key" text NOT NULL,
	"redeliveries" integer NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_redeliveries_queue_message_key_pk" PRIMARY KEY("queue","message_key")
);
--> statement-breakpoint
DROP INDEX "dossiers_ucr_regime_idx";--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "scopes" text[] DEFAULT '{declarations}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "hand_edited_fields" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "dossiers_ucr_idx" ON "dossiers" USING btree ("ucr");--> statement-breakpoint
ALTER TABLE "dossiers" ADD CONSTRAINT "dossiers_partner_regime_ucr_key" UNIQUE NULLS NOT DISTINCT("ingestion_partner","regime","ucr");--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_scopes_known" CHECK ("api_keys"."scopes" <@ array['declarations', 'masterdata']::text[] and cardinality("api_keys"."scopes") > 0);--> statement-breakpoint
-- Keys that have already pushed client masterdata keep that right (decision 0015); every other
-- key may send and read declarations only, as new keys by default.
UPDATE "api_keys" SET "scopes" = array['declarations', 'masterdata']::text[]
WHERE "revoked_at" IS NULL AND "name" IN (
  SELECT "actor" FROM "audit_log"
  WHERE "action" = 'client.updated'
     OR ("action" = 'client.created' AND "after"->>'is_customs_client' = 'false')
);
