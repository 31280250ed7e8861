import type {
  Company,
  Family,
  Lang,
  Line,
  PackKey,
  Pallets,
  PalletGroup,
  Variant,
} from '../model.ts';
import type { Rng } from '../random.ts';
import { family as familyOf } from '../data/goods.ts';
import { PACKAGING, UNITS } from '../data/packaging.ts';
import { round } from '../locale/format.ts';

/** Goods lines: what is sold, how much, at what price, how packed and how heavy. */

const RATE: Readonly<Record<string, number>> = { EUR: 1, USD: 1.08, GBP: 0.86, CHF: 0.94 };

const COUNTABLE = new Set(['pcs', 'pair', 'set']);

export interface LineOptions {
  readonly lang: Lang;
  readonly seller: Company;
  readonly currency: string;
  readonly goods: readonly string[];
  readonly count: number;
  readonly discounts: boolean;
  readonly upper: boolean;
  readonly oneOrigin: boolean;
  readonly massDecimals: number;
  /** Which word variant and whether short forms ("ctns") are printed for packages. */
  readonly packWord: (pack: PackKey, count: number) => string;
  readonly unitWord: (family: Family) => string;
  readonly articleStyle: 'code' | 'numeric' | 'prefixed';
}

const dimsOf = (
  pack: PackKey,
  family: Family,
  perPackage: number,
  rng: Rng,
): [number, number, number] => {
  switch (pack) {
    case 'carton':
    case 'box': {
      // Cartons are sized to what they hold: about 2.4 litres of carton per kg packed.
      const litres = Math.min(110, Math.max(6, perPackage * 2.4));
      const length = litres > 60 ? 60 : litres > 30 ? 50 : litres > 15 ? 40 : 30;
      const width = Math.round(length * rng.float(0.6, 0.8));
      const height = Math.min(60, Math.max(10, Math.round((litres * 1000) / (length * width))));
      return [length, width, height];
    }
    case 'pallet':
      return [120, 80, rng.int(95, 160)];
    case 'case':
      return family.netPerUnit > 30
        ? [rng.int(90, 130), rng.int(60, 80), rng.int(70, 100)]
        : [rng.int(60, 80), rng.int(40, 60), rng.int(40, 60)];
    case 'crate':
      return family.category === 'beverage' ? [40, 30, 27] : [175, 105, 22];
    case 'drum':
      return [59, 59, 89];
    case 'ibc':
      return [120, 100, 116];
    case 'bigbag':
      return [95, 95, 130];
    case 'bag':
    case 'sack':
      return [80, 50, 12];
    case 'roll':
      return family.category === 'fabric' ? [185, 28, 28] : [85, 85, 70];
    case 'reel':
      return [100, 60, 100];
    case 'bundle':
      return [600, 30, 30];
    case 'pail':
      return [30, 30, 38];
    case 'jerrycan':
      return [38, 24, 30];
    case 'keg':
      return [40, 40, 60];
    case 'package':
      return [50, 40, 30];
  }
};

const specText = (variant: Variant, lang: Lang): string =>
  typeof variant.spec === 'string' ? variant.spec : variant.spec[lang];

const pickOrigin = (family: Family, seller: Company, rng: Rng): string =>
  family.origins.includes(seller.country) && rng.chance(0.8)
    ? seller.country
    : rng.pick(family.origins);

const article = (
  variant: Variant,
  style: LineOptions['articleStyle'],
  seller: Company,
  index: number,
  rng: Rng,
): string => {
  switch (style) {
    case 'code':
      return variant.code;
    case 'numeric':
      return `${rng.pick(['10', '20', '30'])}${String(4000 + index * 37 + rng.int(0, 30)).padStart(5, '0')}`;
    case 'prefixed':
      return `${seller.name.slice(0, 2).toUpperCase()}-${variant.code}`;
  }
};

export const buildLines = (options: LineOptions, rng: Rng): Line[] => {
  const families = options.goods.map(familyOf);
  const pool = rng.shuffle(
    families.flatMap((family) => family.variants.map((variant) => ({ family, variant }))),
  );
  if (pool.length < options.count) {
    throw new Error(
      `${options.goods.join(', ')}: ${pool.length} variants for ${options.count} lines`,
    );
  }
  const chosen = pool.slice(0, options.count);
  if (rng.chance(0.7)) {
    chosen.sort(
      (a, b) =>
        families.indexOf(a.family) - families.indexOf(b.family) ||
        a.family.variants.indexOf(a.variant) - b.family.variants.indexOf(b.variant),
    );
  }
  const sharedOrigin = families[0]
    ? pickOrigin(families[0], options.seller, rng)
    : options.seller.country;
  const big = options.count > 12;
  let nextPackage = 1;
  return chosen.map(({ family, variant }, index) => {
    const factor = variant.factor ?? 1;
    const per = family.perPack;
    const [qMin, qMax] = big
      ? [family.quantity[0], Math.max(family.quantity[0], family.quantity[1] / 3)]
      : family.quantity;
    let quantity: number;
    let packages: number;
    if (!COUNTABLE.has(family.unit) || per === 1) {
      packages = Math.max(
        1,
        rng.int(Math.ceil(qMin / per), Math.max(Math.ceil(qMin / per), Math.floor(qMax / per))),
      );
      quantity = round(packages * per, 3);
    } else if (rng.chance(0.75)) {
      packages = Math.max(1, rng.int(Math.ceil(qMin / per), Math.max(1, Math.floor(qMax / per))));
      quantity = packages * per;
    } else {
      quantity = Math.max(1, Math.round(rng.int(qMin, qMax) / 10) * 10);
      packages = Math.ceil(quantity / per);
    }
    const decimals = family.priceDecimals ?? 2;
    const unitPrice = round(
      rng.float(family.price[0], family.price[1]) * factor * (RATE[options.currency] ?? 1),
      decimals,
    );
    const discount = options.discounts && rng.chance(0.5) ? rng.pick([5, 10, 15]) : undefined;
    const amount = round(quantity * unitPrice * (1 - (discount ?? 0) / 100), 2);
    const netMass = round(
      quantity * family.netPerUnit * (family.unit === 'kg' ? 1 : factor),
      options.massDecimals,
    );
    const grossMass = round(
      netMass + packages * family.tare * (family.pack === 'case' ? factor : 1),
      options.massDecimals,
    );
    const spec = specText(variant, options.lang);
    const name = family.name[options.lang];
    const joined = spec
      ? rng.pick([`${name}, ${spec}`, `${name} ${spec}`, `${name} - ${spec}`])
      : name;
    const description = options.upper ? joined.toUpperCase() : joined;
    const packFrom = nextPackage;
    nextPackage += packages;
    return {
      pos: index + 1,
      description,
      article: article(variant, options.articleStyle, options.seller, index, rng),
      cn: variant.cn ?? family.cn,
      origin: options.oneOrigin ? sharedOrigin : pickOrigin(family, options.seller, rng),
      quantity,
      quantityDecimals: Number.isInteger(quantity)
        ? 0
        : (String(quantity).split('.')[1]?.length ?? 0),
      unitKind: family.unit,
      unitText: options.unitWord(family),
      unitPrice,
      priceDecimals: decimals,
      ...(discount !== undefined ? { discount } : {}),
      amount,
      netMass,
      grossMass,
      packages,
      pack: family.pack,
      packText: options.packWord(family.pack, packages),
      packFrom,
      packTo: packFrom + packages - 1,
      dims: dimsOf(family.pack, family, grossMass / packages, rng),
    };
  });
};

/** The unit word a document prints for a family (one variant per document and unit kind). */
export const unitWords = (lang: Lang, rng: Rng): ((family: Family) => string) => {
  const chosen = new Map<string, string>();
  return (family) => {
    if (family.unitText) return family.unitText[lang];
    const found = chosen.get(family.unit);
    if (found) return found;
    const word = rng.pick(UNITS[family.unit][lang]);
    chosen.set(family.unit, word);
    return word;
  };
};

/** The package word a document prints (one variant per document and kind, singular or plural). */
export const packWords = (
  lang: Lang,
  short: boolean,
  rng: Rng,
): ((pack: PackKey, count: number) => string) => {
  const chosen = new Map<PackKey, readonly [string, string] | string>();
  return (pack, count) => {
    let choice = chosen.get(pack);
    if (!choice) {
      const shortForms = PACKAGING[pack].short[lang];
      choice =
        short && shortForms && shortForms.length > 0
          ? rng.pick(shortForms)
          : rng.pick(PACKAGING[pack].words[lang]);
      chosen.set(pack, choice);
    }
    return typeof choice === 'string' ? choice : count === 1 ? choice[0] : choice[1];
  };
};

const ON: Readonly<Record<Lang, string>> = { en: 'on', de: 'auf', nl: 'op', fr: 'sur' };

/** Cartons stacked on pallets, whole lines to a pallet where they fit. */
export const palletise = (
  lines: readonly Line[],
  lang: Lang,
  packWord: (pack: PackKey, count: number) => string,
  massDecimals: number,
  rng: Rng,
): Pallets => {
  const tare = rng.pick([22, 24, 25]);
  const groups: PalletGroup[] = [];
  let pallet = 1;
  let current: { lines: number[]; cartons: number; gross: number; volume: number } | undefined;
  const capacity = 1.15;
  const flush = () => {
    if (!current) return;
    const height = Math.min(180, Math.round(15 + (current.volume / 0.96) * 100));
    groups.push({
      from: pallet,
      to: pallet,
      lines: current.lines,
      dims: [120, 80, height],
      gross: round(current.gross + tare, massDecimals),
    });
    pallet++;
    current = undefined;
  };
  lines.forEach((line, index) => {
    const volume = (line.packages * line.dims[0] * line.dims[1] * line.dims[2]) / 1e6;
    if (volume > capacity) {
      flush();
      const count = Math.ceil(volume / capacity);
      groups.push({
        from: pallet,
        to: pallet + count - 1,
        lines: [index],
        dims: [120, 80, Math.min(180, Math.round(15 + (volume / count / 0.96) * 100))],
        gross: round(line.grossMass + count * tare, massDecimals),
      });
      pallet += count;
      return;
    }
    if (current && current.volume + volume > capacity) flush();
    current ??= { lines: [], cartons: 0, gross: 0, volume: 0 };
    current.lines.push(index);
    current.cartons += line.packages;
    current.gross += line.grossMass;
    current.volume += volume;
  });
  flush();
  const count = pallet - 1;
  const cartons = lines.reduce((sum, line) => sum + line.packages, 0);
  const kind = lines[0]?.pack ?? 'carton';
  const text = `${cartons} ${packWord(kind, cartons)} ${ON[lang]} ${count} ${packWord('pallet', count)}`;
  return { count, tare, text, groups };
};
