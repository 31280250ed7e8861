import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../db/index.ts';
import { findTariffImport, type TariffImportView } from './import-store.ts';

/** Polls an import until it is done or failed, reporting each change of its progress. */
export const waitForTariffImport = async (
  db: Db,
  id: string,
  onProgress: (view: TariffImportView) => void,
  pollMs = 500,
): Promise<TariffImportView> => {
  let shown = '';
  for (;;) {
    const view = await findTariffImport(db, id);
    if (!view) throw new Error(`no tariff import has id ${id}`);
    const state = `${view.status}:${view.rowsDone}:${view.rowsTotal}`;
    if (state !== shown) onProgress(view);
    shown = state;
    if (view.status === 'done' || view.status === 'failed') return view;
    await sleep(pollMs);
  }
};
