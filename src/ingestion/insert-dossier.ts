import type { CanonicalDeclaration } from '../canonical/index.ts';
import { schema, type Db } from '../db/index.ts';
import { adapterFor } from '../regimes/index.ts';
import type { StoredAttachment } from './attachments.ts';
import { generatedUcr } from './generate-ucr.ts';

export interface NewIngestedDossier {
  readonly id: string;
  readonly asReceived: CanonicalDeclaration;
  readonly declaration: CanonicalDeclaration;
  readonly source: 'ApiIngestion' | 'ServiceBusIngestion';
  readonly partner: string;
  readonly clientId: string | null;
  readonly autoDispatch: string;
  readonly files: readonly StoredAttachment[];
  readonly today: string;
  readonly now: Date;
}

const slot = (files: readonly StoredAttachment[], kind: string, types: RegExp) =>
  files.find((file) => file.kind === kind && types.test(file.contentType))?.storagePath ?? null;

/**
 * The dossier (status Review, RequiresReview), its CustomsDeclaration metadata from the regime
 * adapter, and its documents. The dossier's Ucr column is the one source of its UCR; a generated
 * one is made inside the INSERT.
 */
export const insertIngestedDossier = async (
  tx: Db,
  dossier: NewIngestedDossier,
): Promise<string> => {
  const { declaration } = dossier;
  const adapter = adapterFor(declaration.declaration_type);
  const [row] = await tx
    .insert(schema.dossiers)
    .values({
      id: dossier.id,
      ucr: declaration.ucr ?? generatedUcr(declaration.declaration_type, dossier.today),
      regime: declaration.declaration_type,
      status: 'Review',
      source: dossier.source,
      ingestionPartner: dossier.partner,
      createdBy: dossier.partner,
      requiresReview: true,
      autoDispatch: dossier.autoDispatch,
      clientId: dossier.clientId,
      containerNumber: adapter.containerNumber(declaration),
      rawExtraction: dossier.asReceived,
      correctedData: declaration,
      invoicePdfPath: slot(dossier.files, 'invoice', /pdf$/),
      packingPdfPath: slot(dossier.files, 'packing_list', /pdf$/),
      xlsxPath: slot(dossier.files, 'invoice', /spreadsheet|excel|csv/),
      createdAt: dossier.now,
      updatedAt: dossier.now,
    })
    .returning({ ucr: schema.dossiers.ucr });
  await tx
    .insert(schema.customsDeclarations)
    .values({ dossierId: dossier.id, ...adapter.customsDeclaration(declaration) });
  if (dossier.files.length > 0) {
    await tx.insert(schema.dossierDocuments).values(
      dossier.files.map((file) => ({
        dossierId: dossier.id,
        kind: file.kind,
        fileName: file.fileName,
        contentType: file.contentType,
        sizeBytes: file.bytes.length,
        sha256: file.sha256,
        storagePath: file.storagePath,
      })),
    );
  }
  return row!.ucr;
};
