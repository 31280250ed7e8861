import type { CanonicalDeclaration } from '../canonical/index.ts';
import type { schema } from '../db/index.ts';

export type CustomsDeclarationFields = Omit<
  typeof schema.customsDeclarations.$inferInsert,
  'id' | 'dossierId' | 'createdAt' | 'updatedAt'
>;

/** What a regime makes of a declaration when its dossier is created; later it also builds the message. */
export interface RegimeAdapter {
  readonly regimes: readonly CanonicalDeclaration['declaration_type'][];
  /** The per-dossier metadata (SPEC.md "CustomsDeclaration") pre-filled from the declaration. */
  customsDeclaration(declaration: CanonicalDeclaration): CustomsDeclarationFields;
  /** The container shown on the dossier (SPEC.md "Dossier" ContainerNumber). */
  containerNumber(declaration: CanonicalDeclaration): string | null;
}

const allDocuments = (declaration: CanonicalDeclaration) => [
  ...(declaration.supporting_documents ?? []),
  ...(declaration.transport_documents ?? []),
  ...(declaration.goods_items ?? []).flatMap((item) => [
    ...(item.previous_documents ?? []),
    ...(item.supporting_documents ?? []),
  ]),
];

export const documentOfType = (declaration: CanonicalDeclaration, type: string) =>
  allDocuments(declaration).find((document) => document.type === type);

export const firstContainer = (declaration: CanonicalDeclaration): string | null =>
  (declaration.goods_items ?? [])
    .flatMap((item) => item.containers ?? [])
    .find((container) => container.container_number)?.container_number ?? null;

/** Fields every regime fills the same way. BillOfLadingRef is the N337 reference, OriginCert the N935 (SPEC.md). */
export const commonFields = (declaration: CanonicalDeclaration): CustomsDeclarationFields => {
  const containers = firstContainer(declaration);
  const origin = documentOfType(declaration, 'N935');
  return {
    billOfLadingRef: documentOfType(declaration, 'N337')?.reference ?? null,
    originCertRef: origin?.reference ?? null,
    originCertDate: origin?.date ?? null,
    containerNumber: containers,
    containerIndicator: containers !== null,
    destinationCountry: declaration.shipment?.country_of_destination ?? null,
    countryOfDispatch: declaration.shipment?.country_of_dispatch ?? null,
    natureOfTransaction: declaration.shipment?.nature_of_transaction ?? null,
    useH2b: false,
  };
};
