import { countryName } from '../data/countries.ts';
import { addDays } from '../locale/format.ts';
import {
  type Ctx,
  type Rendered,
  addressLines,
  assemble,
  bankLines,
  columnsOf,
  esc,
  footerColumns,
  goodsTable,
  idLines,
  lbl,
  introOf,
  notesBlock,
  partyBlock,
  shipmentPairs,
  standardKeys,
  totalsBlock,
} from './common.ts';

/**
 * The classic French and Benelux invoice: company block top left, a framed title with number and
 * date top right, the customer in a frame, a row of framed references, a fully ruled table.
 */
export const classic = (ctx: Ctx): Rendered => {
  const { doc, L, f, rng } = ctx;
  const { show, style } = doc;
  const s = doc.seller;
  const own = [
    `<div class="cname" style="color:${style.accent}">${esc(s.name)}</div>`,
    ...addressLines(ctx, s, show.sellerCountry).map((line) => `<div>${esc(line)}</div>`),
    `<div>${esc(L.tel)} ${esc(s.phone)} · ${esc(s.email)}</div>`,
    ...idLines(ctx, s, show.sellerId).map((line) => `<div>${line}</div>`),
  ].join('');
  const number = doc.kind === 'packinglist' ? (doc.packingNumber ?? doc.number) : doc.number;
  const titleBox = `<div class="tbox">
    <div class="ttl">${esc(style.upperTitles ? doc.title.toUpperCase() : doc.title)}</div>
    <div>${lbl(ctx, doc.kind === 'packinglist' ? L.packingNo : L.invoiceNo)} <b>${esc(number)}</b></div>
    <div>${lbl(ctx, L.date)} <b>${esc(f.date(doc.date))}</b></div>
  </div>`;
  const client = partyBlock(ctx, L.buyer, doc.buyer, {
    ids: show.buyerId,
    country: true,
    className: 'framed',
  });
  const ship =
    doc.shipTo && show.shipTo
      ? partyBlock(ctx, L.consignee, doc.shipTo, {
          ids: 'none',
          country: true,
          className: 'framed',
        })
      : '<div></div>';
  const refs: [string, string][] = doc.references.map((ref) => [ref.label, ref.value]);
  if (show.prices) {
    refs.push([L.payment, doc.paymentTerms]);
    if (rng.chance(0.6)) refs.push([L.dueDate, f.date(addDays(doc.date, 30))]);
  }
  if (show.incoterm) refs.push([L.incoterm, doc.incoterm.printed]);
  const refRow = `<table class="refs"><tr>${refs.map(([k]) => `<th>${esc(k)}</th>`).join('')}</tr><tr>${refs
    .map(([, v]) => `<td>${esc(v)}</td>`)
    .join('')}</tr></table>`;
  const columns = columnsOf(ctx, standardKeys(ctx, { pos: rng.chance(0.5) }));
  const shipment = shipmentPairs(ctx);
  const extra: string[] = [];
  if (show.origin === 'header') {
    const code = doc.lines[0]?.origin ?? s.country;
    extra.push(
      `${lbl(ctx, L.originGoods)} ${esc(style.originAs === 'code' ? code : countryName(code, doc.lang))}`,
    );
  }
  if (show.marks) extra.push(`${lbl(ctx, L.marks)} ${esc(doc.marks)}`);
  for (const [k, v] of shipment) extra.push(`${lbl(ctx, k)} ${esc(v)}`);
  extra.push(`${lbl(ctx, L.transport)} ${esc(doc.transport.modeText)}`);
  const bank = `<div class="bankbox"><b>${esc(L.bank)}</b> ${bankLines(ctx, s).join(' – ')}</div>`;
  const body = `
    <div class="head"><div class="own">${own}</div>${titleBox}</div>
    <div class="addr">${ship}${client}</div>
    ${refRow}
    ${introOf(ctx)}
    ${goodsTable(ctx, columns, doc.lines)}
    <div class="after">
      <div class="left">${extra.map((line) => `<div>${line}</div>`).join('')}</div>
      ${show.prices ? `<div class="right">${totalsBlock(ctx)}</div>` : ''}
    </div>
    ${notesBlock(ctx)}
    ${show.prices ? bank : ''}
  `;
  const css = `
    .head { display: flex; justify-content: space-between; align-items: flex-start; }
    .cname { font-size: 15pt; font-weight: bold; margin-bottom: 2px; }
    .own { font-size: 0.9em; }
    .tbox { border: 1.2pt solid #222; padding: 6px 12px; min-width: 62mm; }
    .ttl { font-size: 16pt; font-weight: bold; margin-bottom: 3px; }
    .addr { display: flex; justify-content: space-between; gap: 8mm; margin: 6mm 0 4mm; }
    .addr > * { width: 48%; }
    .framed { border: 0.8pt solid #444; padding: 5px 8px; border-radius: 3px; }
    table.refs { width: 100%; margin-bottom: 4mm; font-size: 0.85em; }
    table.refs th { border: 0.6pt solid #666; background: #eee; font-weight: normal; padding: 2px 4px; text-align: left; }
    table.refs td { border: 0.6pt solid #666; padding: 2px 4px; font-weight: bold; }
    table.goods { width: 100%; font-size: 0.9em; }
    table.goods th { border: 0.6pt solid #444; background: #e6e6e6; padding: 3px 4px; }
    table.goods td { border-left: 0.6pt solid #444; border-right: 0.6pt solid #444; padding: 2px 4px; vertical-align: top; }
    table.goods tbody tr:last-child td { border-bottom: 0.6pt solid #444; }
    .after { display: flex; justify-content: space-between; gap: 8mm; margin-top: 4mm; break-inside: avoid; }
    .after .left { font-size: 0.88em; }
    .totals { border: 0.8pt solid #444; }
    .totals td { padding: 2px 8px; }
    .bankbox { margin-top: 6px; font-size: 0.8em; }
  `;
  return assemble(ctx, css, body, footerColumns(ctx, '6.5pt'), {
    top: '12mm',
    bottom: style.footer === 'page' ? '28mm' : '12mm',
    left: '14mm',
    right: '14mm',
  });
};
