import { sql, type SQL } from 'drizzle-orm';
import type { DeclarationType } from '../canonical/index.ts';

/**
 * The UCR of a declaration that came without one, as an SQL expression for the dossier INSERT:
 * `CDS-T1-261123-000042`. Readable (regime and day), unique (a sequence shared by every instance),
 * at most 35 characters, and no extra round trip.
 */
export const generatedUcr = (type: DeclarationType, today: string): SQL<string> =>
  sql<string>`${`CDS-${type}-${today.slice(2).replace(/-/g, '')}-`} || lpad(nextval('dossier_ucr_seq')::text, 6, '0')`;
