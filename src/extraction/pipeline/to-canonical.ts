import {
  FORBIDDEN_CHARACTER,
  parseDeclaration,
  type CanonicalDeclaration,
  type CanonicalGoodsItem,
} from '../../canonical/index.ts';
import type { Finding } from '../checks/index.ts';
import type { ExtractedCharge, ExtractedParty, Found } from '../extracted.ts';
import type { MergedExtraction, MergedLine } from './merged-extraction.ts';

type Shipment = NonNullable<CanonicalDeclaration['shipment']>;
type Party = NonNullable<NonNullable<CanonicalDeclaration['parties']>['seller']>;

/** SPEC.md "CanonicalGoodsItem" list limit. */
const MAX_GOODS_ITEMS = 9_999;

/** Every character the contract refuses in a text, as the contract itself defines them. */
const FORBIDDEN_CHARACTERS = new RegExp(FORBIDDEN_CHARACTER.source, 'g');

/**
 * Printed text as the contract takes it: the control characters it refuses (a PDF's or a sheet's)
 * become spaces, half a surrogate pair the replacement character, and a long text is cut at a
 * character, never inside one.
 */
const clip = (found: Found<string> | undefined, max: number) => {
  const text = found?.value
    .toWellFormed()
    .replace(FORBIDDEN_CHARACTERS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text ? Array.from(text).slice(0, max).join('') : undefined;
};
const matching = (found: Found<string> | undefined, pattern: RegExp) =>
  found && pattern.test(found.value) ? found.value : undefined;
const positive = (found: Found<number> | undefined) =>
  found && Number.isFinite(found.value) && found.value >= 0 ? found.value : undefined;
const whole = (found: Found<number> | undefined) =>
  found && Number.isInteger(found.value) && found.value >= 0 ? found.value : undefined;

/** Keys with a value only: the canonical contract has no nulls for "not read". */
const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;

/**
 * A goods line into the canonical goods item. A value the contract would refuse (a six-digit HS
 * code, an origin that did not resolve) stays out of the declaration and in the extraction, where
 * the findings point at it: the declaration holds only what would pass.
 */
const goodsItem = (line: MergedLine, index: number): CanonicalGoodsItem => {
  const packages = whole(line.packages);
  const packageType = matching(line.packageType, /^[A-Z0-9]{2}$/);
  return defined({
    sequence_number: index + 1,
    description: clip(line.description, 512),
    commodity_code: matching(line.commodityCode, /^(\d{8}|\d{10})$/),
    country_of_origin: matching(line.countryOfOrigin, /^[A-Z]{2}$/),
    invoice_number: clip(line.invoiceNumber, 70),
    gross_mass: positive(line.grossMass),
    net_mass: positive(line.netMass),
    unit_price: positive(line.unitPrice),
    total_price: positive(line.amount),
    currency: matching(line.currency, /^[A-Z]{3}$/),
    packages:
      packages !== undefined || packageType
        ? [defined({ quantity: packages, type: packageType })]
        : undefined,
  });
};

const party = (printed: ExtractedParty | undefined): Party | undefined => {
  if (!printed?.name) return undefined;
  const identification = printed.identification?.value.replace(/\s/g, '').toUpperCase();
  return defined({
    name: clip(printed.name, 70),
    street_and_number: clip(printed.street, 70),
    postcode: clip(printed.postcode, 17),
    city: clip(printed.city, 35),
    country: matching(printed.country, /^[A-Z]{2}$/),
    // An EORI is a country code and up to 15 characters; anything else printed is a VAT number.
    ...(identification && /^[A-Z]{2}[A-Z0-9]{1,15}$/.test(identification)
      ? { eori: identification }
      : { vat_number: identification?.slice(0, 17) }),
  });
};

/** Freight and insurance are the costs DE 4/9 knows by the codes the filing rules read. */
const COST_CODES: Partial<Record<ExtractedCharge['kind'], string>> = {
  freight: 'FRT',
  insurance: 'INS',
};

/**
 * What extraction gives the dossier's canonical declaration: the invoice header, the totals, the
 * freight and insurance, the parties printed, and the goods items. The regime, UCR and client
 * stay as the dossier has them.
 */
type Read = Pick<CanonicalDeclaration, 'shipment' | 'totals' | 'costs' | 'parties' | 'goods_items'>;

const removeAt = (tree: unknown, path: string) => {
  const keys = path.split('/').slice(1);
  const last = keys.pop();
  let node = tree as Record<string, unknown> | undefined;
  for (const key of keys) node = node?.[key] as Record<string, unknown> | undefined;
  if (node && last !== undefined && !Array.isArray(node)) delete node[last];
};

/**
 * The reading as the canonical contract accepts it: a value it would refuse is taken out with a
 * finding at its path (the extraction keeps it), so corrected_data never holds what filing refuses.
 */
export const toCanonical = (extraction: MergedExtraction): { read: Read; dropped: Finding[] } => {
  const read = readOnto(extraction);
  const dropped: Finding[] = [];
  if ((read.goods_items?.length ?? 0) > MAX_GOODS_ITEMS) {
    dropped.push({
      code: 'too-many-goods-items',
      severity: 'error',
      path: '/goods_items',
      message: `${read.goods_items!.length} goods lines were read; a declaration holds at most ${MAX_GOODS_ITEMS}: the first ${MAX_GOODS_ITEMS} are kept`,
    });
    read.goods_items = read.goods_items!.slice(0, MAX_GOODS_ITEMS);
  }
  for (let round = 0; round < 3; round++) {
    const result = parseDeclaration({ declaration_type: 'IM', ...read });
    if (result.ok) break;
    for (const complaint of result.complaints) {
      if (!/^\/(shipment|totals|costs|parties|goods_items)\/./.test(complaint.path)) continue;
      removeAt(read, complaint.path);
      dropped.push({
        code: 'value-refused',
        severity: 'warning',
        path: complaint.path,
        message: `the value read ${complaint.message}: it is left out of the declaration`,
      });
    }
  }
  return { read, dropped };
};

const readOnto = (extraction: MergedExtraction): Read => {
  const { header } = extraction;
  const shipment: Shipment = defined({
    invoice_number: clip(header.invoiceNumber, 70),
    invoice_date: matching(header.invoiceDate, /^\d{4}-\d{2}-\d{2}$/),
    currency: matching(header.currency, /^[A-Z]{3}$/),
    total_invoice_amount: positive(header.totalAmount),
    incoterm: matching(header.incoterm, /^[A-Z]{3}$/),
    incoterm_location: clip(header.incotermPlace, 35),
  });
  const totals = defined({
    gross_mass: positive(header.totalGrossMass),
    net_mass: positive(header.totalNetMass),
    packages: whole(header.totalPackages),
    invoice_amount: positive(header.totalAmount),
  });
  const costs = extraction.charges.flatMap((charge) => {
    const code = COST_CODES[charge.kind];
    const amount = positive(charge.amount);
    return code && amount !== undefined
      ? [defined({ code, amount, currency: matching(charge.currency, /^[A-Z]{3}$/) })]
      : [];
  });
  const parties = defined({ seller: party(header.seller), buyer: party(header.buyer) });
  return defined({
    shipment: Object.keys(shipment).length > 0 ? shipment : undefined,
    totals: Object.keys(totals).length > 0 ? totals : undefined,
    costs: costs.length > 0 ? costs : undefined,
    parties: Object.keys(parties).length > 0 ? parties : undefined,
    goods_items: extraction.lines.map(goodsItem),
  });
};
