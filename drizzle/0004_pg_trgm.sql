-- Trigram similarity for the UN/LOCODE and tariff searches (a trusted extension since PostgreSQL 13:
-- the database owner may create it; the embedded database loads it at open).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
