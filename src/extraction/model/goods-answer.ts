import type { ValueSource } from '../document-text.ts';
import type {
  DocumentKind,
  ExtractedCharge,
  ExtractedDocument,
  ExtractedHeader,
  ExtractedLine,
  ExtractedParty,
  ExtractorType,
  Found,
} from '../extracted.ts';
import { CHARGE_KINDS } from './goods-schema.ts';

/**
 * A model's JSON (goods-schema.ts) as an ExtractedDocument. The answer is outside input
 * (ARCHITECTURE.md rule 4): structured output usually holds to the schema, a server behind
 * AI:BaseUrl or a repaired answer may not, so every value is checked for its type and a value of
 * the wrong type is left out rather than trusted.
 */
export interface AnswerContext {
  readonly document: string;
  readonly kind: DocumentKind;
  readonly extractor: ExtractorType;
  /** How sure a model's value is: read by a model, not yet checked by anyone. */
  readonly confidence?: number;
}

export const MODEL_CONFIDENCE = 0.8;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** Numbers; a plain number in a string ("12.5") too, never a guess at a thousands separator. */
const asNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
};

const asPage = (value: unknown): number | undefined => {
  const page = asNumber(value);
  return page !== undefined && Number.isInteger(page) && page >= 1 ? page : undefined;
};

const makeFound = (context: AnswerContext, page: number | undefined) => {
  const source: ValueSource | undefined =
    page === undefined ? undefined : { document: context.document, page };
  const confidence = context.confidence ?? MODEL_CONFIDENCE;
  return <T>(value: T | undefined): Found<T> | undefined =>
    value === undefined ? undefined : { value, confidence, ...(source ? { source } : {}) };
};

/** Drops the members a document did not give, so `{}` means "nothing found". */
const compact = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, member]) => member !== undefined)) as T;

const party = (raw: unknown, context: AnswerContext): ExtractedParty | undefined => {
  if (!isObject(raw)) return undefined;
  const found = makeFound(context, asPage(raw.page));
  const result = compact<ExtractedParty>({
    name: found(asText(raw.name)),
    street: found(asText(raw.street)),
    postcode: found(asText(raw.postcode)),
    city: found(asText(raw.city)),
    country: found(asText(raw.country)),
    identification: found(asText(raw.identification)),
  });
  return Object.keys(result).length > 0 ? result : undefined;
};

/** A header value as `{value, page}`; a bare value (a loose server) is taken without its page. */
const located = <T>(
  raw: unknown,
  read: (value: unknown) => T | undefined,
  context: AnswerContext,
) =>
  isObject(raw)
    ? makeFound(context, asPage(raw.page))(read(raw.value))
    : makeFound(context, undefined)(read(raw));

export const readHeader = (raw: unknown, context: AnswerContext): ExtractedHeader => {
  if (!isObject(raw)) return {};
  const text = (name: string) => located(raw[name], asText, context);
  const number = (name: string) => located(raw[name], asNumber, context);
  return compact<ExtractedHeader>({
    seller: party(raw.seller, context),
    buyer: party(raw.buyer, context),
    invoiceNumber: text('invoice_number'),
    invoiceDate: located(
      raw.invoice_date,
      (value) => asText(value)?.match(/^\d{4}-\d{2}-\d{2}$/)?.[0],
      context,
    ),
    currency: located(raw.currency, (value) => asText(value)?.toUpperCase(), context),
    incoterm: located(raw.incoterm, (value) => asText(value)?.toUpperCase(), context),
    incotermPlace: text('incoterm_place'),
    totalAmount: number('total_amount'),
    totalNetMass: number('total_net_mass'),
    totalGrossMass: number('total_gross_mass'),
    totalPackages: number('total_packages'),
  });
};

export const readLine = (raw: unknown, context: AnswerContext): ExtractedLine => {
  if (!isObject(raw)) return {};
  const found = makeFound(context, asPage(raw.page));
  const origin = asText(raw.country_of_origin);
  const code = asText(raw.commodity_code)?.replace(/[\s.]/g, '');
  return compact<ExtractedLine>({
    description: found(asText(raw.description)),
    commodityCode: found(code && /^\d{4,10}$/.test(code) ? code : undefined),
    // A two-letter code is taken as ISO; a name waits for country resolution.
    countryOfOrigin: found(
      origin && /^[A-Za-z]{2}$/.test(origin) ? origin.toUpperCase() : undefined,
    ),
    countryOfOriginText: found(origin),
    quantity: found(asNumber(raw.quantity)),
    unit: found(asText(raw.unit)),
    unitPrice: found(asNumber(raw.unit_price)),
    amount: found(asNumber(raw.total_price)),
    currency: found(asText(raw.currency)?.toUpperCase()),
    netMass: found(asNumber(raw.net_mass)),
    grossMass: found(asNumber(raw.gross_mass)),
    packages: found(asNumber(raw.packages)),
    packageType: found(asText(raw.package_type)),
    articleNumber: found(asText(raw.article_number)),
  });
};

const readCharge = (raw: unknown, context: AnswerContext): ExtractedCharge | undefined => {
  if (!isObject(raw)) return undefined;
  const found = makeFound(context, asPage(raw.page));
  const amount = found(asNumber(raw.amount));
  if (!amount) return undefined;
  const kind = CHARGE_KINDS.find((candidate) => candidate === raw.kind) ?? 'other';
  const currency = found(asText(raw.currency)?.toUpperCase());
  return { kind, label: asText(raw.label) ?? kind, amount, ...(currency ? { currency } : {}) };
};

const listOf = (raw: unknown): unknown[] => (Array.isArray(raw) ? raw : []);

/** The whole answer; a line with no value at all (an empty row the model echoed) is dropped. */
export const goodsAnswerToExtracted = (
  data: unknown,
  context: AnswerContext,
): ExtractedDocument => {
  const root = isObject(data) ? data : {};
  return {
    document: context.document,
    kind: context.kind,
    extractor: context.extractor,
    header: readHeader(root.header, context),
    lines: listOf(root.lines)
      .map((line) => readLine(line, context))
      .filter((line) => Object.keys(line).length > 0),
    charges: listOf(root.charges).flatMap((charge) => readCharge(charge, context) ?? []),
    notices: [],
  };
};
