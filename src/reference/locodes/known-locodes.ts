import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/index.ts';

/**
 * Which of some UN/LOCODEs the loaded list has, as a lookup for the checks that cannot read the
 * database themselves (the filing rules): true or false per code, undefined for every code while
 * no list is loaded (a fresh installation before its first import). At most two small queries.
 */
export const knownLocodes = async (
  db: Db,
  codes: readonly string[],
): Promise<(code: string) => boolean | undefined> => {
  const asked = [...new Set(codes)];
  if (asked.length === 0) return () => undefined;
  const found = new Set(
    (
      await queryRows<{ code: string }>(
        db,
        sql`select code from locodes where code in (${sql.join(
          asked.map((code) => sql`${code}`),
          sql`, `,
        )})`,
      )
    ).map((row) => row.code),
  );
  if (found.size === asked.length) return (code) => found.has(code);
  const [list] = await queryRows<{ loaded: boolean }>(
    db,
    sql`select exists (select 1 from locodes) as loaded`,
  );
  return list?.loaded ? (code) => found.has(code) : () => undefined;
};
