import { countryName } from '../data/countries.ts';
import {
  type Ctx,
  type Rendered,
  addressLines,
  assemble,
  columnsOf,
  esc,
  footerColumns,
  goodsTable,
  lbl,
  metaBlock,
  notesBlock,
  partyBlock,
  shipmentPairs,
  standardKeys,
  totalsBlock,
  vatLabel,
} from './common.ts';
import { manualPageCss, manualPages } from './pages.ts';

/**
 * A business letter invoice (DIN 5008 and its Benelux and French cousins): letterhead, sender line
 * over the window address, an information block beside it, the table, totals and a footer.
 */
export const letter = (ctx: Ctx): Rendered => {
  const { doc, L, f, rng } = ctx;
  const { show, style } = doc;
  const s = doc.seller;
  const initials = s.name
    .split(/\s+/)
    .filter((word) => /^[A-ZÄÖÜ]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  const numberInTitle = rng.chance(0.3) && doc.kind !== 'packinglist';
  const invoiceNo = doc.kind === 'packinglist' ? L.packingNo : L.invoiceNo;
  const ownNumber = doc.kind === 'packinglist' ? (doc.packingNumber ?? doc.number) : doc.number;
  const pairs: [string, string][] = [];
  if (!numberInTitle) pairs.push([invoiceNo, ownNumber]);
  pairs.push([doc.kind === 'packinglist' ? L.date : L.invoiceDate, f.date(doc.date)]);
  if (doc.kind === 'packinglist' && show.invoiceNumber) pairs.push([L.invoiceNo, doc.number]);
  for (const ref of doc.references) pairs.push([ref.label, ref.value]);
  if (show.buyerId !== 'none' && doc.buyer.vat && rng.chance(0.5)) {
    pairs.push([
      `${L.vatNo} ${doc.lang === 'de' ? 'Kunde' : doc.lang === 'nl' ? 'klant' : doc.lang === 'fr' ? 'client' : 'customer'}`,
      doc.buyer.vatPrinted ?? doc.buyer.vat,
    ]);
  }
  const senderLine = [s.name, s.street, addressLines(ctx, s, false)[1] ?? ''].join(' · ');
  const buyerIds = pairs.some(([label]) => label.startsWith(L.vatNo)) ? 'none' : show.buyerId;
  const window = partyBlock(ctx, rng.chance(0.5) ? L.buyer : undefined, doc.buyer, {
    ids: buyerIds,
    country: true,
  });
  const shipTo =
    doc.shipTo && show.shipTo
      ? partyBlock(ctx, L.consignee, doc.shipTo, { ids: 'none', country: true })
      : '';
  const letterhead = `<div class="lh">
    <div class="logo"><span class="mark" style="background:${style.accent}">${esc(initials)}</span><span class="lname" style="color:${style.accent}">${esc(s.name)}</span></div>
    <div class="lh-addr">${addressLines(ctx, s, show.sellerCountry).map(esc).join('<br>')}<br>${esc(L.tel)} ${esc(s.phone)}<br>${esc(s.email)}${s.web ? `<br>${esc(s.web)}` : ''}${
      show.sellerId !== 'none' ? `<br>${partyIdsInline(ctx)}` : ''
    }</div>
  </div>`;
  const keys = standardKeys(ctx);
  const columns = columnsOf(ctx, keys);
  const title = `<h1 class="title">${esc(style.upperTitles ? doc.title.toUpperCase() : doc.title)}${numberInTitle ? ` ${esc(doc.lang === 'de' ? 'Nr.' : doc.lang === 'fr' ? 'n°' : doc.lang === 'nl' ? 'nr.' : 'No.')} ${esc(ownNumber)}` : ''}</h1>`;
  const introNote =
    doc.notes[0] && /:$/.test(doc.notes[0]) ? `<p class="intro">${esc(doc.notes[0])}</p>` : '';
  const restNotes = introNote ? { ...ctx, doc: { ...doc, notes: doc.notes.slice(1) } } : ctx;
  let table: string;
  if (style.pagination === 'manual') {
    const { pages } = manualPages(
      ctx,
      columns,
      125,
      200,
      (page, count) =>
        `<div class="page-head"><span>${esc(doc.title)} ${esc(ownNumber)} · ${esc(f.date(doc.date))}</span><span>${esc(L.page)} ${page} ${esc(L.of)} ${count}</span></div>`,
    );
    table = pages.join('');
  } else {
    table = goodsTable(ctx, columns, doc.lines);
  }
  const shipment = shipmentPairs(ctx);
  const terms: [string, string][] = [];
  if (show.incoterm) terms.push([L.incoterm, doc.incoterm.printed]);
  if (show.prices) terms.push([L.payment, doc.paymentTerms]);
  if (show.origin === 'header') terms.push([L.originGoods, countryTextOf(ctx)]);
  if (show.marks) terms.push([L.marks, doc.marks]);
  const body = `
    ${letterhead}
    <div class="sender">${esc(senderLine)}</div>
    <div class="top">
      <div class="window">${window}${shipTo ? `<div class="shipto">${shipTo}</div>` : ''}</div>
      <div class="info">${metaBlock(ctx, pairs, 'beside')}</div>
    </div>
    ${title}
    ${introNote}
    ${table}
    <div class="after">
      <div class="left">${shipment.length > 0 ? metaBlock(ctx, shipment, 'beside') : ''}${terms.map(([k, v]) => `<div>${lbl(ctx, k)} ${esc(v)}</div>`).join('')}</div>
      ${show.prices ? `<div class="right">${totalsBlock(ctx)}</div>` : ''}
    </div>
    ${notesBlock(restNotes)}
  `;
  const css = `
    .lh { display: flex; justify-content: space-between; align-items: flex-start; margin-bottom: 6mm; }
    .logo { display: flex; align-items: center; gap: 8px; }
    .mark { display: inline-block; color: #fff; font-weight: bold; font-size: 15pt; padding: 6px 9px; border-radius: 3px; }
    .lname { font-size: 14pt; font-weight: bold; }
    .lh-addr { text-align: right; font-size: 0.82em; color: #333; }
    .sender { font-size: 0.72em; text-decoration: underline; color: #444; margin-bottom: 2mm; }
    .top { display: flex; justify-content: space-between; min-height: 40mm; }
    .window { width: 85mm; }
    .shipto { margin-top: 4mm; font-size: 0.92em; }
    .info { width: 80mm; }
    .title { font-size: 14pt; margin: 6mm 0 3mm; }
    .intro { margin: 0 0 3mm; }
    table.goods { width: 100%; font-size: 0.92em; }
    table.goods th { border-bottom: 1pt solid #222; text-align: left; padding: 3px 4px; font-weight: bold; }
    table.goods th.n { text-align: right; }
    table.goods td { padding: 2.5px 4px; vertical-align: top; border-bottom: 0.4pt solid #ccc; }
    .after { display: flex; justify-content: space-between; margin-top: 4mm; gap: 8mm; break-inside: avoid; }
    .after .left { font-size: 0.92em; }
    ${manualPageCss}
  `;
  return assemble(ctx, css, body, footerColumns(ctx), {
    top: '14mm',
    bottom: style.footer === 'page' ? '32mm' : '16mm',
    left: '18mm',
    right: '14mm',
  });
};

const partyIdsInline = (ctx: Ctx): string => {
  const { doc, L } = ctx;
  const s = doc.seller;
  const parts: string[] = [];
  if ((doc.show.sellerId === 'vat' || doc.show.sellerId === 'both') && s.vat)
    parts.push(`${lbl(ctx, vatLabel(ctx, s))} ${esc(s.vatPrinted ?? s.vat)}`);
  if ((doc.show.sellerId === 'eori' || doc.show.sellerId === 'both') && s.eori)
    parts.push(`${lbl(ctx, L.eori)} ${esc(s.eori)}`);
  return parts.join('<br>');
};

const countryTextOf = (ctx: Ctx): string => {
  const code = ctx.doc.lines[0]?.origin ?? ctx.doc.seller.country;
  return ctx.doc.style.originAs === 'code' ? code : countryName(code, ctx.doc.lang);
};
