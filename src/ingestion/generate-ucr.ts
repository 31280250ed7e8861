import { sql } from 'drizzle-orm';
import type { DeclarationType } from '../canonical/index.ts';
import { queryRows, type Db } from '../db/index.ts';

/**
 * A UCR for a declaration that came without one: `CDS-T1-261123-000042`. Readable (regime and
 * day), unique (a database sequence shared by every instance), at most 35 characters.
 */
export const generateUcr = async (
  tx: Db,
  type: DeclarationType,
  today: string,
): Promise<string> => {
  const [row] = await queryRows<{ next: string | number }>(
    tx,
    sql`select nextval('dossier_ucr_seq') as next`,
  );
  const day = today.slice(2).replace(/-/g, '');
  return `CDS-${type}-${day}-${String(row?.next).padStart(6, '0')}`;
};
