import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/index.ts';

/**
 * `count` dossiers over 500 clients, four regimes, seven statuses and five partners, one a minute
 * back from now, with UCRs and container numbers (100,000 in the bench: a broker's few years).
 */
export const seedDossiers = async (database: Database, count: number): Promise<void> => {
  await database.db.execute(sql`
    insert into clients (code, name, is_customs_client, created_by, updated_by)
    select 'CLIENT-' || lpad(n::text, 3, '0'), 'Client ' || n || ' NV', true, 'bench', 'bench'
    from generate_series(1, 500) as n`);
  await database.db.execute(sql`
    insert into dossiers (ucr, regime, status, source, ingestion_partner, partner_kind, created_by,
      requires_review, client_id, container_number, corrected_data, created_at, updated_at)
    select 'UCR-' || lpad(n::text, 7, '0'),
      (array['IM','EX','T1','T2'])[1 + n % 4],
      (array['Queued','Processing','Review','Approved','Ready','Submitted','Failed'])[1 + n % 7],
      case when n % 5 = 0 then 'Manual' else 'ApiIngestion' end,
      case when n % 5 = 0 then null else 'partner-' || n % 5 end,
      case when n % 5 = 0 then null when n % 5 = 4 then 'bearer' else 'api-key' end,
      'bench', n % 5 <> 0,
      (select id from clients where code = 'CLIENT-' || lpad((1 + n % 500)::text, 3, '0')),
      'MSKU' || lpad(n::text, 7, '0'),
      jsonb_build_object('declaration_type', (array['IM','EX','T1','T2'])[1 + n % 4]),
      now() - (n || ' minutes')::interval, now()
    from generate_series(1, ${count}) as n`);
  // A table that grew over years has been vacuumed by autovacuum (PostgreSQL 13+ also after
  // inserts), so counts read the indexes alone; a bulk insert a moment ago has not been.
  await database.db.execute(sql`vacuum analyze dossiers`);
  await database.db.execute(sql`vacuum analyze clients`);
};
