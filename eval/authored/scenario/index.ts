import type { Charge, ChargeKind, Doc, Line } from '../model.ts';
import type { Spec } from '../plan.ts';
import { Rng } from '../random.ts';
import { company } from '../data/companies.ts';
import { EU, VAT_RATE, placeName } from '../data/countries.ts';
import { round } from '../locale/format.ts';
import { DICTIONARIES, pickLabels } from '../locale/labels.ts';
import {
  closing,
  intro,
  originStatement,
  paymentTerms,
  proformaNote,
  vatNote,
} from '../locale/notes.ts';
import { buildLines, packWords, palletise, unitWords } from './lines.ts';
import {
  documentDate,
  invoiceNumber,
  packingNumber,
  references,
  shippingMarks,
  transport,
} from './references.ts';
import { pickShow } from './show.ts';
import { pickStyle } from './style.ts';

/** Builds one document's data from its plan entry; the same spec always gives the same data. */

const charge = (kind: ChargeKind, goods: number, rng: Rng): Charge => {
  switch (kind) {
    case 'freight':
      return { kind, amount: round(Math.max(120, goods * rng.float(0.015, 0.04)), 0) };
    case 'insurance':
      return { kind, amount: round(goods * rng.float(0.0015, 0.003), 2) };
    case 'packing':
      return { kind, amount: rng.pick([35, 45, 60, 85]) };
    case 'discount': {
      const percent = rng.pick([2, 3, 5]);
      return { kind, amount: -round((goods * percent) / 100, 2), note: `${percent} %` };
    }
  }
};

const incotermText = (code: string, place: string, lang: Spec['lang'], rng: Rng): string => {
  const version: Readonly<Record<Spec['lang'], readonly string[]>> = {
    en: [
      `${code} ${place}`,
      `${code} ${place}, Incoterms® 2020`,
      `${code} ${place} (Incoterms 2020)`,
      `Incoterms® 2020 ${code} ${place}`,
    ],
    de: [
      `${code} ${place}`,
      `${code} ${place} gemäß Incoterms® 2020`,
      `${code} ${place} (Incoterms 2020)`,
    ],
    nl: [
      `${code} ${place}`,
      `${code} ${place} (Incoterms® 2020)`,
      `${code} ${place}, Incoterms 2020`,
    ],
    fr: [
      `${code} ${place}`,
      `${code} ${place} (Incoterms® 2020)`,
      `Incoterms 2020 : ${code} ${place}`,
    ],
  };
  return rng.pick(version[lang]);
};

const sum = (lines: readonly Line[], pick: (line: Line) => number, decimals: number): number =>
  round(
    lines.reduce((total, line) => total + pick(line), 0),
    decimals,
  );

export const buildDoc = (spec: Spec): Doc => {
  const rng = new Rng(spec.name);
  const seller = company(spec.seller);
  const buyer = company(spec.buyer);
  const shipTo = spec.shipTo ? company(spec.shipTo) : undefined;
  const lang = spec.lang;
  const currency = spec.currency ?? 'EUR';
  const style = pickStyle(spec, seller, rng.fork('style'));
  const date = documentDate(rng);
  const number = invoiceNumber(seller, spec.kind, date, rng);
  const labels = pickLabels(lang, rng.fork('labels'));
  const massDecimals = rng.weighted([
    [1, 3],
    [2, 4],
    [3, 2],
  ]);
  const exportStyle = spec.layout === 'export' || spec.layout === 'sheet-export';
  const packWord = packWords(
    lang,
    exportStyle && lang === 'en' ? rng.chance(0.7) : rng.chance(0.1),
    rng.fork('pack'),
  );
  const lineCount = rng.int(spec.lines[0], spec.lines[1]);
  const showRng = rng.fork('show');
  const oneOrigin = rng.chance(0.3);
  const lines = buildLines(
    {
      lang,
      seller,
      currency,
      goods: spec.goods,
      count: lineCount,
      discounts: spec.discounts ?? false,
      upper: exportStyle && lang === 'en' && rng.chance(0.6),
      oneOrigin,
      massDecimals,
      packWord,
      unitWord: unitWords(lang, rng.fork('units')),
      articleStyle: spec.layout === 'erp' ? 'numeric' : rng.chance(0.15) ? 'prefixed' : 'code',
    },
    rng.fork('lines'),
  );
  let show = pickShow(spec, seller, buyer, lines, showRng);
  // Origin printed once in the header means every line has that origin.
  const sameOrigin = lines.every((line) => line.origin === lines[0]?.origin);
  if (show.origin === 'header' && !sameOrigin) show = { ...show, origin: 'column' };

  const pallets = spec.palletise
    ? palletise(lines, lang, packWord, massDecimals, rng.fork('pallets'))
    : undefined;
  const goodsTotal = sum(lines, (line) => line.amount, 2);
  const charges = (spec.charges ?? []).map((kind) => charge(kind, goodsTotal, rng));
  const netTotal = round(goodsTotal + charges.reduce((total, c) => total + c.amount, 0), 2);
  const vatRate =
    spec.flow === 'domestic'
      ? (VAT_RATE[seller.country] ?? 0)
      : spec.flow === 'ddp'
        ? (VAT_RATE[buyer.country] ?? 0)
        : 0;
  const vatTotal = round((netTotal * vatRate) / 100, 2);
  const printsVat =
    vatRate > 0 || ((EU.has(seller.country) || seller.country === 'GB') && rng.chance(0.7));
  show = { ...show, vatLine: show.prices && !spec.layout.startsWith('form') && printsVat };

  const packageCount = lines.reduce((total, line) => total + line.packages, 0);
  const kinds = [...new Set(lines.map((line) => line.pack))];
  const byKind = kinds.map((kind) => {
    const count = lines
      .filter((line) => line.pack === kind)
      .reduce((total, line) => total + line.packages, 0);
    return `${count} ${packWord(kind, count)}`;
  });
  const packagesText = pallets
    ? pallets.text
    : kinds.length === 1
      ? (byKind[0] ?? String(packageCount))
      : `${packageCount} (${byKind.join(', ')})`;
  const lineNet = sum(lines, (line) => line.netMass, massDecimals);
  const lineGross = sum(lines, (line) => line.grossMass, massDecimals);
  const grossMass = pallets
    ? round(lineGross + pallets.count * pallets.tare, massDecimals)
    : lineGross;
  const volume = round(
    lines.reduce(
      (total, line) => total + (line.packages * line.dims[0] * line.dims[1] * line.dims[2]) / 1e6,
      0,
    ),
    3,
  );
  const refs = references(lang, labels, date, style.datePattern, rng);
  const place = placeName(spec.incoterm[1], lang);
  const notes: string[] = [];
  if (spec.kind === 'proforma') notes.push(proformaNote(lang, rng));
  if (show.prices && vatRate === 0) {
    const note = vatNote(spec.flow, seller, lang, rng);
    if (note) notes.push(note);
  }
  const euOrigin = lines.every((line) => EU.has(line.origin));
  if (
    spec.flow === 'export' &&
    EU.has(seller.country) &&
    euOrigin &&
    seller.eori &&
    rng.chance(0.6)
  ) {
    notes.push(originStatement(lang, `${seller.country}REX${seller.eori}`));
  }
  if (rng.chance(0.5)) notes.push(closing(lang, rng));
  if (rng.chance(0.3) && spec.kind !== 'packinglist') notes.unshift(intro(lang, rng));

  const titleKey =
    spec.kind === 'invoice'
      ? 'titleInvoice'
      : spec.kind === 'proforma'
        ? 'titleProforma'
        : spec.kind === 'packinglist'
          ? 'titlePacking'
          : 'titleCombined';
  return {
    name: spec.name,
    lang,
    kind: spec.kind,
    layout: spec.layout,
    format: spec.format,
    title:
      spec.title ??
      rng.pick(
        DICTIONARIES[lang][titleKey].filter(
          (title) => spec.flow === 'export' || !/export|ausfuhr/i.test(title),
        ),
      ),
    seller,
    buyer,
    ...(shipTo ? { shipTo } : {}),
    number,
    ...(spec.kind === 'packinglist' || spec.kind === 'combined'
      ? { packingNumber: packingNumber(number, rng) }
      : {}),
    date,
    currency,
    incoterm: {
      code: spec.incoterm[0],
      place,
      printed: incotermText(spec.incoterm[0], place, lang, rng),
    },
    lines,
    charges,
    vatRate,
    goodsTotal,
    netTotal,
    vatTotal,
    grossTotal: round(netTotal + vatTotal, 2),
    packageCount,
    packagesText,
    ...(pallets ? { pallets } : {}),
    netMass: lineNet,
    grossMass,
    volume,
    marks: shippingMarks(buyer, refs.orderNo, packageCount, lang, rng),
    references: refs.list,
    transport: transport(spec.mode, seller, buyer, lang, rng),
    originCountry: lines[0]?.origin ?? seller.country,
    destinationCountry: shipTo?.country ?? buyer.country,
    paymentTerms: paymentTerms(lang, rng),
    notes,
    show,
    style,
    labels,
    ...(spec.second
      ? { second: { lang: spec.second, labels: pickLabels(spec.second, rng.fork('second')) } }
      : {}),
  };
};
