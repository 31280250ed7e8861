import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type SqlExecutor } from '../db/index.ts';

/**
 * pg-boss writes `$1`-style SQL text; a job sent inside the caller's transaction runs that text on
 * the transaction's connection, so the job exists exactly when the caller's change commits.
 */
export const txExecutor = (tx: Db): SqlExecutor => ({
  executeSql: async (text, values = []) => {
    const parts = text.split(/\$(\d+)\b/);
    const chunks: SQL[] = parts.map((part, index) =>
      // Odd parts are parameter numbers; sql.param keeps an array one parameter, not a list.
      index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`,
    );
    return { rows: await queryRows<Record<string, unknown>>(tx, sql.join(chunks)) };
  },
});
