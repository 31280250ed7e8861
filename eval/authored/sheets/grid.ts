import { countryName } from '../data/countries.ts';
import type { Doc, Line, Ymd } from '../model.ts';
import { Rng } from '../random.ts';
import { amountInWords } from '../locale/words.ts';
import {
  type Ctx,
  addressLines,
  context,
  hsText,
  massDecimals,
  originText,
  standardKeys,
} from '../templates/common.ts';

/**
 * A spreadsheet as a grid of cells, before it becomes xlsx or csv: a title block (company, number,
 * date, terms, parties) above or beside, then the goods table and its totals.
 */

export type CellValue =
  string | number | { readonly date: Ymd } | { readonly formula: string; readonly result: number };

export interface Cell {
  readonly value: CellValue;
  readonly bold?: boolean;
  readonly size?: number;
  /** Excel number format for numbers and dates. */
  readonly format?: string;
  /** Merge across this many columns. */
  readonly span?: number;
  readonly align?: 'left' | 'center' | 'right';
  readonly header?: boolean;
  readonly border?: boolean;
}

export interface Grid {
  readonly rows: (Cell | undefined)[][];
  readonly widths: readonly number[];
  readonly name: string;
}

const put = (rows: (Cell | undefined)[][], r: number, c: number, cell: Cell): void => {
  while (rows.length <= r) rows.push([]);
  const row = rows[r] ?? [];
  while (row.length <= c) row.push(undefined);
  row[c] = cell;
  rows[r] = row;
};

const colName = (index: number): string => String.fromCharCode(65 + index);

const EXCEL_DATE: Readonly<Record<string, string>> = {
  'dd.mm.yyyy': 'dd.mm.yyyy',
  'dd/mm/yyyy': 'dd/mm/yyyy',
  'dd-mm-yyyy': 'dd-mm-yyyy',
  'd-m-yyyy': 'd-m-yyyy',
  'd/m/yyyy': 'd/m/yyyy',
  'yyyy-mm-dd': 'yyyy-mm-dd',
  'mm/dd/yyyy': 'mm/dd/yyyy',
};

const numberFormat = (decimals: number, grouping: boolean): string =>
  `${grouping ? '#,##0' : '0'}${decimals > 0 ? `.${'0'.repeat(decimals)}` : ''}`;

interface Column {
  readonly key: string;
  readonly head: string;
  readonly width: number;
  readonly value: (line: Line, row: number) => CellValue;
  readonly format?: string;
  readonly total?: 'net' | 'gross' | 'amount' | 'packages';
}

const columnsOf = (
  ctx: Ctx,
  formulas: boolean,
  qtyCol: () => number,
  priceCol: () => number,
): Column[] => {
  const { doc, L } = ctx;
  const decimals = massDecimals(ctx);
  const upper = doc.layout === 'sheet-export' && doc.lang === 'en';
  const h = (text: string) => (upper ? text.toUpperCase() : text);
  const keys = standardKeys(ctx, { pos: doc.layout !== 'sheet-export' });
  const out: Column[] = [];
  for (const key of keys) {
    switch (key) {
      case 'pos':
        out.push({ key: 'pos', head: h(L.colPos), width: 6, value: (line) => line.pos });
        break;
      case 'article':
        out.push({
          key: 'article',
          head: h(L.colArticle),
          width: 14,
          value: (line) => line.article,
        });
        break;
      case 'description':
        out.push({
          key: 'description',
          head: h(L.colDescription),
          width: 46,
          value: (line) => line.description,
        });
        break;
      case 'hs':
        out.push({
          key: 'hs',
          head: h(L.colHs),
          width: 12,
          value: (line) =>
            doc.style.hsFormat === 'plain' && !line.cn.startsWith('0')
              ? Number(line.cn)
              : hsText(ctx, line.cn),
        });
        break;
      case 'origin':
        out.push({
          key: 'origin',
          head: h(L.colOrigin),
          width: 10,
          value: (line) => originText(ctx, line.origin),
        });
        break;
      case 'packages':
        out.push({
          key: 'packages',
          head: h(L.colPackages),
          width: 8,
          value: (line) => line.packages,
          total: 'packages',
        });
        out.push({ key: 'kind', head: h(L.colKind), width: 10, value: (line) => line.packText });
        break;
      case 'quantity':
        out.push({
          key: 'quantity',
          head: h(L.colQty),
          width: 10,
          value: (line) => line.quantity,
          format: numberFormat(doc.lines.some((l) => !Number.isInteger(l.quantity)) ? 2 : 0, true),
        });
        break;
      case 'unit':
        out.push({ key: 'unit', head: h(L.colUnit), width: 7, value: (line) => line.unitText });
        break;
      case 'unitPrice':
        out.push({
          key: 'unitPrice',
          head: h(`${L.colUnitPrice} (${doc.currency})`),
          width: 12,
          value: (line) => line.unitPrice,
          format: numberFormat(Math.max(...doc.lines.map((l) => l.priceDecimals)), true),
        });
        break;
      case 'discount':
        out.push({
          key: 'discount',
          head: h(L.colDiscount),
          width: 8,
          value: (line) => line.discount ?? 0,
        });
        break;
      case 'amount':
        out.push({
          key: 'amount',
          head: h(`${L.colAmount} (${doc.currency})`),
          width: 14,
          value: (line, row) =>
            formulas && !line.discount
              ? {
                  formula: `${colName(qtyCol())}${row}*${colName(priceCol())}${row}`,
                  result: line.amount,
                }
              : line.amount,
          format: numberFormat(2, true),
          total: 'amount',
        });
        break;
      case 'net':
        out.push({
          key: 'net',
          head: h(L.colNet),
          width: 11,
          value: (line) => line.netMass,
          format: numberFormat(decimals, true),
          total: 'net',
        });
        break;
      case 'gross':
        out.push({
          key: 'gross',
          head: h(L.colGross),
          width: 11,
          value: (line) => line.grossMass,
          format: numberFormat(decimals, true),
          total: 'gross',
        });
        break;
      default:
        break;
    }
  }
  return out;
};

export const buildGrid = (doc: Doc): Grid => {
  const ctx = context(doc, false);
  const { L, f } = ctx;
  const { show } = doc;
  const rng = new Rng(`${doc.name}:sheet`);
  const formulas = rng.chance(0.6);
  const rows: (Cell | undefined)[][] = [];
  const s = doc.seller;
  const dateCell = (date: Ymd): Cell =>
    rng.chance(0.75) && EXCEL_DATE[doc.style.datePattern]
      ? {
          value: { date },
          format: EXCEL_DATE[doc.style.datePattern] ?? 'yyyy-mm-dd',
          align: 'left',
        }
      : { value: f.date(date), align: 'left' };
  const partyLines = (party: Doc['buyer'], country: boolean, ids: Doc['show']['buyerId']) => {
    const out = [party.name, ...addressLines(ctx, party, country)];
    if ((ids === 'vat' || ids === 'both') && party.vat)
      out.push(`${L.vatNo}: ${party.vatPrinted ?? party.vat}`);
    if ((ids === 'eori' || ids === 'both') && party.eori) out.push(`${L.eori}: ${party.eori}`);
    return out;
  };
  const own = doc.kind === 'packinglist' ? (doc.packingNumber ?? doc.number) : doc.number;
  const meta: [string, Cell][] = [
    [
      doc.kind === 'packinglist' ? L.packingNo : L.invoiceNo,
      { value: own, bold: true, align: 'left' },
    ],
    [L.date, dateCell(doc.date)],
  ];
  if (doc.kind === 'packinglist' && show.invoiceNumber)
    meta.push([L.invoiceNo, { value: doc.number, align: 'left' }]);
  const order = doc.references[0];
  if (order) meta.push([order.label, { value: order.value, align: 'left' }]);
  if (show.incoterm) meta.push([L.incoterm, { value: doc.incoterm.printed }]);
  if (show.prices) meta.push([L.currency, { value: doc.currency }]);
  if (show.origin === 'header') {
    const code = doc.lines[0]?.origin ?? s.country;
    meta.push([
      L.originGoods,
      { value: doc.style.originAs === 'code' ? code : countryName(code, doc.lang) },
    ]);
  }
  if (show.marks) meta.push([L.marks, { value: doc.marks }]);
  const sellerLines = partyLines(s, show.sellerCountry, show.sellerId);
  const buyerLines = partyLines(doc.buyer, true, show.buyerId);
  const title =
    doc.layout === 'sheet-export' || doc.style.upperTitles ? doc.title.toUpperCase() : doc.title;
  let r = 0;
  let table = 0;
  const colon = (text: string) =>
    doc.style.colon ? `${text}${doc.lang === 'fr' ? ' :' : ':'}` : text;
  switch (doc.layout) {
    case 'sheet-beside': {
      sellerLines.forEach((line, i) =>
        put(rows, i, 0, { value: line, bold: i === 0, size: i === 0 ? 14 : undefined }),
      );
      put(rows, 0, 4, { value: title, bold: true, size: 16 });
      meta.forEach(([label, cell], i) => {
        put(rows, 2 + i, 4, { value: colon(label) });
        put(rows, 2 + i, 5, cell);
      });
      r = Math.max(sellerLines.length + 1, 3);
      put(rows, r, 0, { value: colon(L.buyer), bold: true });
      buyerLines.forEach((line, i) => put(rows, r + 1 + i, 0, { value: line }));
      table = Math.max(r + buyerLines.length + 2, meta.length + 4);
      break;
    }
    case 'sheet-above': {
      put(rows, 0, 0, { value: title, bold: true, size: 16 });
      put(rows, 1, 0, { value: s.name, bold: true });
      meta.forEach(([label, cell], i) => {
        put(rows, 3, i, { value: label, bold: true, header: true });
        put(rows, 4, i, cell);
      });
      put(rows, 6, 0, { value: L.seller, bold: true });
      put(rows, 6, 3, { value: L.buyer, bold: true });
      sellerLines.forEach((line, i) => put(rows, 7 + i, 0, { value: line }));
      buyerLines.forEach((line, i) => put(rows, 7 + i, 3, { value: line }));
      table = 8 + Math.max(sellerLines.length, buyerLines.length);
      break;
    }
    default: {
      put(rows, 0, 0, {
        value: s.name.toUpperCase(),
        bold: true,
        size: 15,
        span: 9,
        align: 'center',
      });
      put(rows, 1, 0, {
        value: addressLines(ctx, s, show.sellerCountry).join(', '),
        span: 9,
        align: 'center',
      });
      put(rows, 2, 0, { value: `TEL: ${s.phone}   E-MAIL: ${s.email}`, span: 9, align: 'center' });
      put(rows, 4, 0, { value: title, bold: true, size: 14, span: 9, align: 'center' });
      put(rows, 6, 0, { value: doc.lang === 'en' ? 'TO:' : colon(L.buyer), bold: true });
      buyerLines.forEach((line, i) => put(rows, 6 + i, 1, { value: line }));
      meta.forEach(([label, cell], i) => {
        put(rows, 6 + i, 6, {
          value: doc.lang === 'en' ? `${label.toUpperCase()}:` : colon(label),
          bold: true,
        });
        put(rows, 6 + i, 7, cell);
      });
      table = 7 + Math.max(buyerLines.length, meta.length);
      break;
    }
  }
  let qtyIndex = 0;
  let priceIndex = 0;
  const columns = columnsOf(
    ctx,
    formulas,
    () => qtyIndex,
    () => priceIndex,
  );
  qtyIndex = columns.findIndex((c) => c.key === 'quantity');
  priceIndex = columns.findIndex((c) => c.key === 'unitPrice');
  columns.forEach((c, i) =>
    put(rows, table, i, { value: c.head, bold: true, header: true, border: true }),
  );
  doc.lines.forEach((line, index) => {
    const excelRow = table + 2 + index;
    columns.forEach((c, i) =>
      put(rows, table + 1 + index, i, {
        value: c.value(line, excelRow),
        format: c.format,
        border: true,
      }),
    );
  });
  const first = table + 2;
  const last = table + 1 + doc.lines.length;
  r = table + 1 + doc.lines.length;
  // Totals under the table: weights and packages summed in their columns, money at the right.
  const labelAt = Math.max(0, columns.findIndex((c) => c.total !== undefined) - 1);
  const TOTAL: Readonly<Record<Doc['lang'], string>> = {
    en: 'TOTAL',
    de: 'Summe',
    nl: 'Totaal',
    fr: 'Total',
  };
  put(rows, r, labelAt, { value: TOTAL[doc.lang], bold: true });
  columns.forEach((c, i) => {
    if (!c.total) return;
    const letter = colName(i);
    const sum =
      c.total === 'packages'
        ? doc.packageCount
        : c.total === 'amount'
          ? doc.goodsTotal
          : Math.round(
              doc.lines.reduce(
                (t, line) => t + (c.total === 'net' ? line.netMass : line.grossMass),
                0,
              ) * 1000,
            ) / 1000;
    put(rows, r, i, {
      value: formulas ? { formula: `SUM(${letter}${first}:${letter}${last})`, result: sum } : sum,
      format: c.format,
      bold: true,
    });
  });
  r += 2;
  const amountIndex = columns.findIndex((c) => c.total === 'amount');
  if (show.prices && (doc.charges.length > 0 || show.vatLine)) {
    const money = (label: string, value: number, bold = false) => {
      put(rows, r, Math.max(0, amountIndex - 1), { value: label, bold });
      put(rows, r, amountIndex, { value, format: numberFormat(2, true), bold });
      r++;
    };
    for (const c of doc.charges)
      money(
        c.kind === 'freight'
          ? L.freight
          : c.kind === 'insurance'
            ? L.insurance
            : c.kind === 'packing'
              ? L.packing
              : L.discount,
        c.amount,
      );
    if (show.vatLine) {
      money(L.totalNet, doc.netTotal);
      money(`${L.vat} ${doc.vatRate}%`, doc.vatTotal);
    }
    money(L.totalAmount, doc.grossTotal, true);
    r++;
  }
  const summary: [string, string | number][] = [];
  if (show.totalPackages) summary.push([L.totalPackages, doc.packagesText]);
  if (show.totalNet) summary.push([L.totalNetMass, `${f.num(doc.netMass, massDecimals(ctx))} kg`]);
  if (show.totalGross)
    summary.push([L.totalGrossMass, `${f.num(doc.grossMass, massDecimals(ctx))} kg`]);
  for (const [label, value] of summary) {
    put(rows, r, 0, { value: colon(label), bold: true });
    put(rows, r, 2, { value });
    r++;
  }
  if (doc.layout === 'sheet-export' && doc.lang === 'en' && show.prices) {
    put(rows, r + 1, 0, { value: amountInWords(doc.grossTotal, doc.currency), bold: true });
    r += 2;
  }
  if (show.prices) put(rows, r + 1, 0, { value: `${colon(L.payment)} ${doc.paymentTerms}` });
  const notes = doc.notes.filter((note) => !note.endsWith(':'));
  notes.forEach((note, i) => put(rows, r + 2 + i, 0, { value: note }));
  const bank = s.bank.iban
    ? `${s.bank.name} · IBAN ${s.bank.iban} · BIC ${s.bank.bic}`
    : `${s.bank.name} · A/C ${s.bank.account ?? ''} · SWIFT ${s.bank.bic}`;
  put(rows, r + 3 + notes.length, 0, { value: `${L.bank}: ${bank}` });
  if (s.legal) put(rows, r + 4 + notes.length, 0, { value: s.legal });
  const widths = columns.map((c) => c.width);
  return {
    rows,
    widths,
    name:
      doc.lang === 'de'
        ? 'Rechnung'
        : doc.lang === 'nl'
          ? 'Factuur'
          : doc.lang === 'fr'
            ? 'Facture'
            : 'Invoice',
  };
};
