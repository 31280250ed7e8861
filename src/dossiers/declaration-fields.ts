import type { CanonicalDeclaration } from '../canonical/index.ts';
import { commonFields } from '../regimes/index.ts';

/**
 * SPEC.md "CustomsDeclaration" as the Declare page edits it. All but the supervising office and
 * H2B are values of the declaration itself (the N337 and N935 documents, the goods' container,
 * the shipment's countries and nature of transaction): the page edits them there, so the message
 * and the page never disagree; the customs_declarations row keeps a copy for the record.
 */
export interface DeclarationFields {
  readonly billOfLadingRef: string | null;
  readonly originCertRef: string | null;
  /** YYYY-MM-DD */
  readonly originCertDate: string | null;
  readonly containerNumber: string | null;
  readonly destinationCountry: string | null;
  readonly countryOfDispatch: string | null;
  /** 8 characters, an office of the EU list (checked by the filing rules). */
  readonly supervisingCustomsOfficeRef: string | null;
  readonly natureOfTransaction: number | null;
  readonly useH2b: boolean;
}

/** Stored beside the dossier only: the declaration has no place for them. */
export interface MetadataOnly {
  readonly supervisingCustomsOfficeRef: string | null;
  readonly useH2b: boolean;
}

/** The fields as the declaration and the dossier's metadata hold them now. */
export const readFields = (
  declaration: CanonicalDeclaration,
  metadata: MetadataOnly,
): DeclarationFields & { readonly containerIndicator: boolean } => {
  const common = commonFields(declaration);
  return {
    billOfLadingRef: common.billOfLadingRef ?? null,
    originCertRef: common.originCertRef ?? null,
    originCertDate: common.originCertDate ?? null,
    containerNumber: common.containerNumber ?? null,
    // The messages set their container indicator from the goods' containers: so does the page.
    containerIndicator: common.containerNumber !== null && common.containerNumber !== undefined,
    destinationCountry: common.destinationCountry ?? null,
    countryOfDispatch: common.countryOfDispatch ?? null,
    natureOfTransaction: common.natureOfTransaction ?? null,
    ...metadata,
  };
};

type Document = NonNullable<CanonicalDeclaration['supporting_documents']>[number];

/** The header document of `type` set to `fields`, added when missing, dropped when emptied. */
const withDocument = (
  documents: readonly Document[] | undefined,
  type: string,
  fields: { reference: string | null; date?: string | null },
): Document[] | undefined => {
  const list = [...(documents ?? [])];
  const at = list.findIndex((document) => document.type === type);
  if (fields.reference === null) {
    if (at >= 0) list.splice(at, 1);
  } else {
    const { date: oldDate, ...rest } = at >= 0 ? list[at]! : { type };
    const date = fields.date === undefined ? oldDate : fields.date;
    const next: Document = { ...rest, reference: fields.reference, ...(date ? { date } : {}) };
    if (at >= 0) list[at] = next;
    else list.push(next);
  }
  return list.length > 0 ? list : documents === undefined ? undefined : [];
};

/**
 * The goods' container renamed: where the first container is (on every line that carries it),
 * or on every line when no line has one; emptied, it leaves the lines.
 */
const withContainer = (
  items: CanonicalDeclaration['goods_items'],
  before: string | null,
  after: string | null,
): CanonicalDeclaration['goods_items'] => {
  if (!items || before === after) return items;
  return items.map((item) => {
    const containers = item.containers ?? [];
    if (before === null) {
      return after === null
        ? item
        : { ...item, containers: [{ container_number: after }, ...containers] };
    }
    const kept = containers.flatMap((container) =>
      container.container_number !== before
        ? [container]
        : after === null
          ? []
          : [{ ...container, container_number: after }],
    );
    const { containers: _dropped, ...rest } = item;
    return kept.length > 0 || item.containers ? { ...rest, containers: kept } : rest;
  });
};

/** Undefined members left out: the declaration keeps no `key: undefined`. */
const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, member]) => member !== undefined)) as T;

type HeaderList = 'transport_documents' | 'supporting_documents';

/**
 * The N337 (the temporary storage declaration the goods come out of: what SPEC.md calls the bill
 * of lading reference) as the goods items' previous document, where the samples and the messages
 * have it: set on every line that has one, on every line when none has; emptied, it leaves them.
 */
const withPreviousDocument = (
  items: CanonicalDeclaration['goods_items'],
  reference: string | null,
): CanonicalDeclaration['goods_items'] => {
  if (!items) return items;
  const anyHas = items.some((item) => item.previous_documents?.some((d) => d.type === 'N337'));
  return items.map((item) => {
    const documents = item.previous_documents ?? [];
    const has = documents.some((document) => document.type === 'N337');
    if (!has && (anyHas || reference === null)) return item;
    const kept = documents.filter((document) => document.type !== 'N337' || reference !== null);
    const next = has
      ? kept.map((document) =>
          document.type === 'N337' ? { ...document, reference: reference! } : document,
        )
      : [
          ...kept,
          {
            sequence_number:
              Math.max(0, ...kept.map((document) => document.sequence_number ?? 0)) + 1,
            type: 'N337',
            reference: reference!,
          },
        ];
    return { ...item, previous_documents: next };
  });
};

/** Where the header keeps a document of `type`, or where a new one goes. */
const listOf = (declaration: CanonicalDeclaration, type: string, usual: HeaderList): HeaderList =>
  (['transport_documents', 'supporting_documents'] as const).find((list) =>
    declaration[list]?.some((document) => document.type === type),
  ) ?? usual;

/** The declaration with the page's fields written where the messages read them; what did not change is not touched. */
export const applyFields = (
  declaration: CanonicalDeclaration,
  fields: DeclarationFields,
): CanonicalDeclaration => {
  const current = readFields(declaration, { supervisingCustomsOfficeRef: null, useH2b: false });
  const next: Record<string, unknown> = { ...declaration };
  if (fields.billOfLadingRef !== current.billOfLadingRef) {
    const header = (['transport_documents', 'supporting_documents'] as const).find((list) =>
      declaration[list]?.some((document) => document.type === 'N337'),
    );
    if (header)
      next[header] = withDocument(declaration[header], 'N337', {
        reference: fields.billOfLadingRef,
      });
    else next.goods_items = withPreviousDocument(declaration.goods_items, fields.billOfLadingRef);
  }
  if (
    fields.originCertRef !== current.originCertRef ||
    fields.originCertDate !== current.originCertDate
  ) {
    const list = listOf(declaration, 'N935', 'supporting_documents');
    next[list] = withDocument(declaration[list], 'N935', {
      reference: fields.originCertRef,
      date: fields.originCertDate,
    });
  }
  next.goods_items = withContainer(
    next.goods_items as CanonicalDeclaration['goods_items'],
    current.containerNumber,
    fields.containerNumber,
  );
  if (
    fields.destinationCountry !== current.destinationCountry ||
    fields.countryOfDispatch !== current.countryOfDispatch ||
    fields.natureOfTransaction !== current.natureOfTransaction
  )
    next.shipment = defined({
      ...declaration.shipment,
      country_of_destination: fields.destinationCountry ?? undefined,
      country_of_dispatch: fields.countryOfDispatch ?? undefined,
      nature_of_transaction: fields.natureOfTransaction ?? undefined,
    });
  return defined(next) as CanonicalDeclaration;
};
