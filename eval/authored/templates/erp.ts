import { countryName } from '../data/countries.ts';
import type { Line } from '../model.ts';
import {
  type Column,
  type ColumnKey,
  type Ctx,
  type Rendered,
  addressLines,
  assemble,
  closingNotes,
  columnsOf,
  esc,
  footerColumns,
  goodsClass,
  introOf,
  hsText,
  lbl,
  massDecimals,
  originText,
  partyBlock,
  shipmentPairs,
  totalRows,
} from './common.ts';
import { chunkLines, manualPageCss } from './pages.ts';

/**
 * An ERP print-out (SAP and its kind): positions 10, 20, 30, a second row under each position with
 * the commodity code, origin, packing and weights, a document box at the top right.
 */
export const erp = (ctx: Ctx): Rendered => {
  const { doc, L, f, rng } = ctx;
  const { show, style } = doc;
  const s = doc.seller;
  const decimals = massDecimals(ctx);
  const keys: ColumnKey[] = ['pos'];
  if (show.article) keys.push('article');
  keys.push('description', 'quantity');
  if (show.unit === 'column') keys.push('unit');
  if (show.prices) {
    keys.push('unitPrice');
    keys.push('amount');
  }
  const columns = columnsOf(ctx, keys);
  const second = (line: Line): string => {
    const parts: string[] = [];
    if (show.hs !== 'none') parts.push(`${lbl(ctx, L.hsInline)} ${hsText(ctx, line.cn)}`);
    if (show.origin === 'column' || show.origin === 'inline')
      parts.push(`${lbl(ctx, L.originInline)} ${esc(originText(ctx, line.origin))}`);
    if (show.linePackages)
      parts.push(`${lbl(ctx, L.colKind)} ${line.packages} ${esc(line.packText)}`);
    if (show.lineNet)
      parts.push(
        `${lbl(ctx, L.net)} ${f.kg(line.netMass, decimals, doc.lang === 'en' ? 'kg' : 'KG')}`,
      );
    if (show.lineGross)
      parts.push(
        `${lbl(ctx, L.gross)} ${f.kg(line.grossMass, decimals, doc.lang === 'en' ? 'kg' : 'KG')}`,
      );
    return parts.join('&nbsp;&nbsp;&nbsp; ');
  };
  const rowsOf = (lines: readonly Line[]) =>
    lines
      .map((line) => {
        const main = `<tr class="main">${columns.map((c: Column) => `<td class="${c.cls}">${c.key === 'description' ? esc(line.description) : c.cell(line)}</td>`).join('')}</tr>`;
        const extra = second(line);
        return extra
          ? `${main}<tr class="second"><td></td><td colspan="${columns.length - 1}">${extra}</td></tr>`
          : main;
      })
      .join('');
  const head = `<thead><tr>${columns.map((c) => `<th class="${c.cls}">${esc(c.head)}</th>`).join('')}</tr></thead>`;
  const own = doc.kind === 'packinglist' ? (doc.packingNumber ?? doc.number) : doc.number;
  const box: [string, string][] = [
    [doc.kind === 'packinglist' ? L.packingNo : L.invoiceNo, own],
    [L.date, f.date(doc.date)],
    ...doc.references.map((ref): [string, string] => [ref.label, ref.value]),
  ];
  if (s.contact)
    box.push([
      doc.lang === 'de'
        ? 'Ansprechpartner'
        : doc.lang === 'nl'
          ? 'Contactpersoon'
          : doc.lang === 'fr'
            ? 'Interlocuteur'
            : 'Contact',
      s.contact,
    ]);
  if (show.prices) box.push([L.currency, doc.currency]);
  const boxHtml = `<div class="dbox"><div class="dtitle">${esc(style.upperTitles ? doc.title.toUpperCase() : doc.title)}</div><table>${box
    .map(([k, v]) => `<tr><td>${esc(k)}</td><td>${esc(v)}</td></tr>`)
    .join('')}</table></div>`;
  const sender = `<div class="sender">${esc([s.name, s.street, addressLines(ctx, s, false)[1] ?? ''].join(', '))}</div>`;
  const parties = `${partyBlock(ctx, undefined, doc.buyer, { ids: show.buyerId, country: true })}${
    doc.shipTo && show.shipTo
      ? `<div class="ship">${partyBlock(ctx, L.consignee, doc.shipTo, { ids: 'none', country: true })}</div>`
      : ''
  }`;
  const header = `<div class="top"><div class="left">${sender}${parties}</div><div class="right"><div class="logo" style="color:${style.accent}">${esc(s.name)}</div>${boxHtml}</div></div>`;
  const pageHead = (page: number, pages: number) =>
    `<div class="page-head"><span>${esc(s.name)} · ${esc(doc.title)} ${esc(own)}</span><span>${esc(L.page)} ${page} ${esc(L.of)} ${pages}</span></div>`;
  let table: string;
  if (style.pagination === 'manual') {
    const chunks = chunkLines(
      { ...ctx, doc: { ...doc, show: { ...show, hs: 'inline' } } },
      columns.length,
      120,
      200,
    );
    let running = 0;
    const amountAt = columns.findIndex((c) => c.key === 'amount');
    table = chunks
      .map((chunk, index) => {
        const before = running;
        running += chunk.reduce((sum, line) => sum + line.amount, 0);
        const carry = (label: string, value: number) =>
          amountAt < 0
            ? ''
            : `<tr class="carry"><td colspan="${amountAt}" class="n">${esc(label)}</td><td class="n">${f.amount(value)}</td></tr>`;
        return `<section class="${index > 0 ? 'next-page' : ''}">${index > 0 ? pageHead(index + 1, chunks.length) : ''}<table class="${goodsClass(columns.length)}">${head}<tbody>${
          index > 0 ? carry(L.brought, before) : ''
        }${rowsOf(chunk)}${index < chunks.length - 1 ? carry(L.carried, running) : ''}</tbody></table></section>`;
      })
      .join('');
  } else {
    table = `<table class="${goodsClass(columns.length)}">${head}<tbody>${rowsOf(doc.lines)}</tbody></table>`;
  }
  const summary: string[] = [];
  if (show.incoterm) summary.push(`${lbl(ctx, L.incoterm)} ${esc(doc.incoterm.printed)}`);
  if (show.prices) summary.push(`${lbl(ctx, L.payment)} ${esc(doc.paymentTerms)}`);
  if (show.origin === 'header') {
    const code = doc.lines[0]?.origin ?? s.country;
    summary.push(
      `${lbl(ctx, L.originGoods)} ${esc(style.originAs === 'code' ? code : countryName(code, doc.lang))}`,
    );
  }
  for (const [k, v] of shipmentPairs(ctx)) summary.push(`${lbl(ctx, k)} ${esc(v)}`);
  if (show.marks) summary.push(`${lbl(ctx, L.marks)} ${esc(doc.marks)}`);
  summary.push(
    `${lbl(ctx, L.transport)} ${esc(doc.transport.modeText)}${doc.transport.waybill ? ` – AWB ${esc(doc.transport.waybill)}` : ''}`,
  );
  const totals = show.prices
    ? `<table class="sums">${totalRows(ctx)
        .map(
          ([k, v, strong]) =>
            `<tr class="${strong ? 'grand' : ''}"><td>${esc(k)}</td><td class="n">${esc(v)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const body = `
    ${header}
    ${introOf(ctx)}
    ${table}
    ${totals}
    <div class="summary">${summary.map((x) => `<div>${x}</div>`).join('')}</div>
    <div class="notes">${closingNotes(ctx)
      .map((n) => `<p>${n}</p>`)
      .join('')}</div>
  `;
  const ruled = rng.chance(0.5);
  const css = `
    .top { display: flex; justify-content: space-between; margin-bottom: 8mm; }
    .left { width: 90mm; padding-top: 12mm; }
    .sender { font-size: 0.75em; border-bottom: 0.5pt solid #555; margin-bottom: 3mm; }
    .ship { margin-top: 4mm; }
    .right { width: 84mm; }
    .logo { font-size: 13pt; font-weight: bold; text-align: right; margin-bottom: 4mm; }
    .dbox { border: 0.8pt solid #333; padding: 4px 6px; }
    .dtitle { font-size: 12pt; font-weight: bold; margin-bottom: 3px; }
    .dbox td { padding: 0 6px 0 0; font-size: 0.92em; vertical-align: top; }
    table.goods { width: 100%; }
    table.goods th { border-top: 1pt solid #000; border-bottom: 1pt solid #000; padding: 3px 4px; text-align: left; }
    table.goods th.n { text-align: right; }
    table.goods td { padding: 2px 4px; vertical-align: top; }
    tr.main td { padding-top: 5px; ${ruled ? 'border-top: 0.4pt dotted #888;' : ''} }
    tr.second td { font-size: 0.88em; color: #333; padding-bottom: 4px; }
    .sums { margin: 6px 0 0 auto; border-top: 1pt solid #000; }
    .sums td { padding: 1px 0 1px 16px; }
    .sums tr.grand td { font-weight: bold; border-top: 0.6pt solid #000; }
    .summary { margin-top: 6mm; font-size: 0.92em; }
    .notes { margin-top: 4mm; font-size: 0.85em; }
    .notes p { margin: 2px 0; }
    ${manualPageCss}
  `;
  return assemble(ctx, css, body, footerColumns(ctx, '6.5pt'), {
    top: '12mm',
    bottom: style.footer === 'page' ? '30mm' : '14mm',
    left: '16mm',
    right: '14mm',
  });
};
