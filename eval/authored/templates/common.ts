import type { Company, Doc, IdShown, Line } from '../model.ts';
import { DICTIONARIES, type LabelKey, type Labels } from '../locale/labels.ts';
import { Rng } from '../random.ts';
import { POSTCODE_PREFIX, countryName } from '../data/countries.ts';
import { Fmt } from '../locale/format.ts';

/** What every template needs: the document, its labels, its number format and a die for looks. */
export interface Ctx {
  readonly doc: Doc;
  readonly L: Labels;
  readonly f: Fmt;
  readonly rng: Rng;
  /** Rendering one A4 sheet for a screenshot (scans) rather than for print. */
  readonly sheet: boolean;
}

/** A rendered document: the HTML, and the footer Chromium repeats on every printed page. */
export interface Rendered {
  readonly html: string;
  readonly footer?: string;
  readonly margin: {
    readonly top: string;
    readonly bottom: string;
    readonly left: string;
    readonly right: string;
  };
}

export const context = (doc: Doc, sheet: boolean): Ctx => ({
  doc,
  L: doc.labels,
  f: new Fmt(
    doc.lang,
    doc.style.numbers,
    doc.style.datePattern,
    doc.style.money,
    doc.currency,
    doc.style.upperMonths,
  ),
  rng: new Rng(`${doc.name}:render`),
  sheet,
});

export const esc = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A label as the document prints it before a value: "Invoice No.:", "N° de facture :". */
export const lbl = (ctx: Ctx, label: string): string => {
  if (!ctx.doc.style.colon || /[:#]$/.test(label)) return esc(label);
  return esc(ctx.doc.lang === 'fr' ? `${label} :` : `${label}:`);
};

export const countryText = (ctx: Ctx, code: string): string => {
  switch (ctx.doc.show.countryAs) {
    case 'code':
      return code;
    case 'upper':
      return countryName(code, ctx.doc.lang, ctx.doc.style.countryVariant).toUpperCase();
    case 'name':
      return countryName(code, ctx.doc.lang, ctx.doc.style.countryVariant);
  }
};

export const originText = (ctx: Ctx, code: string): string =>
  ctx.doc.style.originAs === 'code' ? code : countryName(code, ctx.doc.lang);

export const hsText = (ctx: Ctx, code: string): string => {
  switch (ctx.doc.style.hsFormat) {
    case 'plain':
      return code;
    case 'spaced':
      return `${code.slice(0, 4)} ${code.slice(4, 6)} ${code.slice(6)}`;
    case 'dotted':
      return `${code.slice(0, 4)}.${code.slice(4, 6)}.${code.slice(6)}`;
    case 'split':
      return `${code.slice(0, 4)} ${code.slice(4)}`;
  }
};

/** Address lines in the party's own country's way, without the name. */
export const addressLines = (ctx: Ctx, party: Company, withCountry: boolean): string[] => {
  const prefix = ctx.doc.show.postcodePrefix ? POSTCODE_PREFIX[party.country] : undefined;
  const postcode = party.postcode ? (prefix ? `${prefix}-${party.postcode}` : party.postcode) : '';
  const lines = [party.street];
  switch (party.country) {
    case 'GB':
      if (ctx.rng.chance(0.5)) lines.push(party.city, postcode);
      else lines.push(`${party.city} ${postcode}`);
      break;
    case 'US':
      lines.push(`${party.city}, ${party.region ?? ''} ${postcode}`);
      break;
    case 'CA':
      lines.push(`${party.city} (${party.region ?? ''}) ${postcode}`);
      break;
    case 'CN':
      lines.push(
        party.region ? `${party.city} ${postcode}, ${party.region}` : `${party.city} ${postcode}`,
      );
      break;
    case 'IN':
      lines.push(`${party.city} - ${postcode}, ${party.region ?? ''}`);
      break;
    case 'TR':
      lines.push(
        party.region ? `${postcode} ${party.city} / ${party.region}` : `${postcode} ${party.city}`,
      );
      break;
    case 'AE':
      lines.push(party.city);
      break;
    default:
      lines.push(postcode ? `${postcode} ${party.city}` : party.city);
  }
  if (withCountry) lines.push(countryText(ctx, party.country));
  return lines;
};

/** Swiss companies print their UID/IDE number, not an EU VAT number. */
const SWISS_VAT: Readonly<Record<Doc['lang'], string>> = {
  de: 'UID',
  fr: 'IDE',
  nl: 'UID',
  en: 'VAT No.',
};

export const vatLabel = (ctx: Ctx, party: Company): string =>
  party.country === 'CH' ? SWISS_VAT[ctx.doc.lang] : ctx.L.vatNo;

export const idLines = (ctx: Ctx, party: Company, shown: IdShown): string[] => {
  const out: string[] = [];
  if ((shown === 'vat' || shown === 'both') && party.vat) {
    out.push(`${lbl(ctx, vatLabel(ctx, party))} ${esc(party.vatPrinted ?? party.vat)}`);
  }
  if ((shown === 'eori' || shown === 'both') && party.eori) {
    out.push(`${lbl(ctx, ctx.L.eori)} ${esc(party.eori)}`);
  }
  if (shown === 'eori' && !party.eori && party.vat) {
    out.push(`${lbl(ctx, vatLabel(ctx, party))} ${esc(party.vatPrinted ?? party.vat)}`);
  }
  return out;
};

export interface PartyOptions {
  readonly ids: IdShown;
  readonly country: boolean;
  readonly contact?: boolean;
  readonly className?: string;
}

export const partyBlock = (
  ctx: Ctx,
  title: string | undefined,
  party: Company,
  options: PartyOptions,
): string => {
  const lines = addressLines(ctx, party, options.country).map(esc);
  const ids = idLines(ctx, party, options.ids);
  const contact = options.contact ? [`${lbl(ctx, ctx.L.tel)} ${esc(party.phone)}`] : [];
  return `<div class="party ${options.className ?? ''}">
    ${title ? `<div class="party-title">${esc(title)}</div>` : ''}
    <div class="party-name">${esc(party.name)}</div>
    ${[...lines, ...ids, ...contact].map((line) => `<div>${line}</div>`).join('')}
  </div>`;
};

/** Label and value pairs, side by side ("Invoice No.: 123") or the label above its value. */
export const metaBlock = (
  ctx: Ctx,
  pairs: readonly (readonly [string, string])[],
  mode = ctx.doc.style.labels,
): string => {
  if (mode === 'beside') {
    return `<table class="meta">${pairs
      .map(
        ([label, value]) =>
          `<tr><td class="meta-k">${lbl(ctx, label)}</td><td class="meta-v">${esc(value)}</td></tr>`,
      )
      .join('')}</table>`;
  }
  return `<div class="meta-grid">${pairs
    .map(
      ([label, value]) =>
        `<div class="meta-cell"><div class="meta-label">${esc(label)}</div><div class="meta-value">${esc(value)}</div></div>`,
    )
    .join('')}</div>`;
};

export type ColumnKey =
  | 'pos'
  | 'article'
  | 'description'
  | 'hs'
  | 'origin'
  | 'packages'
  | 'kind'
  | 'packageNos'
  | 'quantity'
  | 'unit'
  | 'unitPrice'
  | 'discount'
  | 'amount'
  | 'net'
  | 'gross'
  | 'dims';

export interface Column {
  readonly key: ColumnKey;
  readonly head: string;
  readonly cls: string;
  readonly cell: (line: Line) => string;
}

/** The description cell: the text, and under it the commodity code and origin when printed inline. */
export const describe = (ctx: Ctx, line: Line): string => {
  const { show } = ctx.doc;
  const extra: string[] = [];
  if (show.hs === 'inline') extra.push(`${lbl(ctx, ctx.L.hsInline)} ${hsText(ctx, line.cn)}`);
  if (show.origin === 'inline')
    extra.push(`${lbl(ctx, ctx.L.originInline)} ${esc(originText(ctx, line.origin))}`);
  const sub = extra.length > 0 ? `<div class="sub">${extra.join(' &nbsp; ')}</div>` : '';
  return `${esc(line.description)}${sub}`;
};

export const quantityText = (ctx: Ctx, line: Line): string => {
  const qty = ctx.f.qty(line.quantity, line.quantityDecimals || undefined);
  return ctx.doc.show.unit === 'with-quantity' ? `${qty} ${line.unitText}` : qty;
};

/** Wide tables print the shortest usual form of each heading, as ERP layouts abbreviate them. */
const shortLabels = (ctx: Ctx): Labels => {
  const dictionary = DICTIONARIES[ctx.doc.lang];
  const short = { ...ctx.L } as Record<LabelKey, string>;
  for (const key of Object.keys(dictionary) as LabelKey[]) {
    if (!key.startsWith('col')) continue;
    short[key] = [...dictionary[key]].sort((a, b) => a.length - b.length)[0] ?? ctx.L[key];
  }
  return short;
};

export const column = (
  ctx: Ctx,
  key: ColumnKey,
  packagesWithKind: boolean,
  wide = false,
): Column => {
  const { f, doc } = ctx;
  const L = wide ? shortLabels(ctx) : ctx.L;
  const mark = f.mark();
  const withCurrency = (head: string) =>
    ctx.rng.chance(0.5) ? `${head} (${mark})` : `${head} ${mark}`;
  switch (key) {
    case 'pos':
      return {
        key,
        head: L.colPos,
        cls: 'c',
        cell: (line) => String(doc.layout === 'erp' ? line.pos * 10 : line.pos),
      };
    case 'article':
      return { key, head: L.colArticle, cls: 't nowrap', cell: (line) => esc(line.article) };
    case 'description':
      return { key, head: L.colDescription, cls: 't desc', cell: (line) => describe(ctx, line) };
    case 'hs':
      return { key, head: L.colHs, cls: 'c nowrap', cell: (line) => hsText(ctx, line.cn) };
    case 'origin':
      return {
        key,
        head: L.colOrigin,
        cls: 'c',
        cell: (line) => esc(originText(ctx, line.origin)),
      };
    case 'packages':
      return {
        key,
        head: L.colPackages,
        cls: packagesWithKind ? 't nowrap' : 'n',
        cell: (line) =>
          packagesWithKind ? `${line.packages} ${esc(line.packText)}` : String(line.packages),
      };
    case 'kind':
      return { key, head: L.colKind, cls: 't', cell: (line) => esc(line.packText) };
    case 'packageNos':
      return {
        key,
        head: L.colPackageNos,
        cls: 'c nowrap',
        cell: (line) =>
          line.packFrom === line.packTo ? String(line.packFrom) : `${line.packFrom}-${line.packTo}`,
      };
    case 'quantity':
      return { key, head: L.colQty, cls: 'n', cell: (line) => quantityText(ctx, line) };
    case 'unit':
      return { key, head: L.colUnit, cls: 'c', cell: (line) => esc(line.unitText) };
    case 'unitPrice':
      return {
        key,
        head: ctx.rng.chance(0.4) ? withCurrency(L.colUnitPrice) : L.colUnitPrice,
        cls: 'n',
        cell: (line) => f.num(line.unitPrice, line.priceDecimals),
      };
    case 'discount':
      return {
        key,
        head: L.colDiscount,
        cls: 'n',
        cell: (line) => (line.discount ? f.num(line.discount, 0) : ''),
      };
    case 'amount':
      return {
        key,
        head: ctx.rng.chance(0.5) ? withCurrency(L.colAmount) : L.colAmount,
        cls: 'n',
        cell: (line) => f.amount(line.amount),
      };
    case 'net':
      return {
        key,
        head: L.colNet,
        cls: 'n',
        cell: (line) => f.num(line.netMass, massDecimals(ctx)),
      };
    case 'gross':
      return {
        key,
        head: L.colGross,
        cls: 'n',
        cell: (line) => f.num(line.grossMass, massDecimals(ctx)),
      };
    case 'dims':
      return { key, head: L.colDims, cls: 'c nowrap', cell: (line) => line.dims.join(' x ') };
  }
};

/** The decimals this document's masses are printed with (as many as its data carries). */
export const massDecimals = (ctx: Ctx): number => {
  const values = ctx.doc.lines.flatMap((line) => [line.netMass, line.grossMass]);
  return Math.max(
    1,
    ...values.map((value) =>
      Number.isInteger(value) ? 0 : (String(value).split('.')[1]?.length ?? 0),
    ),
  );
};

/** The columns a goods table shows, in the usual order, following what the document prints. */
export const standardKeys = (
  ctx: Ctx,
  options: { pos?: boolean; packageNos?: boolean } = {},
): ColumnKey[] => {
  const { show } = ctx.doc;
  const keys: ColumnKey[] = [];
  if (options.pos ?? true) keys.push('pos');
  if (options.packageNos && show.linePackages) keys.push('packageNos');
  if (show.article) keys.push('article');
  keys.push('description');
  if (show.hs === 'column') keys.push('hs');
  if (show.origin === 'column') keys.push('origin');
  if (show.linePackages) keys.push('packages');
  keys.push('quantity');
  if (show.unit === 'column') keys.push('unit');
  if (show.prices) {
    keys.push('unitPrice');
    if (ctx.doc.lines.some((line) => line.discount)) keys.push('discount');
    keys.push('amount');
  }
  if (show.lineNet) keys.push('net');
  if (show.lineGross) keys.push('gross');
  if (show.dims) keys.push('dims');
  return keys;
};

/** The columns for these keys; `extra` counts columns a template adds itself (marks). */
export const columnsOf = (ctx: Ctx, keys: readonly ColumnKey[], extra = 0): Column[] => {
  const withKind = !keys.includes('kind');
  const wide = keys.length + extra >= 10;
  return keys.map((key) => column(ctx, key, withKind, wide));
};

export const tableHead = (columns: readonly Column[]): string =>
  `<thead><tr>${columns.map((c) => `<th class="${c.cls}">${esc(c.head)}</th>`).join('')}</tr></thead>`;

export const tableRows = (columns: readonly Column[], lines: readonly Line[]): string =>
  lines
    .map(
      (line) =>
        `<tr>${columns.map((c) => `<td class="${c.cls}">${c.cell(line)}</td>`).join('')}</tr>`,
    )
    .join('');

/** The class that sizes a goods table by its number of columns: wide tables print smaller. */
export const goodsClass = (count: number): string =>
  count >= 10 ? 'goods wide' : count >= 8 ? 'goods mid' : 'goods';

export const goodsTable = (
  ctx: Ctx,
  columns: readonly Column[],
  lines: readonly Line[],
  foot = '',
): string =>
  `<table class="${goodsClass(columns.length)}">${tableHead(columns)}<tbody>${tableRows(columns, lines)}</tbody>${foot}</table>`;

const chargeLabel = (ctx: Ctx, kind: string): string => {
  switch (kind) {
    case 'freight':
      return ctx.L.freight;
    case 'insurance':
      return ctx.L.insurance;
    case 'packing':
      return ctx.L.packing;
    default:
      return ctx.L.discount;
  }
};

/** Net, charges, VAT and total, as label and amount rows. */
export const totalRows = (ctx: Ctx): (readonly [string, string, boolean])[] => {
  const { doc, L, f } = ctx;
  const rows: (readonly [string, string, boolean])[] = [];
  if (doc.charges.length > 0) {
    rows.push([L.subtotal, f.moneyText(doc.goodsTotal), false]);
    for (const c of doc.charges) {
      rows.push([
        `${chargeLabel(ctx, c.kind)}${c.note ? ` ${c.note}` : ''}`,
        f.moneyText(c.amount),
        false,
      ]);
    }
  }
  if (doc.show.vatLine) {
    rows.push([L.totalNet, f.moneyText(doc.netTotal), false]);
    rows.push([`${L.vat} ${f.percent(doc.vatRate)}`, f.moneyText(doc.vatTotal), false]);
    rows.push([L.totalAmount, f.moneyText(doc.grossTotal), true]);
  } else {
    rows.push([
      doc.charges.length > 0 ? L.totalAmount : ctx.rng.chance(0.5) ? L.totalAmount : L.totalNet,
      f.moneyText(doc.grossTotal),
      true,
    ]);
  }
  return rows;
};

export const totalsBlock = (ctx: Ctx): string =>
  `<table class="totals">${totalRows(ctx)
    .map(
      ([label, value, strong]) =>
        `<tr class="${strong ? 'grand' : ''}"><td>${esc(label)}</td><td class="n">${esc(value)}</td></tr>`,
    )
    .join('')}</table>`;

/** Packages and weights of the whole shipment, as label and value pairs. */
export const shipmentPairs = (ctx: Ctx): [string, string][] => {
  const { doc, L, f } = ctx;
  const pairs: [string, string][] = [];
  const decimals = massDecimals(ctx);
  if (doc.show.totalPackages) pairs.push([L.totalPackages, doc.packagesText]);
  if (doc.show.totalNet) pairs.push([L.totalNetMass, f.kg(doc.netMass, decimals, kgWord(ctx))]);
  if (doc.show.totalGross)
    pairs.push([L.totalGrossMass, f.kg(doc.grossMass, decimals, kgWord(ctx))]);
  return pairs;
};

export const kgWord = (ctx: Ctx): string =>
  ctx.doc.lang === 'en' && ctx.doc.layout === 'export' ? 'KGS' : 'kg';

export const bankLines = (ctx: Ctx, party: Company): string[] => {
  const { bank } = party;
  const lines = [esc(bank.name)];
  if (bank.iban) lines.push(`IBAN ${esc(bank.iban)}`, `BIC ${esc(bank.bic)}`);
  else {
    if (bank.account)
      lines.push(`${ctx.doc.lang === 'en' ? 'A/C No.' : 'Account'} ${esc(bank.account)}`);
    if (bank.routing) lines.push(`ABA ${esc(bank.routing)}`);
    lines.push(`SWIFT ${esc(bank.bic)}`);
  }
  return lines;
};

/** The seller's footer: address, contact, bank and legal line, in columns. */
export const footerColumns = (ctx: Ctx, size = '7pt'): string => {
  const { doc, L } = ctx;
  const s = doc.seller;
  const address = [esc(s.name), ...addressLines(ctx, s, doc.show.sellerCountry).map(esc)];
  const contact = [
    `${esc(L.tel)} ${esc(s.phone)}`,
    `${esc(L.email)} ${esc(s.email)}`,
    ...(s.web ? [esc(s.web)] : []),
  ];
  const bank = [`<b>${esc(L.bank)}</b>`, ...bankLines(ctx, s)];
  const legal = [
    ...(s.legal ? [esc(s.legal)] : []),
    ...(s.vat && (doc.show.sellerId === 'vat' || doc.show.sellerId === 'both')
      ? [`${esc(vatLabel(ctx, s))} ${esc(s.vatPrinted ?? s.vat)}`]
      : []),
    ...(s.otherId ? [`${esc(s.otherId.label)} ${esc(s.otherId.value)}`] : []),
  ];
  const col = (lines: readonly string[]) =>
    `<div style="flex:1;padding:0 4px">${lines.join('<br>')}</div>`;
  return `<div style="display:flex;font-size:${size};color:#444;border-top:0.5pt solid #999;padding-top:3px;line-height:1.3">${col(address)}${col(contact)}${col(bank)}${legal.length > 0 ? col(legal) : ''}</div>`;
};

/** Chromium's page footer: the footer columns and the page number. */
export const pageFooter = (ctx: Ctx, inner: string, numbered: boolean): string => {
  const { L } = ctx;
  const page = numbered
    ? `<div style="text-align:right;font-size:7pt;color:#444;margin-top:2px">${esc(L.page)} <span class="pageNumber"></span> ${esc(L.of)} <span class="totalPages"></span></div>`
    : '';
  return `<div style="width:100%;margin:0 14mm;font-family:'${ctx.doc.style.font}';-webkit-print-color-adjust:exact">${inner}${page}</div>`;
};

export const baseCss = (ctx: Ctx): string => {
  const { style } = ctx.doc;
  return `
  * { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body { padding-right: 1.5px; }
  body { font-family: '${style.font}', sans-serif; font-size: ${style.size}pt; color: #151515; line-height: 1.3;
    -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  table { border-collapse: collapse; }
  thead { display: table-header-group; }
  tr { break-inside: avoid; }
  .n { text-align: right; white-space: nowrap; }
  .c { text-align: center; }
  .t { text-align: left; }
  .nowrap { white-space: nowrap; }
  .sub { font-size: 0.85em; color: #444; margin-top: 1px; }
  .party-title { font-size: 0.78em; text-transform: uppercase; letter-spacing: 0.04em; color: #555; margin-bottom: 2px; }
  .party-name { font-weight: bold; }
  .meta td { padding: 0.5px 6px 0.5px 0; vertical-align: top; }
  .meta-k { color: #333; white-space: nowrap; }
  .meta-v { font-weight: bold; }
  .meta-grid { display: flex; flex-wrap: wrap; gap: 0; }
  .meta-cell { border: 0.6pt solid #999; padding: 2px 6px; min-width: 28mm; margin: 0 -0.6pt -0.6pt 0; }
  .meta-label { font-size: 0.75em; color: #555; }
  .meta-value { font-weight: bold; }
  .totals td { padding: 1.5px 0 1.5px 14px; }
  .totals tr.grand td { font-weight: bold; border-top: 1pt solid #222; padding-top: 3px; }
  .notes { margin-top: 8px; font-size: 0.88em; }
  .notes p { margin: 2px 0; }
  table.goods th { white-space: normal; }
  table.goods.wide th { font-size: 0.86em; }
  table.goods.mid th { font-size: 0.92em; }
  table.goods.mid { font-size: 0.86em; }
  table.goods.wide { font-size: 0.78em; }
  table.goods td.desc { min-width: 46mm; }
  table.goods.mid td.desc { min-width: 36mm; }
  table.goods.wide td.desc { min-width: 34mm; }
  .sheet { width: 210mm; height: 297mm; position: relative; overflow: hidden; background: #fff; }
  .sheet-footer { position: absolute; bottom: 8mm; left: 14mm; right: 14mm; }
  .end-footer { margin-top: 14px; break-inside: avoid; }
  .intro { margin: 4px 0 6px; }
  `;
};

/** Puts a body into a full page: for print (Chromium's footer per page) or as one A4 sheet. */
export const assemble = (
  ctx: Ctx,
  css: string,
  body: string,
  footer: string | undefined,
  margin: Rendered['margin'],
): Rendered => {
  const head = `<!doctype html><html lang="${ctx.doc.lang}"><head><meta charset="utf-8"><style>${baseCss(ctx)}${css}</style></head>`;
  if (ctx.sheet) {
    const pad = `padding:${margin.top} ${margin.right} ${margin.bottom} ${margin.left}`;
    return {
      html: `${head}<body><div class="sheet" style="${pad}">${body}${footer ? `<div class="sheet-footer">${footer}</div>` : ''}</div></body></html>`,
      margin: { top: '0', bottom: '0', left: '0', right: '0' },
    };
  }
  if (footer && ctx.doc.style.footer === 'page') {
    return {
      html: `${head}<body>${body}</body></html>`,
      footer: pageFooter(ctx, footer, ctx.doc.style.pagination !== 'single' || ctx.rng.chance(0.4)),
      margin,
    };
  }
  return {
    html: `${head}<body>${body}${footer ? `<div class="end-footer">${footer}</div>` : ''}</body></html>`,
    margin,
  };
};

/** The opening sentence ("We invoice you as follows:"), printed above the goods table. */
export const introOf = (ctx: Ctx): string => {
  const intro = ctx.doc.notes.find((note) => note.endsWith(':'));
  return intro ? `<p class="intro">${esc(intro)}</p>` : '';
};

/** The notes under the figures, without the opening sentence. */
export const closingNotes = (ctx: Ctx): string[] =>
  ctx.doc.notes.filter((note) => !note.endsWith(':')).map(esc);

export const notesBlock = (ctx: Ctx, extra: readonly string[] = []): string => {
  const items = [...extra, ...closingNotes(ctx)];
  return items.length > 0
    ? `<div class="notes">${items.map((item) => `<p>${item}</p>`).join('')}</div>`
    : '';
};
