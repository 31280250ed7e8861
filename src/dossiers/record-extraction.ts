import { sql } from 'drizzle-orm';
import type { CanonicalDeclaration } from '../canonical/index.ts';
import { queryRows, type Db } from '../db/index.ts';
import { dossierNotFound } from './dossier-errors.ts';
import { allChecked, handChecked } from './hand-checked.ts';
import { refreshUnchecked } from './refresh-reading.ts';

export interface ExtractionResult {
  /** RawExtraction: every value read with its confidence and source, and the findings. */
  readonly rawExtraction: object;
  /** What extraction read onto the canonical declaration. */
  readonly read: Pick<
    CanonicalDeclaration,
    'shipment' | 'totals' | 'costs' | 'parties' | 'goods_items'
  >;
  /**
   * Replace the goods and fill the header in corrected_data (the first extraction), or refresh
   * only the values no declarant changed or confirmed (a reprocess in Review, issue 27).
   */
  readonly apply: boolean;
  readonly at: Date;
}

type Declaration = CanonicalDeclaration & Record<string, unknown>;

/**
 * What the declarant or the upload already gave (regime, UCR, client, a party typed in) wins over
 * what extraction read; the goods list is extraction's, as a manual dossier starts with none.
 */
const applyReading = (current: Declaration, read: ExtractionResult['read']): Declaration => ({
  ...current,
  ...(read.shipment ? { shipment: { ...read.shipment, ...current.shipment } } : {}),
  ...(read.totals ? { totals: { ...read.totals, ...current.totals } } : {}),
  ...(read.costs && !current.costs?.length ? { costs: read.costs } : {}),
  ...(read.parties ? { parties: { ...read.parties, ...current.parties } } : {}),
  goods_items: read.goods_items ?? [],
});

/**
 * Stores an extraction on its dossier (SPEC.md "States and transitions": the model JSON as
 * RawExtraction), in the caller's transaction, beside the transition that moves the dossier.
 */
export const recordExtraction = async (
  tx: Db,
  dossierId: string,
  result: ExtractionResult,
): Promise<void> => {
  const [row] = await queryRows<{ corrected_data: Declaration | null }>(
    tx,
    sql`select corrected_data from dossiers where id = ${dossierId} for update`,
  );
  if (!row) throw dossierNotFound(dossierId);
  const corrected = result.apply
    ? applyReading(row.corrected_data ?? ({} as Declaration), result.read)
    : row.corrected_data &&
      (refreshUnchecked(
        row.corrected_data,
        result.read,
        allChecked(await handChecked(tx, dossierId)),
      ) as Declaration);
  // A reading that changes the declaration is a new revision: a page opened before it (empty
  // while the dossier was Processing, or before "Read again") cannot then save over it
  // (decision 0032).
  const changed = JSON.stringify(corrected) !== JSON.stringify(row.corrected_data);
  await tx.execute(
    sql`update dossiers set raw_extraction = ${JSON.stringify(result.rawExtraction)}::jsonb,
          corrected_data = ${JSON.stringify(corrected)}::jsonb,
          revision = revision + ${changed ? 1 : 0},
          updated_at = ${result.at.toISOString()}::timestamptz
        where id = ${dossierId}`,
  );
};
