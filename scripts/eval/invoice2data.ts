import type { Value } from './compare.ts';
import type { ExpectedDocument } from './expected.ts';
import type { HeaderValues, LineValues } from './fields.ts';

/**
 * The shared samples' languages: invoice2data's files do not say it (../shared/samples/invoices/
 * README.md lists them as EN, NL, FR, DE; each checked against its text).
 */
const LANGUAGE: Readonly<Record<string, string>> = {
  AmazonWebServices: 'en',
  AzureInterior: 'en',
  FlipkartInvoice: 'en',
  NetpresseInvoice: 'fr',
  QualityHosting: 'de',
  SammyMaystoneLinesTest: 'en',
  coolblue1: 'nl',
  coolblue2: 'nl',
  free_fiber: 'fr',
  oyo: 'en',
  saeco: 'nl',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== ''
    ? value
    : typeof value === 'number'
      ? String(value)
      : undefined;

const number = (value: unknown): number | undefined => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return undefined;
};

const compact = <K extends string>(
  values: Record<K, Value | undefined>,
): Partial<Record<K, Value>> =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<
    Record<K, Value>
  >;

/**
 * One invoice2data line. Section headers and notes (no name or description) are no goods lines.
 * A line with a price but neither quantity nor subtotal (Amazon's services) prints that price in
 * its amount column: it is the line's amount.
 */
const line = (raw: Record<string, unknown>): LineValues | undefined => {
  const description = text(raw.name) ?? text(raw.desc);
  if (description === undefined) return undefined;
  const price = number(raw.price_unit) ?? number(raw.price);
  const quantity = number(raw.qty);
  const subtotal = number(raw.price_subtotal);
  const priceIsAmount = quantity === undefined && subtotal === undefined;
  return compact({
    description,
    article_number: text(raw.code),
    quantity,
    unit: text(raw.uom),
    unit_price: priceIsAmount ? undefined : price,
    amount: priceIsAmount ? price : subtotal,
  });
};

/**
 * invoice2data's values as eval/expected-format.md has them. invoice2data reads supplier
 * invoices, so its `partner_*` and VAT number are the seller's. Its invoice number keeps the "#"
 * printed before it (Flipkart), which no declarant types.
 */
export const fromInvoice2data = (name: string, raw: unknown): ExpectedDocument | undefined => {
  const json: unknown = Array.isArray(raw) ? raw[0] : raw;
  if (!isRecord(json)) return undefined;
  const identification = text(json.vat) ?? text(json.static_vat);
  const country = text(json.country_code);
  const header: HeaderValues = compact({
    invoice_number: text(json.invoice_number)?.replace(/^#\s*/, ''),
    invoice_date: text(json.date),
    currency: text(json.currency),
    incoterm: text(json.incoterm),
    total_net: number(json.amount_untaxed),
    total_vat: number(json.amount_tax),
    total_amount: number(json.amount),
    'seller.name': text(json.partner_name),
    'seller.street': text(json.partner_street),
    'seller.postcode': text(json.partner_zip),
    'seller.city': text(json.partner_city),
    'seller.country': country?.toUpperCase(),
    'seller.identification': identification?.replace(/[\s.]/g, ''),
  });
  const lines = Array.isArray(json.lines)
    ? json.lines.flatMap((raw) => {
        const found = isRecord(raw) ? line(raw) : undefined;
        return found ? [found] : [];
      })
    : undefined;
  const language = LANGUAGE[name];
  return {
    ...(language !== undefined ? { language } : {}),
    kinds: ['invoice'],
    header,
    ...(lines ? { lines } : {}),
  };
};
