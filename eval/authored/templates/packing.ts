import { countryName } from '../data/countries.ts';
import type { Line } from '../model.ts';
import {
  type ColumnKey,
  type Ctx,
  type Rendered,
  assemble,
  columnsOf,
  esc,
  footerColumns,
  goodsClass,
  goodsTable,
  kgWord,
  lbl,
  massDecimals,
  metaBlock,
  partyBlock,
  shipmentPairs,
  tableHead,
  tableRows,
} from './common.ts';

/** Packing lists: per package line, grouped by pallet, or goods lines with a summary of the packages. */

const header = (ctx: Ctx): string => {
  const { doc, L, f, rng } = ctx;
  const { show, style } = doc;
  const s = doc.seller;
  const pairs: [string, string][] = [
    [L.packingNo, doc.packingNumber ?? doc.number],
    [L.date, f.date(doc.date)],
  ];
  if (show.invoiceNumber) pairs.push([L.invoiceNo, doc.number]);
  for (const ref of doc.references.slice(0, 2)) pairs.push([ref.label, ref.value]);
  const t = doc.transport;
  const shipping: [string, string][] = [[L.transport, t.modeText]];
  if (t.truck)
    shipping.push([
      doc.lang === 'de'
        ? 'Kennzeichen'
        : doc.lang === 'nl'
          ? 'Kenteken'
          : doc.lang === 'fr'
            ? 'Immatriculation'
            : 'Truck',
      t.truck,
    ]);
  if (t.container) shipping.push([L.container, t.container]);
  if (t.vessel) shipping.push([L.vessel, t.vessel]);
  if (t.waybill) shipping.push(['AWB', t.waybill]);
  if (show.incoterm) shipping.push([L.incoterm, doc.incoterm.printed]);
  if (show.origin === 'header') {
    const code = doc.lines[0]?.origin ?? s.country;
    shipping.push([L.originGoods, style.originAs === 'code' ? code : countryName(code, doc.lang)]);
  }
  const seller = partyBlock(ctx, rng.chance(0.5) ? L.exporter : L.seller, s, {
    ids: show.sellerId,
    country: show.sellerCountry,
    contact: rng.chance(0.3),
  });
  const buyer = partyBlock(
    ctx,
    doc.shipTo && show.shipTo ? L.buyer : rng.chance(0.5) ? L.consignee : L.buyer,
    doc.buyer,
    { ids: show.buyerId, country: true },
  );
  const ship =
    doc.shipTo && show.shipTo
      ? partyBlock(ctx, L.consignee, doc.shipTo, { ids: 'none', country: true })
      : '';
  const title = style.upperTitles ? doc.title.toUpperCase() : doc.title;
  return `
    <div class="phead"><div class="pname" style="color:${style.accent}">${esc(s.name)}</div><div class="ptitle">${esc(title)}</div></div>
    <div class="prow">
      <div class="pparties ${style.parties}">${seller}${buyer}${ship}</div>
      <div class="pmeta">${metaBlock(ctx, pairs)}${metaBlock(ctx, shipping, 'beside')}</div>
    </div>`;
};

const signature = (ctx: Ctx): string =>
  `<div class="psign"><div class="line">${esc(ctx.L.signature)}</div></div>`;

const totalsLine = (ctx: Ctx): string => {
  const { doc, L, f } = ctx;
  const parts = shipmentPairs(ctx).map(([k, v]) => `<span>${lbl(ctx, k)} <b>${esc(v)}</b></span>`);
  if (doc.show.dims || doc.volume > 0)
    parts.push(`<span>${lbl(ctx, L.totalVolume)} <b>${f.num(doc.volume, 3)} m³</b></span>`);
  if (doc.show.marks) parts.push(`<span>${lbl(ctx, L.marks)} <b>${esc(doc.marks)}</b></span>`);
  return `<div class="ptotals">${parts.join('')}</div>`;
};

const css = (ctx: Ctx): string => `
  .phead { display: flex; justify-content: space-between; align-items: baseline; border-bottom: 1.4pt solid ${ctx.doc.style.accent}; padding-bottom: 4px; margin-bottom: 6px; }
  .pname { font-size: 14pt; font-weight: bold; }
  .ptitle { font-size: 16pt; font-weight: bold; }
  .prow { display: flex; justify-content: space-between; gap: 8mm; margin-bottom: 6mm; }
  .pparties { flex: 1.3; }
  .pparties.side { display: flex; gap: 6mm; flex-wrap: wrap; }
  .pparties.side > .party { flex: 1; min-width: 50mm; }
  .pparties.stacked > .party { margin-bottom: 4px; }
  .pmeta { flex: 1; }
  .pmeta .meta-grid { margin-bottom: 4px; }
  table.goods { width: 100%; font-size: 0.9em; }
  table.goods th { border-top: 1pt solid #222; border-bottom: 1pt solid #222; padding: 3px 4px; background: #f4f4f4; }
  table.goods td { padding: 2.5px 4px; border-bottom: 0.4pt solid #bbb; vertical-align: top; }
  tr.group td { background: #e9eef3; font-weight: bold; border-top: 0.8pt solid #555; }
  tr.ttl td { font-weight: bold; border-top: 1pt solid #222; }
  .ptotals { margin-top: 6mm; display: flex; flex-direction: column; gap: 2px; }
  .psign { margin-top: 14mm; width: 70mm; margin-left: auto; }
  .psign .line { border-top: 0.6pt solid #333; font-size: 0.85em; padding-top: 2px; }
  .summary-box { margin-top: 6mm; border: 1pt solid #333; padding: 6px 10px; display: inline-block; }
  .summary-box .big { font-size: 1.15em; font-weight: bold; }
`;

const finish = (ctx: Ctx, body: string): Rendered =>
  assemble(ctx, css(ctx), body, footerColumns(ctx, '6.5pt'), {
    top: '12mm',
    bottom: ctx.doc.style.footer === 'page' ? '28mm' : '12mm',
    left: '14mm',
    right: '14mm',
  });

/** One row per goods line with its package numbers, kind and count, weights and dimensions. */
export const packingTable = (ctx: Ctx): Rendered => {
  const { doc, f } = ctx;
  const { show } = doc;
  const decimals = massDecimals(ctx);
  const keys: ColumnKey[] = ['packageNos', 'packages', 'kind'];
  if (show.article) keys.push('article');
  keys.push('description');
  if (show.hs === 'column') keys.push('hs');
  if (show.origin === 'column') keys.push('origin');
  keys.push('quantity');
  if (show.unit === 'column') keys.push('unit');
  keys.push('net', 'gross');
  if (show.dims) keys.push('dims');
  const columns = columnsOf(ctx, keys);
  const total = `<tfoot><tr class="ttl">${columns
    .map((c) => {
      switch (c.key) {
        case 'packages':
          return `<td class="n">${doc.packageCount}</td>`;
        case 'net':
          return `<td class="n">${f.num(doc.netMass, decimals)}</td>`;
        case 'gross':
          return `<td class="n">${f.num(
            doc.lines.reduce((sum, line) => sum + line.grossMass, 0),
            decimals,
          )}</td>`;
        default:
          return '<td></td>';
      }
    })
    .join('')}</tr></tfoot>`;
  return finish(
    ctx,
    `${header(ctx)}${goodsTable(ctx, columns, doc.lines, total)}${totalsLine(ctx)}${signature(ctx)}`,
  );
};

/** Grouped by pallet: a pallet row with its size and weight, the cartons it carries under it. */
export const packingPallets = (ctx: Ctx): Rendered => {
  const { doc, L, f } = ctx;
  const { show } = doc;
  const decimals = massDecimals(ctx);
  const keys: ColumnKey[] = ['packages'];
  if (show.article) keys.push('article');
  keys.push('description');
  if (show.hs === 'column') keys.push('hs');
  if (show.origin === 'column') keys.push('origin');
  keys.push('quantity');
  if (show.unit === 'column') keys.push('unit');
  keys.push('net', 'gross');
  const columns = columnsOf(ctx, keys);
  const groups = doc.pallets?.groups ?? [
    { from: 1, to: 1, lines: doc.lines.map((_, i) => i), dims: [120, 80, 150] as const, gross: 0 },
  ];
  const rows = groups
    .map((group) => {
      const lines = group.lines
        .map((i) => doc.lines[i])
        .filter((line): line is Line => line !== undefined);
      const palletName =
        doc.lang === 'de'
          ? 'Palette'
          : doc.lang === 'fr'
            ? 'Palette'
            : doc.lang === 'nl'
              ? 'Pallet'
              : 'Pallet';
      const head = `<tr class="group"><td colspan="${columns.length}">${esc(palletName)} ${esc(group.from === group.to ? String(group.from) : `${group.from}-${group.to}`)} – ${group.dims.join(' x ')} cm – ${esc(L.gross)} ${f.kg(group.gross, decimals)}</td></tr>`;
      return `${head}${tableRows(columns, lines)}`;
    })
    .join('');
  const table = `<table class="${goodsClass(columns.length)}">${tableHead(columns)}<tbody>${rows}</tbody></table>`;
  return finish(ctx, `${header(ctx)}${table}${totalsLine(ctx)}${signature(ctx)}`);
};

/** Goods lines with their weights, and the packages only in a summary ("12 Kartons auf 2 Paletten"). */
export const packingSummary = (ctx: Ctx): Rendered => {
  const { doc, L, f } = ctx;
  const { show } = doc;
  const decimals = massDecimals(ctx);
  const keys: ColumnKey[] = ['pos'];
  if (show.article) keys.push('article');
  keys.push('description');
  if (show.hs === 'column') keys.push('hs');
  if (show.origin === 'column') keys.push('origin');
  keys.push('quantity');
  if (show.unit === 'column') keys.push('unit');
  keys.push('net', 'gross');
  const columns = columnsOf(ctx, keys);
  const lines: string[] = [`<div class="big">${esc(doc.packagesText)}</div>`];
  if (show.totalNet)
    lines.push(`${lbl(ctx, L.totalNetMass)} ${f.kg(doc.netMass, decimals, kgWord(ctx))}`);
  if (show.totalGross)
    lines.push(`${lbl(ctx, L.totalGrossMass)} ${f.kg(doc.grossMass, decimals, kgWord(ctx))}`);
  if (doc.pallets) {
    for (const group of doc.pallets.groups) {
      lines.push(
        `${esc(doc.lang === 'de' ? 'Palette' : doc.lang === 'fr' ? 'Palette' : 'Pallet')} ${group.from === group.to ? group.from : `${group.from}-${group.to}`}: ${group.dims.join(' x ')} cm, ${f.kg(group.gross, decimals)}`,
      );
    }
  }
  if (show.marks) lines.push(`${lbl(ctx, L.marks)} ${esc(doc.marks)}`);
  const box = `<div class="summary-box">${lines.map((x) => `<div>${x}</div>`).join('')}</div>`;
  return finish(ctx, `${header(ctx)}${goodsTable(ctx, columns, doc.lines)}${box}${signature(ctx)}`);
};
