import type { CanonicalDeclaration, CanonicalGoodsItem } from '../../canonical/index.ts';

type Regime = CanonicalDeclaration['declaration_type'];
type Field = keyof CanonicalGoodsItem;

/**
 * What must be equal within one declaration item, per regime: the tariff line, the origin and
 * preference that decide the duty, the procedure it is declared under, and the unit its
 * supplementary quantity is counted in. Transit items stay within their house consignment.
 */
export const ITEM_KEYS: Record<Regime, readonly Field[]> = {
  IM: [
    'commodity_code',
    'country_of_origin',
    'preferential',
    'requested_procedure',
    'previous_procedure',
    'additional_procedures',
    'supplementary_unit',
    'currency',
    'undg_numbers',
  ],
  EX: [
    'commodity_code',
    'country_of_origin',
    'requested_procedure',
    'previous_procedure',
    'additional_procedures',
    'supplementary_unit',
    'currency',
    'undg_numbers',
  ],
  T1: [
    'house_consignment_sequence',
    'commodity_code',
    'country_of_origin',
    'supplementary_unit',
    'undg_numbers',
  ],
  T2: [
    'house_consignment_sequence',
    'commodity_code',
    'country_of_origin',
    'supplementary_unit',
    'undg_numbers',
  ],
};

/** One item of the message: the goods lines it holds and their values added up. */
export interface DeclarationItem {
  /** The item's number in the message (the lines' declaration_goods_item_number, else position). */
  readonly number: number;
  /** The goods lines it holds, as indexes into goods_items, in their order. */
  readonly lines: readonly number[];
  readonly item: CanonicalGoodsItem;
}

/** Two lines put in one item that differ in a value that must be equal within it. */
export interface BreakdownConflict {
  readonly line: number;
  readonly field: Field;
  /** The first line of the item, whose value the other lines must have. */
  readonly firstLine: number;
  readonly number: number;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const keyOf = (regime: Regime, line: CanonicalGoodsItem) =>
  JSON.stringify(ITEM_KEYS[regime].map((field) => line[field] ?? null));

/**
 * The grouping a declarant starts from: lines equal in every key share one item, numbered 1..n in
 * the order their first line comes.
 */
export const suggestItemNumbers = (
  regime: Regime,
  lines: readonly CanonicalGoodsItem[],
): number[] => {
  const numbers = new Map<string, number>();
  return lines.map((line) => {
    const key = keyOf(regime, line);
    if (!numbers.has(key)) numbers.set(key, numbers.size + 1);
    return numbers.get(key)!;
  });
};

/** A sum kept to the decimals of its kind, so that 0.1 + 0.2 stays 0.3. */
const total = (values: readonly (number | undefined)[], decimals: number) =>
  values.every((value) => value === undefined)
    ? undefined
    : Number(values.reduce<number>((sum, value) => sum + (value ?? 0), 0).toFixed(decimals));

const distinct = <T>(values: readonly T[], identity: (value: T) => string) => {
  const seen = new Map<string, T>();
  for (const value of values) if (!seen.has(identity(value))) seen.set(identity(value), value);
  return [...seen.values()];
};

/** The lines' entries of a list; `once` keeps one of equal entries (a container both lines use). */
const joined = <K extends Field>(lines: readonly CanonicalGoodsItem[], field: K, once: boolean) => {
  const all = lines.flatMap((line) => (line[field] ?? []) as unknown[]);
  if (all.length === 0) return undefined;
  return once ? distinct(all, (value) => JSON.stringify(value)) : all;
};

/** The one value the lines share; none when they differ. */
const shared = <K extends Field>(lines: readonly CanonicalGoodsItem[], field: K) =>
  lines.every((line) => same(line[field], lines[0]![field])) ? lines[0]![field] : undefined;

const withoutEmpty = (item: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(item).filter(([, value]) => value !== undefined),
  ) as CanonicalGoodsItem;

/** Several lines as one item: masses, values and quantities added, packages and documents listed. */
const merged = (lines: readonly CanonicalGoodsItem[]): CanonicalGoodsItem => {
  if (lines.length === 1) return lines[0]!;
  const descriptions = distinct(
    lines.map((line) => line.description).filter((text): text is string => Boolean(text)),
    (text) => text,
  );
  return withoutEmpty({
    ...lines[0]!,
    description: descriptions.length ? descriptions.join('; ').slice(0, 512) : undefined,
    invoice_number: shared(lines, 'invoice_number'),
    unit_price: shared(lines, 'unit_price'),
    gross_mass: total(
      lines.map((line) => line.gross_mass),
      6,
    ),
    net_mass: total(
      lines.map((line) => line.net_mass),
      6,
    ),
    statistical_value: total(
      lines.map((line) => line.statistical_value),
      2,
    ),
    total_price: total(
      lines.map((line) => line.total_price),
      2,
    ),
    extra_cost: total(
      lines.map((line) => line.extra_cost),
      2,
    ),
    supplementary_quantity: total(
      lines.map((line) => line.supplementary_quantity),
      6,
    ),
    // Two lines of 80 cartons each are 160 cartons, however alike their marks.
    packages: joined(lines, 'packages', false),
    containers: joined(lines, 'containers', true),
    additional_references: joined(lines, 'additional_references', true),
    previous_documents: joined(lines, 'previous_documents', true),
    supporting_documents: joined(lines, 'supporting_documents', true),
  });
};

/**
 * The items the message carries: lines sharing a declaration_goods_item_number are one item,
 * any other line an item of its own (a partner's declaration as sent). Lines put together that
 * differ in a value of ITEM_KEYS are reported, never silently merged.
 */
export const goodsBreakdown = (
  regime: Regime,
  lines: readonly CanonicalGoodsItem[],
): { items: DeclarationItem[]; conflicts: BreakdownConflict[] } => {
  const groups = new Map<string, number[]>();
  lines.forEach((line, index) => {
    const key =
      line.declaration_goods_item_number === undefined
        ? `line ${index}`
        : `item ${line.declaration_goods_item_number}`;
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  const conflicts: BreakdownConflict[] = [];
  const items = [...groups.values()].map((indexes) => {
    const first = lines[indexes[0]!]!;
    const number = first.declaration_goods_item_number ?? indexes[0]! + 1;
    for (const index of indexes.slice(1))
      for (const field of ITEM_KEYS[regime])
        if (!same(lines[index]![field], first[field]))
          conflicts.push({ line: index, field, firstLine: indexes[0]!, number });
    return { number, lines: indexes, item: merged(indexes.map((index) => lines[index]!)) };
  });
  return { items, conflicts };
};

const ITEM_PATH = /^\/goods_items\/(\d+)(?=\/|$)/;

/**
 * A declaration whose goods_items are the message's items, and the way back from a path into it
 * to the dossier's own lines: a problem to the item's first line, a value carried to every line
 * whose value went into it.
 */
export const itemsAsDeclared = (
  declaration: CanonicalDeclaration,
  items: readonly DeclarationItem[],
) => {
  const grouped = items.some((item) => item.lines.length > 1);
  const lineOf = (path: string, every: boolean): string[] => {
    const match = grouped ? ITEM_PATH.exec(path) : null;
    const item = match ? items[Number(match[1])] : undefined;
    if (!match || !item) return [path];
    const rest = path.slice(match[0].length);
    return (every ? item.lines : item.lines.slice(0, 1)).map(
      (line) => `/goods_items/${line}${rest}`,
    );
  };
  return {
    declaration: grouped
      ? { ...declaration, goods_items: items.map((item) => item.item) }
      : declaration,
    problemPath: (path: string) => lineOf(path, false)[0]!,
    carriedPaths: (path: string) => lineOf(path, true),
  };
};
