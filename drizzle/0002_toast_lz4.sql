-- Declarations are stored as jsonb twice per dossier (as received and as completed) and again in
-- audit entries. lz4 compresses them several times faster than the default pglz, which is most of
-- what PostgreSQL spends on an ingestion. A server built without lz4 (PGlite) keeps pglz.
DO $$
BEGIN
  ALTER TABLE "dossiers" ALTER COLUMN "raw_extraction" SET COMPRESSION lz4;
  ALTER TABLE "dossiers" ALTER COLUMN "corrected_data" SET COMPRESSION lz4;
  ALTER TABLE "audit_log" ALTER COLUMN "before" SET COMPRESSION lz4;
  ALTER TABLE "audit_log" ALTER COLUMN "after" SET COMPRESSION lz4;
EXCEPTION
  WHEN feature_not_supported THEN
    RAISE NOTICE 'lz4 compression is not available; jsonb columns keep pglz';
END
$$;
