import { and, eq } from 'drizzle-orm';
import type { CanonicalDeclaration } from '../canonical/index.ts';
import { schema, type Db } from '../db/index.ts';
import type { CustomsMetadata } from '../regimes/index.ts';
import { inScope, type DossierScope } from './dossier-store.ts';
import type { DossierStatus } from './state-machine.ts';

/** What filing a dossier builds its message from. */
export interface DossierForFiling {
  readonly id: string;
  readonly ucr: string;
  readonly status: DossierStatus;
  readonly declaration: CanonicalDeclaration;
  readonly metadata: CustomsMetadata;
}

/**
 * A dossier's declaration and customs metadata as filing reads them, within `scope`. With `lock`,
 * the dossier's row stays locked until the caller's transaction ends, so the declaration filed is
 * the one the dossier holds when it moves (the move itself, and its refusal, are transitionDossier's).
 */
export const dossierForFiling = async (
  db: Db,
  id: string,
  scope: DossierScope,
  options: { readonly lock?: boolean } = {},
): Promise<DossierForFiling | undefined> => {
  const query = db
    .select({
      id: schema.dossiers.id,
      ucr: schema.dossiers.ucr,
      status: schema.dossiers.status,
      declaration: schema.dossiers.correctedData,
      useH2b: schema.customsDeclarations.useH2b,
      supervisingCustomsOfficeRef: schema.customsDeclarations.supervisingCustomsOfficeRef,
    })
    .from(schema.dossiers)
    .leftJoin(
      schema.customsDeclarations,
      eq(schema.customsDeclarations.dossierId, schema.dossiers.id),
    )
    .where(and(eq(schema.dossiers.id, id), inScope(scope)));
  // PostgreSQL locks no row on the nullable side of an outer join: the dossier's row only.
  const [row] = await (options.lock ? query.for('update', { of: schema.dossiers }) : query);
  if (!row) return undefined;
  const { useH2b, supervisingCustomsOfficeRef, declaration, ...rest } = row;
  return {
    ...rest,
    declaration: declaration as CanonicalDeclaration,
    metadata: { useH2b: useH2b ?? undefined, supervisingCustomsOfficeRef },
  };
};
