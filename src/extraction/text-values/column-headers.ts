import { massUnitInHeader, type MassUnit } from './mass.ts';
import { foldAccents } from './month-names.ts';

/**
 * The goods columns a spreadsheet or a printed table may have, named by their headers in English,
 * Dutch, French and German. Both the spreadsheet reader and the PDF table reader map headers here,
 * so a column is understood the same way whatever the file.
 */
export type GoodsColumn =
  | 'description'
  | 'quantity'
  | 'unit'
  | 'unitPrice'
  | 'amount'
  | 'commodityCode'
  | 'origin'
  | 'netMass'
  | 'grossMass'
  | 'packages'
  | 'packageType'
  | 'articleNumber'
  | 'currency'
  | 'marks';

// One line per group of names reads better than one name per line.
// prettier-ignore
const SYNONYMS: Readonly<Record<GoodsColumn, readonly string[]>> = {
  description: [
    'description', 'description of goods', 'goods description', 'item description',
    'product description', 'goods', 'designation',
    'designation des marchandises', 'libelle', 'omschrijving', 'beschrijving',
    'artikel omschrijving', 'artikelomschrijving', 'goederenomschrijving', 'bezeichnung',
    'beschreibung', 'artikelbezeichnung', 'warenbezeichnung', 'naam',
    'artikelbeschreibung', 'produktbeschreibung', 'leistungsbeschreibung', 'warenbeschreibung',
    'produktomschrijving', 'productomschrijving', 'designation du produit', 'description article',
    'description des marchandises', 'full description of goods', 'description of the goods',
  ],
  quantity: [
    'quantity', 'qty', 'qty.', 'q.ty', 'quantities', 'aantal', 'hoeveelheid', 'quantite', 'qte',
    'menge', 'anzahl', 'stuckzahl', 'pcs', 'units', 'no. of units',
    'mge', 'mge.', 'mng', 'mng.', 'aant.', 'aant', 'qte.', 'qty shipped',
    'qty/hr', 'qty/hrs', 'hours', 'hrs',
  ],
  unit: ['unit', 'uom', 'unit of measure', 'eenheid', 'unite', 'einheit', 'me', 'um', 'u/m', 'eenh.', 'eenh', 'u.', 'einh.', 'einh'],
  unitPrice: [
    'unit price', 'price', 'price per unit', 'unit cost', 'unit value', 'rate', 'eenheidsprijs', 'prijs',
    'stukprijs', 'prijs per stuk', 'prix unitaire', 'prix', 'p.u.', 'pu', 'einzelpreis', 'preis',
    'stuckpreis', 'e-preis', 'ep', 'vk-preis', 'verkaufspreis',
  ],
  amount: [
    'amount', 'total', 'total amount', 'line total', 'total price', 'total value', 'value',
    'net amount', 'subtotal', 'extended price', 'bedrag', 'totaal', 'totaalbedrag', 'totaalprijs',
    'waarde', 'montant', 'montant total', 'total ht', 'montant ht', 'prix total', 'valeur',
    'betrag', 'gesamt', 'gesamtpreis', 'gesamtbetrag', 'summe', 'wert', 'warenwert', 'zeilenbetrag',
    'g-preis', 'ges.-preis', 'ges. preis', 'gesamtwert', 'positionswert', 'zeilensumme', 'ext. price',
    'extension', 'total ligne', 'montant ligne', 'regeltotaal', 'lijntotaal',
    'gesamt-preis',
  ],
  commodityCode: [
    'hs code', 'hs', 'hs-code', 'hs no', 'hs number', 'hts', 'hts code', 'cn code', 'cn-code',
    'gn-code', 'gn code', 'gn', 'code sh', 'sh', 'code nc', 'nc', 'nomenclature', 'zolltarifnummer',
    'zolltarif', 'warentarifnummer', 'statistische warennummer', 'warennummer', 'commodity code',
    'commodity', 'tariff code', 'tariff', 'taric', 'taric code', 'customs code', 'douanecode',
    'goederencode', 'code douanier', 'intrastat code', 'intrastat',
  ],
  origin: [
    'origin', 'country of origin', 'coo', 'c/o', 'made in', 'oorsprong', 'land van oorsprong',
    'oorsprongsland', 'origine', "pays d'origine", 'pays origine', 'ursprung', 'ursprungsland',
    'herkunft', 'herkunftsland', 'herkomst', 'land van herkomst', 'pays de fabrication',
    'country of manufacture', 'herstellungsland', 'made in country',
    'ul', 'urspr.', 'ursprl.', 'urspr.-land', 'ursprungsl.', 'land v. oorsprong', 'pays orig.',
  ],
  netMass: [
    'net weight', 'net wt', 'net mass', 'nw', 'n.w.', 'nettogewicht', 'netto gewicht', 'netto',
    'poids net', 'masse nette', 'net kg', 'netto kg', 'gewicht netto', 'eigenmasse',
    'netto-gew.', 'netto-gew', 'nettogew.', 'gew. netto', 'neto kg', 'net kg', 'poids net kg',
    'p. net', 'p. net kg', 'pds net',
  ],
  grossMass: [
    'gross weight', 'gross wt', 'gross mass', 'gw', 'g.w.', 'brutogewicht', 'bruto gewicht',
    'bruto', 'poids brut', 'masse brute', 'bruttogewicht', 'brutto gewicht', 'brutto', 'rohmasse',
    'gewicht brutto', 'weight', 'gewicht', 'poids',
    'brutto-gew.', 'brutto-gew', 'bruttogew.', 'gew. brutto', 'bruto-gew.', 'brutogew.', 'gross kg',
    'brutto kg', 'bruto kg', 'brut kg', 'poids brut kg',
    'p. brut', 'p. brut kg', 'pds brut',
  ],
  packages: [
    'packages', 'package', 'pkgs', 'no of packages', 'number of packages', 'colli', 'coli',
    'collis', 'aantal colli', 'nombre de colis', 'colis', 'packstucke', 'packstuck',
    'no. of pkgs', 'no of pkgs', 'number of pkgs', 'no. of packages', 'nbr of packages',
    'aantal verpakkingen', 'nb colis', 'anzahl kolli', 'kolli',
    'anz. pckst.', 'anz. packst.', 'anz. packstucke', 'nbre colis', 'no. of ctns', 'ctns qty',
    'anzahl packstucke', 'ctns', 'cartons', 'cartons qty', 'carton', 'boxes',
    'anzahl und art der packstucke', 'zahl und art der packstucke', 'aantal en soort colli',
    'aantal en soort verpakkingen', 'number and kind of packages', 'no. and kind of packages',
    'number and kind of pkgs', 'nombre et nature des colis', 'nombre et type de colis',
  ],
  packageType: [
    'package type', 'type of package', 'packaging', 'kind of packages', 'verpakking',
    'soort verpakking', 'verpakkingstype', 'type colis', "type d'emballage", 'emballage',
    'packstuckart', 'verpackung', 'verpackungsart',
    'kind of pkgs', 'type of pkgs', 'packmittel', 'nature des colis', 'pkg type', 'type emballage',
    'packing', 'type of packing', 'kind of packing',
  ],
  articleNumber: [
    'article number', 'article no', 'article no.', 'art. no.', 'art no', 'art.nr.', 'art.nr',
    'artnr', 'item no', 'item no.', 'item number', 'item code', 'part number', 'part no',
    'artikel-nr.', 'artikel-nr', 'art.-nr.', 'art.-nr', 'art. nr.', 'réf.', 'ref. article',
    'part no.', 'p/n', 'sku', 'product code', 'code', 'ref', 'ref.', 'reference', 'artikelnummer',
    'artikelnr', 'artikel nr', 'artikelcode', 'referentie', 'reference article', 'ref article',
    'materialnummer', 'material', 'artikel', 'article', 'item', 'product', 'produkt',
  ],
  marks: [
    'marks', 'marks & numbers', 'marks and numbers', 'marks & nos', 'marks/nos', 'shipping marks',
    'merken', 'merken en nummers', 'verzendmerken', 'marques', 'marques et numeros',
    'marques et nos', 'markierung', 'markierungen', 'zeichen', 'zeichen und nummern',
  ],
  currency: ['currency', 'cur', 'curr', 'ccy', 'valuta', 'munt', 'devise', 'monnaie', 'wahrung'],
};

/** Lower case, accents off, "(lbs)" and "[EUR]" asides off, punctuation other than . / - ' off. */
export const normalizeHeader = (text: string): string =>
  foldAccents(text)
    .replace(/[([{][^)\]}]*[)\]}]/g, ' ')
    .replace(/\b(?:in|en|em)\s+(?:kg|kgs|lbs?|g|eur|usd)\b/g, ' ')
    .replace(/[^a-z0-9./'\- ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const TABLE = new Map<string, GoodsColumn>(
  (Object.entries(SYNONYMS) as [GoodsColumn, readonly string[]][]).flatMap(([column, names]) =>
    names.map((name) => [normalizeHeader(name), column] as const),
  ),
);

export interface HeaderMatch {
  readonly column: GoodsColumn;
  /** "Artikel", "Item", "Product": an article number beside a description, else the description. */
  readonly generic?: boolean;
  /** The mass unit the header names ("Net weight (lbs)"): bare numbers below it are in it. */
  readonly massUnit?: MassUnit;
  /** "Type", "Art": the kind of packages only as the next column after their count. */
  readonly besideCount?: boolean;
}

/**
 * The column a header names ("Omschrijving", "Net weight (lbs)"), else undefined. Without
 * `exact`, a header that starts or ends with a name counts too ("Description of the goods").
 */
export const matchHeader = (
  text: string,
  options: { readonly exact?: boolean } = {},
): HeaderMatch | undefined => {
  const normalized = normalizeHeader(text);
  if (KIND_BESIDE_COUNT.has(normalized.replace(/[.:]+$/, '')))
    return { column: 'packageType', besideCount: true };
  const column = TABLE.get(normalized) ?? TABLE.get(normalized.replace(/[.:]+$/, ''));
  if (!column) return options.exact ? undefined : looseMatch(text, normalized);
  if (GENERIC.has(normalized)) return { column, generic: true };
  const massUnit =
    column === 'netMass' || column === 'grossMass' ? massUnitInHeader(text) : undefined;
  return massUnit ? { column, massUnit } : { column };
};

const GENERIC = new Set(['artikel', 'article', 'item', 'product', 'produkt']);
// "Pkgs Type", "Colli Art", "Colis Nature": a bare "type" is the packages' kind only right
// after their count; elsewhere it is the goods' type.
const KIND_BESIDE_COUNT = new Set(['type', 'art', 'soort', 'kind', 'nature', 'typ', 'sorte']);

/**
 * One column per kind, left to right, the first of a kind kept; two readings settled by the
 * other headers: a generic "Artikel" is the description when no other column is, and a second
 * price column ("Prijs" then "Prijs incl. BTW") is the line amount when none is named.
 */
export const settleColumns = (
  matches: readonly (HeaderMatch | undefined)[],
): (HeaderMatch | undefined)[] => {
  const kinds = new Set(matches.map((match) => match?.column));
  const settled: (HeaderMatch | undefined)[] = [];
  const seen = new Set<GoodsColumn>();
  for (const [index, match] of matches.entries()) {
    let column = match?.column;
    if (match?.besideCount && matches[index - 1]?.column !== 'packages') column = undefined;
    if (match?.generic && !kinds.has('description') && !seen.has('description'))
      column = 'description';
    else if (column === 'unitPrice' && seen.has('unitPrice') && !kinds.has('amount'))
      column = 'amount';
    if (!match || !column || seen.has(column)) {
      settled.push(undefined);
      continue;
    }
    seen.add(column);
    settled.push({ ...match, column });
  }
  return settled;
};

/**
 * A header of several words that starts or ends with a known name ("Description of the goods",
 * "Total net weight"): the longest such name wins, so "unit price" beats "price" and "unit".
 */
const looseMatch = (original: string, normalized: string): HeaderMatch | undefined => {
  let best: { name: string; column: GoodsColumn } | undefined;
  for (const [name, column] of TABLE) {
    if (name.length < 4 || name.length <= (best?.name.length ?? 0)) continue;
    if (
      normalized.startsWith(`${name} `) ||
      normalized.startsWith(`${name}/`) ||
      normalized.endsWith(` ${name}`)
    )
      best = { name, column };
  }
  if (!best) return undefined;
  const massUnit =
    best.column === 'netMass' || best.column === 'grossMass'
      ? massUnitInHeader(original)
      : undefined;
  return massUnit ? { column: best.column, massUnit } : { column: best.column };
};
