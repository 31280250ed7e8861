import { inArray } from 'drizzle-orm';
import { schema } from '../../db/index.ts';
import type { ReferenceDeps } from '../reference-deps.ts';
import { TARIFF_IMPORT_JOB, unfinishedImports } from './import-store.ts';
import { IMPORT_STALE_AFTER_MS } from './tariff-import-job.ts';

/**
 * Makes sure a job will pick up the imports left unfinished (a crash, a CLI run killed midway).
 * At start on the embedded database, no other process can hold an import (one process opens it),
 * so their leases are dropped and the job resumes them now. On PostgreSQL another instance may
 * be running one: the job is sent for when that lease's heartbeat would be stale.
 */
export const resumeTariffImports = async (
  deps: Pick<ReferenceDeps, 'db' | 'settings' | 'jobs'>,
  options: { readonly atStart: boolean; readonly staleAfterMs?: number },
): Promise<number> => {
  const pending = await unfinishedImports(deps.db);
  const oldest = pending[0];
  if (!oldest) return 0;
  const embedded = deps.settings['Database:ConnectionString'] === '';
  if (options.atStart && embedded) {
    await deps.db
      .update(schema.tariffImports)
      .set({ workerId: null })
      .where(inArray(schema.tariffImports.status, ['queued', 'running']));
    await deps.jobs().send(TARIFF_IMPORT_JOB, { importId: oldest.id });
    return pending.length;
  }
  const staleAt =
    oldest.workerId && oldest.heartbeatAt
      ? oldest.heartbeatAt.getTime() + (options.staleAfterMs ?? IMPORT_STALE_AFTER_MS) + 1000
      : 0;
  await deps
    .jobs()
    .send(
      TARIFF_IMPORT_JOB,
      { importId: oldest.id },
      staleAt > Date.now() ? { startAfter: new Date(staleAt) } : {},
    );
  return pending.length;
};
