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
  metaBlock,
  introOf,
  notesBlock,
  partyBlock,
  shipmentPairs,
  standardKeys,
  totalsBlock,
} from './common.ts';
import { addDays } from '../locale/format.ts';
import { countryName } from '../data/countries.ts';

/** A modern invoice: a coloured band with the company and the title, reference cells, parties in columns. */
export const banner = (ctx: Ctx): Rendered => {
  const { doc, L, f, rng } = ctx;
  const { show, style } = doc;
  const s = doc.seller;
  const title = style.upperTitles ? doc.title.toUpperCase() : doc.title;
  const cells: [string, string][] = [
    [
      doc.kind === 'packinglist' ? L.packingNo : L.invoiceNo,
      doc.kind === 'packinglist' ? (doc.packingNumber ?? doc.number) : doc.number,
    ],
    [L.date, f.date(doc.date)],
  ];
  if (doc.kind === 'combined' && doc.packingNumber && rng.chance(0.5))
    cells.push([L.packingNo, doc.packingNumber]);
  for (const ref of doc.references.slice(0, 3)) cells.push([ref.label, ref.value]);
  if (show.prices && doc.kind === 'invoice' && rng.chance(0.6))
    cells.push([L.dueDate, f.date(addDays(doc.date, 30))]);
  if (show.prices) cells.push([L.currency, doc.currency]);
  const sellerLine = [
    ...addressLines(ctx, s, show.sellerCountry).map(esc),
    ...idLines(ctx, s, show.sellerId),
  ];
  const buyer = partyBlock(ctx, L.buyer, doc.buyer, { ids: show.buyerId, country: true });
  const ship =
    doc.shipTo && show.shipTo
      ? partyBlock(ctx, L.consignee, doc.shipTo, { ids: 'none', country: true })
      : '';
  const from = rng.chance(0.5)
    ? partyBlock(ctx, L.seller, s, { ids: 'none', country: show.sellerCountry })
    : '';
  const parties = [from, buyer, ship].filter(Boolean);
  const partiesHtml =
    style.parties === 'side'
      ? `<div class="parties side">${parties.map((p) => `<div class="pcol">${p}</div>`).join('')}</div>`
      : `<div class="parties stacked">${parties.map((p) => `<div class="prow">${p}</div>`).join('')}</div>`;
  const shipment = shipmentPairs(ctx);
  const terms: [string, string][] = [];
  if (show.incoterm) terms.push([L.incoterm, doc.incoterm.printed]);
  terms.push([L.transport, doc.transport.modeText]);
  if (show.prices) terms.push([L.payment, doc.paymentTerms]);
  if (show.origin === 'header') {
    const code = doc.lines[0]?.origin ?? s.country;
    terms.push([L.originGoods, style.originAs === 'code' ? code : countryName(code, doc.lang)]);
  }
  if (show.marks) terms.push([L.marks, doc.marks]);
  const columns = columnsOf(ctx, standardKeys(ctx));
  const bank = show.prices
    ? `<div class="bank"><b>${esc(L.bank)}</b><br>${bankLines(ctx, s).join(' · ')}</div>`
    : '';
  const body = `
    <div class="band" style="background:${style.accent}">
      <div><div class="bname">${esc(s.name)}</div><div class="btag">${sellerLine.join(' · ')}</div></div>
      <div class="btitle">${esc(title)}</div>
    </div>
    ${metaBlock(ctx, cells, 'above')}
    ${partiesHtml}
    ${introOf(ctx)}
    ${goodsTable(ctx, columns, doc.lines)}
    <div class="bottom">
      <div class="terms">${metaBlock(ctx, [...terms, ...shipment], 'beside')}</div>
      ${show.prices ? `<div class="tbox">${totalsBlock(ctx)}</div>` : ''}
    </div>
    ${notesBlock(ctx)}
    ${bank}
  `;
  const css = `
    .band { display: flex; justify-content: space-between; align-items: center; color: #fff; padding: 9px 12px; border-radius: 2px; margin-bottom: 8px; }
    .bname { font-size: 15pt; font-weight: bold; }
    .btag { font-size: 0.78em; opacity: 0.95; margin-top: 2px; }
    .btitle { font-size: 18pt; font-weight: bold; letter-spacing: 0.03em; text-align: right; }
    .meta-grid { margin-bottom: 8px; }
    .parties { margin: 6px 0 10px; }
    .parties.side { display: flex; gap: 10mm; }
    .parties.side .pcol { flex: 1; }
    .parties.stacked .prow { margin-bottom: 6px; }
    table.goods { width: 100%; font-size: 0.92em; }
    table.goods th { background: ${style.accent}; color: #fff; padding: 4px; text-align: left; }
    table.goods th.n { text-align: right; }
    table.goods td { padding: 3px 4px; vertical-align: top; }
    table.goods tbody tr:nth-child(even) td { background: #f1f3f5; }
    .bottom { display: flex; justify-content: space-between; gap: 8mm; margin-top: 8px; break-inside: avoid; }
    .bottom .terms { flex: 1; min-width: 0; }
    .bottom .terms .meta-k { white-space: normal; }
    .tbox { background: #f1f3f5; padding: 6px 10px; flex: none; }
    .bank { margin-top: 8px; font-size: 0.85em; border: 0.6pt solid #bbb; padding: 4px 8px; }
  `;
  return assemble(ctx, css, body, style.footer === 'page' ? footerColumns(ctx) : '', {
    top: '12mm',
    bottom: style.footer === 'page' ? '30mm' : '14mm',
    left: '14mm',
    right: '14mm',
  });
};
