import { sql } from 'drizzle-orm';
import type { CanonicalDeclaration } from '../canonical/index.ts';
import { queryRows, type Db } from '../db/index.ts';
import { dossierNotFound } from './dossier-errors.ts';

export interface ExtractionResult {
  /** RawExtraction: every value read with its confidence and source, and the findings. */
  readonly rawExtraction: object;
  /** What extraction read onto the canonical declaration. */
  readonly read: Pick<
    CanonicalDeclaration,
    'shipment' | 'totals' | 'costs' | 'parties' | 'goods_items'
  >;
  /**
   * Replace the goods and fill the header in corrected_data (the first extraction), or keep the
   * declarant's corrected data as it is and only store the new reading (a reprocess in Review).
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
    : row.corrected_data;
  // A reading that fills the declaration is a new revision: a page opened before it (empty,
  // while the dossier was Processing) cannot then save over it (decision 0032).
  await tx.execute(
    sql`update dossiers set raw_extraction = ${JSON.stringify(result.rawExtraction)}::jsonb,
          corrected_data = ${JSON.stringify(corrected)}::jsonb,
          revision = revision + ${result.apply ? 1 : 0},
          updated_at = ${result.at.toISOString()}::timestamptz
        where id = ${dossierId}`,
  );
};
