import { eq } from 'drizzle-orm';
import { schema, type Db } from '../db/index.ts';

/** Where a dossier stands and what it declares: what a worker needs before it acts on it. */
export interface DossierState {
  readonly status: (typeof schema.dossiers.$inferSelect)['status'];
  readonly regime: (typeof schema.dossiers.$inferSelect)['regime'];
  readonly source: (typeof schema.dossiers.$inferSelect)['source'];
}

const stateColumns = {
  status: schema.dossiers.status,
  regime: schema.dossiers.regime,
  source: schema.dossiers.source,
};

/** A dossier's state as it is now, unlocked: another transaction may move it a moment later. */
export const dossierState = async (db: Db, id: string): Promise<DossierState | undefined> => {
  const [row] = await db
    .select(stateColumns)
    .from(schema.dossiers)
    .where(eq(schema.dossiers.id, id));
  return row;
};

/**
 * A dossier's state with its row locked until the caller's transaction ends, so what the caller
 * writes next cannot race another writer deciding on the same state.
 */
export const lockDossierState = async (tx: Db, id: string): Promise<DossierState | undefined> => {
  const [row] = await tx
    .select(stateColumns)
    .from(schema.dossiers)
    .where(eq(schema.dossiers.id, id))
    .for('update');
  return row;
};
