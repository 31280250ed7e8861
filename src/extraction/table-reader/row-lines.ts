import type { Word } from '../document-text.ts';
import type { ExtractedCharge, ExtractedLine, Found } from '../extracted.ts';
import {
  chargeKind,
  findCommodityCode,
  findCurrency,
  findOrigin,
  originCode,
  packageKindCode,
  parseAmount,
  parseCommodityCode,
  parseMass,
  parseQuantity,
  type CurrencyMatch,
  type DecimalSeparator,
  type GoodsColumn,
  type MassUnit,
} from '../text-values/index.ts';
import { BY_LABEL, foundIn, IN_COLUMN, textOf, withoutAbsent, type Place } from './found-words.ts';
import type { TableHeader } from './header-line.ts';
import type { TableRow } from './table-rows.ts';
import { readDetailRow } from './detail-line.ts';

const NUMERIC: readonly GoodsColumn[] = [
  'quantity',
  'unitPrice',
  'amount',
  'netMass',
  'grossMass',
  'packages',
];

export interface RowGoods {
  readonly lines: ExtractedLine[];
  readonly charges: ExtractedCharge[];
  /** Currencies printed with the amounts: the document's currency when no label names it. */
  readonly currencies: CurrencyMatch[];
}

interface OpenLine {
  readonly cells: Map<GoodsColumn, Word[]>;
  /** What labelled detail rows under the line give, for the fields its columns leave empty. */
  details?: Partial<ExtractedLine>;
  /** The bottom of its last row, moved down as its description continues. */
  bottom: number;
}

/**
 * Rows into goods lines: a row with a number under a numeric column starts a line (or is a
 * charge, by its label); a row of text alone under the description continues the line above
 * (a description on several lines); text before the first line (a section title) is skipped.
 */
export const readRowGoods = (
  rows: readonly TableRow[],
  header: TableHeader,
  place: Place,
  decimal: DecimalSeparator | undefined,
): RowGoods => {
  const open: OpenLine[] = [];
  const charges: ExtractedCharge[] = [];
  const currencies: CurrencyMatch[] = [];
  for (const row of rows) {
    const previousLine = open.at(-1);
    // "Warennr.: 7318.15.88  Packstückart: 2 Kartons  Netto: 10,9 KG" under a goods line.
    const details =
      previousLine &&
      closeUnder(row, previousLine) &&
      readDetailRow(row.line.words, place, decimal);
    if (previousLine && details) {
      previousLine.details = { ...details, ...previousLine.details };
      previousLine.bottom = row.line.box.y + row.line.box.height;
      continue;
    }
    const cells = spillBack(byColumn(row, header), header, decimal);
    const numbers = NUMERIC.filter((column) => {
      const text = textOf(cells.get(column) ?? []);
      return text && (parseAmount(text, { decimal }) ?? parseQuantity(text, { decimal }));
    });
    for (const column of ['unitPrice', 'amount'] as const) {
      const currency = findCurrency(textOf(cells.get(column) ?? []));
      if (currency) currencies.push(currency);
    }
    const label = textOf(cells.get('description') ?? cells.get('articleNumber') ?? []);
    const previous = open.at(-1);
    if (numbers.length > 0) {
      const kind = chargeKind(label);
      const charge = kind && chargeOf(kind, label, cells, place, decimal);
      if (charge) charges.push(charge);
      else open.push({ cells, bottom: row.line.box.y + row.line.box.height });
    } else if (previous && detailOf(row, previous)) {
      // "GN-code 7318 1588   Oorsprong Duitsland" under a line: its code and origin, whatever
      // column they stand under; read out of the description by their labels.
      previous.cells.set('description', [
        ...(previous.cells.get('description') ?? []),
        ...row.line.words,
      ]);
      previous.bottom = row.line.box.y + row.line.box.height;
    } else if (previous && continues(row, cells, previous)) {
      for (const [column, words] of cells)
        previous.cells.set(column, [...(previous.cells.get(column) ?? []), ...words]);
      previous.bottom = row.line.box.y + row.line.box.height;
    }
  }
  const units = { net: massUnit(header, 'netMass'), gross: massUnit(header, 'grossMass') };
  const lines = open.map((line) => ({
    ...line.details,
    ...lineOf(line.cells, place, units, decimal),
  }));
  // A line names its goods somehow; figures alone (a stray total, a page number) are no line,
  // and words without a figure that reads (a declaration's sentence, a date) neither.
  const named = lines.filter(
    (line) =>
      (line.description ?? line.articleNumber ?? line.commodityCode) &&
      (line.quantity ??
        line.unitPrice ??
        line.amount ??
        line.netMass ??
        line.grossMass ??
        line.packages),
  );
  return { lines: named, charges, currencies };
};

/**
 * A long description runs under the next column's title ("… PN 16" above "84818081"): words at
 * the start of a figure's cell that keep it from reading go back to the description.
 */
const spillBack = (
  cells: Map<GoodsColumn, Word[]>,
  header: TableHeader,
  decimal: DecimalSeparator | undefined,
): Map<GoodsColumn, Word[]> => {
  const description = cells.get('description');
  if (!description) return cells;
  // Only into the column printed right after the description's: an untitled one between (a
  // "QTY/HR" no name matches) means the figures are not the description's neighbours.
  const at = header.cells.findIndex((cell) => cell.match?.column === 'description');
  const next = header.cells[at + 1]?.match?.column;
  const words = next && cells.get(next);
  if (next && NUMERIC.includes(next) && !words?.length && description.length > 1) {
    // A right-aligned figure whose title is narrow falls under the description's span.
    const last = description.at(-1)!;
    const before = description.at(-2)!;
    const apart = last.box.x - (before.box.x + before.box.width) > last.box.height;
    if (apart && /^\d[\d.,' ]*$/.test(last.text) && parseQuantity(last.text, { decimal })) {
      const moved = new Map(cells);
      moved.set('description', description.slice(0, -1));
      moved.set(next, [last]);
      return moved;
    }
  }
  if (!next || !words || words.length < 2 || !FIGURES.has(next)) return cells;
  const reads = (part: readonly Word[]) => {
    const text = textOf(part);
    return next === 'commodityCode'
      ? parseCommodityCode(text) !== undefined
      : (parseAmount(text, { decimal }) ?? parseQuantity(text, { decimal })) !== undefined;
  };
  if (reads(words)) return cells;
  for (let cut = 1; cut < words.length; cut++)
    if (reads(words.slice(cut))) {
      const spilled = new Map(cells);
      spilled.set('description', [...description, ...words.slice(0, cut)]);
      spilled.set(next, words.slice(cut));
      return spilled;
    }
  return cells;
};

const FIGURES: ReadonlySet<GoodsColumn> = new Set([...NUMERIC, 'commodityCode']);

const byColumn = (row: TableRow, header: TableHeader): Map<GoodsColumn, Word[]> => {
  const cells = new Map<GoodsColumn, Word[]>();
  for (const [index, words] of row.cells) {
    const column = header.cells[index]?.match?.column;
    if (column) cells.set(column, [...words]);
  }
  return cells;
};

const closeUnder = (row: TableRow, previous: OpenLine): boolean =>
  row.line.box.y - previous.bottom <= 1.5 * row.line.box.height;

/** A line of labelled details (commodity code, origin) close under the goods line before. */
const detailOf = (row: TableRow, previous: OpenLine): boolean =>
  closeUnder(row, previous) &&
  (findCommodityCode(row.line.text) !== undefined || findOrigin(row.line.text) !== undefined);

// Columns whose text a printer wraps onto the next row ("OWN_PAC" / "KAGING", a description).
const WRAPPING: ReadonlySet<GoodsColumn> = new Set(['description', 'packageType', 'marks']);

/** Text under wrapping columns only, the description among them, close below the line before. */
const continues = (row: TableRow, cells: Map<GoodsColumn, Word[]>, previous: OpenLine): boolean => {
  const described = cells.get('description')?.length ?? 0;
  const wrapped = [...cells].reduce(
    (count, [column, words]) => count + (WRAPPING.has(column) ? words.length : 0),
    0,
  );
  const gap = row.line.box.y - previous.bottom;
  return described > 0 && wrapped === row.line.words.length && gap < 1.5 * row.line.box.height;
};

/** The unit a weight column's title names ("Net weight (lbs)"); kilograms when none. */
const massUnit = (header: TableHeader, column: GoodsColumn): MassUnit =>
  header.cells.find((cell) => cell.match?.column === column)?.match?.massUnit ?? 'kg';

const lineOf = (
  cells: Map<GoodsColumn, Word[]>,
  place: Place,
  units: { readonly net: MassUnit; readonly gross: MassUnit },
  decimal?: DecimalSeparator,
): ExtractedLine => {
  const words = (column: GoodsColumn) => cells.get(column) ?? [];
  const text = (column: GoodsColumn) => {
    const value = textOf(words(column)).trim();
    return value ? foundIn(value, words(column), place, IN_COLUMN) : undefined;
  };
  const amount = (column: GoodsColumn) => {
    const value = parseAmount(textOf(words(column)), { decimal })?.value;
    return value === undefined ? undefined : foundIn(value, words(column), place, IN_COLUMN);
  };
  const mass = (column: 'netMass' | 'grossMass', unit: Parameters<typeof parseMass>[1]) => {
    const value = parseMass(textOf(words(column)), unit, { decimal });
    return value === undefined ? undefined : foundIn(value, words(column), place, IN_COLUMN);
  };
  const quantity = parseQuantity(textOf(words('quantity')), { decimal });
  const packages = parseQuantity(textOf(words('packages')), { decimal });
  const code = parseCommodityCode(textOf(words('commodityCode')));
  const printed = text('description');
  const origin = text('origin') ?? originInText(printed, words('description'), place);
  const originIso = origin && originCode(origin.value);
  const currency = findCurrency(textOf(words('currency')));
  // "HS: 7318 15 88" or "Pays d'origine : FR" printed under the goods' name are its code and
  // origin, not more of its name.
  const description = printed && {
    ...printed,
    value: withoutWrapHyphens(withoutLabelledValues(printed.value)),
  };
  return withoutAbsent({
    description: description?.value ? description : printed,
    articleNumber: text('articleNumber'),
    commodityCode: code
      ? foundIn(code, words('commodityCode'), place, IN_COLUMN)
      : codeInText(printed, words('description'), place),
    countryOfOriginText: origin,
    countryOfOrigin: origin && originIso ? { ...origin, value: originIso } : undefined,
    quantity: quantity && foundIn(quantity.value, words('quantity'), place, IN_COLUMN),
    unit:
      text('unit') ??
      (quantity?.unit ? foundIn(quantity.unit, words('quantity'), place, IN_COLUMN) : undefined),
    unitPrice: amount('unitPrice'),
    amount: amount('amount'),
    currency: currency && foundIn(currency.code, words('currency'), place, IN_COLUMN),
    netMass: mass('netMass', units.net),
    grossMass: mass('grossMass', units.gross),
    packages: packages && foundIn(packages.value, words('packages'), place, IN_COLUMN),
    ...packageKind(
      text('packageType') ??
        (packages?.unit ? foundIn(packages.unit, words('packages'), place, IN_COLUMN) : undefined),
    ),
    marks: text('marks'),
  });
};

/** The printed kind of packages and its EU code, when the word is one a declarant would code. */
const packageKind = (printed: Found<string> | undefined) => {
  const kind = printed && packageKindCode(printed.value);
  return kind && printed
    ? { packageType: { ...printed, value: kind.code }, packageTypeText: printed }
    : { packageTypeText: printed };
};

/**
 * A word its line broke at a hyphen goes on on the next: "Hydraulik- Zahnradpumpe" is one
 * compound, "S- XXL" one size; "Rillenkugel- lager" one word, its hyphen only the break's;
 * "Ein- und Ausfuhr" keeps the hyphen that stands for a word.
 */
const withoutWrapHyphens = (text: string): string =>
  text
    .replace(/([\p{L}\d])- (?=[\p{Lu}\d])/gu, '$1-')
    .replace(/(\p{Ll})- (?!(?:und|oder|bis|and|or|to|en|of|tot|et|ou|à)\b)(?=\p{Ll})/gu, '$1');

/** A description without the code and origin labelled inside it. */
const withoutLabelledValues = (text: string): string => {
  let rest = text;
  for (const find of [findCommodityCode, findOrigin]) {
    const found = find(rest);
    if (!found) continue;
    const before = rest.slice(0, found.start).replace(/\b(?:stat\.?|statistische)\s*$/i, '');
    rest = `${before} ${rest.slice(found.end)}`;
  }
  return rest
    .replace(/\s+/g, ' ')
    .replace(/[\s,;:/-]+$/, '')
    .trim();
};

/** "HS 8471.30" inside a description. */
const codeInText = (
  description: Found<string> | undefined,
  words: readonly Word[],
  place: Place,
) => {
  const code = description && findCommodityCode(description.value);
  return code ? foundIn(code.code, words, place, BY_LABEL) : undefined;
};

/** "Origin: CN", "Made in China" inside a description. */
const originInText = (
  description: Found<string> | undefined,
  words: readonly Word[],
  place: Place,
) => {
  const origin = description && findOrigin(description.value);
  return origin ? foundIn(origin.text, words, place, BY_LABEL) : undefined;
};

const chargeOf = (
  kind: NonNullable<ReturnType<typeof chargeKind>>,
  label: string,
  cells: Map<GoodsColumn, Word[]>,
  place: Place,
  decimal?: DecimalSeparator,
): ExtractedCharge | undefined => {
  const words = cells.get('amount') ?? cells.get('unitPrice') ?? [];
  const amount = parseAmount(textOf(words), { decimal });
  if (!amount) return undefined;
  const currency = amount.currency && foundIn(amount.currency.code, words, place, IN_COLUMN);
  return withoutAbsent({
    kind,
    label,
    amount: foundIn(amount.value, words, place, IN_COLUMN),
    currency,
  });
};
