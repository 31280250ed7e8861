import { countryName } from '../data/countries.ts';
import { DICTIONARIES } from '../locale/labels.ts';
import { amountInWords } from '../locale/words.ts';
import {
  type Column,
  type Ctx,
  type Rendered,
  addressLines,
  assemble,
  closingNotes,
  columnsOf,
  esc,
  goodsClass,
  introOf,
  kgWord,
  lbl,
  massDecimals,
  partyBlock,
  standardKeys,
  tableHead,
  tableRows,
  totalRows,
} from './common.ts';

/**
 * The exporter's invoice as shipping offices in China, Turkey and India print it (and many
 * European export desks too): centred letterhead, a ruled grid of parties and shipping data,
 * marks in the first column of the goods table, the total in words and a stamp.
 */
export const exportLayout = (ctx: Ctx): Rendered => {
  const { doc, L, f, rng } = ctx;
  const { show, style } = doc;
  const s = doc.seller;
  const en = doc.lang === 'en';
  const number = doc.number;
  const head = `<div class="ehead">
    <div class="ename">${esc(s.name.toUpperCase())}</div>
    <div class="eaddr">${addressLines(ctx, s, show.sellerCountry).map(esc).join(', ')}</div>
    <div class="eaddr">${esc(L.tel)} ${esc(s.phone)} &nbsp; ${esc(L.email)} ${esc(s.email)}${s.web ? ` &nbsp; ${esc(s.web)}` : ''}</div>
    <div class="etitle">${esc(doc.title.toUpperCase())}</div>
  </div>`;
  const consignee = doc.shipTo && show.shipTo ? doc.shipTo : doc.buyer;
  const buyerBox =
    doc.shipTo && show.shipTo
      ? partyBlock(ctx, L.buyer, doc.buyer, { ids: show.buyerId, country: true })
      : `<div class="party"><div class="party-title">${esc(L.notify)}</div><div>${esc(en ? 'SAME AS CONSIGNEE' : doc.lang === 'de' ? 'wie Empfänger' : doc.lang === 'nl' ? 'zelfde als geadresseerde' : 'identique au destinataire')}</div></div>`;
  const cell = (label: string, value: string) =>
    `<div class="cl">${esc(label)}</div><div class="cv">${value}</div>`;
  const right: string[] = [
    cell(L.invoiceNo, `<b>${esc(number)}</b>`),
    cell(L.date, esc(f.date(doc.date))),
  ];
  if (doc.packingNumber && rng.chance(0.5)) right.push(cell(L.packingNo, esc(doc.packingNumber)));
  const order = doc.references[0];
  if (order) right.push(cell(order.label, esc(order.value)));
  const t = doc.transport;
  const shipping: [string, string][] = [];
  if (t.portLoading) shipping.push([L.portLoading, t.portLoading]);
  if (t.portDischarge) shipping.push([L.portDischarge, t.portDischarge]);
  if (t.vessel) shipping.push([L.vessel, t.vessel]);
  if (t.container) shipping.push([L.container, t.container]);
  if (t.waybill) shipping.push(['AWB', t.waybill]);
  if (t.truck) shipping.push([L.transport, `${t.modeText} ${t.truck}`]);
  if (show.incoterm) shipping.push([L.incoterm, doc.incoterm.printed]);
  if (show.prices) shipping.push([L.payment, doc.paymentTerms]);
  if (show.origin === 'header') {
    const code = doc.lines[0]?.origin ?? s.country;
    shipping.push([
      L.originGoods,
      en ? countryName(code, 'en').toUpperCase() : countryName(code, doc.lang),
    ]);
  }
  const shippingGrid = `<div class="sgrid">${shipping.map(([k, v]) => `<div class="scell">${cell(k, esc(v))}</div>`).join('')}</div>`;
  const grid = `<div class="grid">
    <div class="g1">${partyBlock(ctx, en ? 'SHIPPER / EXPORTER' : L.exporter, s, { ids: show.sellerId, country: show.sellerCountry })}</div>
    <div class="g2">${right.map((r) => `<div class="rc">${r}</div>`).join('')}</div>
    <div class="g1">${partyBlock(ctx, en ? 'CONSIGNEE' : L.consignee, consignee, { ids: consignee === doc.buyer ? show.buyerId : 'none', country: true })}</div>
    <div class="g2">${buyerBox}</div>
  </div>`;
  // Marks first, then the usual columns without position numbers.
  const keys = standardKeys(ctx, { pos: false });
  const marks = show.marks;
  const columns = columnsOf(ctx, keys, marks ? 1 : 0);
  const marksHead =
    keys.length + 1 >= 10
      ? ([...DICTIONARIES[doc.lang].marks].sort((a, b) => a.length - b.length)[0] ?? L.marks)
      : L.marks;
  const decimals = massDecimals(ctx);
  const rows = tableRows(columns, doc.lines);
  const marksCell = marks
    ? `<td class="marks" rowspan="${doc.lines.length + 1}">${esc(doc.marks).replace(/ \/ /g, '<br>')}</td>`
    : '';
  const bodyRows = marks ? rows.replace('<tr>', `<tr>${marksCell}`) : rows;
  const totalCells = columns.map((c: Column) => {
    switch (c.key) {
      case 'description':
        return `<td class="t"><b>TOTAL</b></td>`;
      case 'amount':
        return `<td class="n"><b>${esc(f.moneyText(doc.goodsTotal))}</b></td>`;
      case 'packages':
        return `<td class="t"><b>${doc.packageCount}</b></td>`;
      case 'net':
        return `<td class="n"><b>${f.num(doc.netMass, decimals)}</b></td>`;
      case 'gross':
        return `<td class="n"><b>${f.num(
          doc.lines.reduce((sum, line) => sum + line.grossMass, 0),
          decimals,
        )}</b></td>`;
      default:
        return '<td></td>';
    }
  });
  const head2 = marks
    ? tableHead(columns).replace('<tr>', `<tr><th class="t">${esc(marksHead)}</th>`)
    : tableHead(columns);
  const table = `<table class="${goodsClass(columns.length + (marks ? 1 : 0))}">${head2}<tbody>${bodyRows}<tr class="tot">${totalCells.join('')}</tr></tbody></table>`;
  const totals =
    show.prices && (doc.charges.length > 0 || doc.show.vatLine)
      ? `<table class="totals">${totalRows(ctx)
          .map(
            ([k, v, strong]) =>
              `<tr class="${strong ? 'grand' : ''}"><td>${esc(k)}</td><td class="n">${esc(v)}</td></tr>`,
          )
          .join('')}</table>`
      : '';
  const words =
    show.prices && en && rng.chance(0.8)
      ? `<div class="words">${esc(amountInWords(doc.grossTotal, doc.currency))}</div>`
      : '';
  const summary: string[] = [];
  if (show.totalPackages) summary.push(`${lbl(ctx, L.totalPackages)} ${esc(doc.packagesText)}`);
  if (show.totalNet)
    summary.push(`${lbl(ctx, L.totalNetMass)} ${f.kg(doc.netMass, decimals, kgWord(ctx))}`);
  if (show.totalGross)
    summary.push(`${lbl(ctx, L.totalGrossMass)} ${f.kg(doc.grossMass, decimals, kgWord(ctx))}`);
  if (doc.volume > 0 && show.lineGross)
    summary.push(`${lbl(ctx, L.totalVolume)} ${f.num(doc.volume, 3)} m³`);
  const stamp = `<div class="sign">
    <div>${esc(en ? `FOR AND ON BEHALF OF ${s.name.toUpperCase()}` : s.name)}</div>
    <div class="stamp" style="border-color:${style.accent};color:${style.accent}">${esc(s.name.split(' ').slice(0, 2).join(' ').toUpperCase())}<br>${esc(en ? 'EXPORT DEPT.' : 'EXPORT')}</div>
    <div class="sigline">${esc(L.signature)}</div>
  </div>`;
  const body = `
    ${head}
    ${grid}
    ${shippingGrid}
    ${introOf(ctx)}
    ${table}
    ${totals}
    ${words}
    <div class="summary">${summary.map((x) => `<div>${x}</div>`).join('')}</div>
    <div class="notes">${closingNotes(ctx)
      .map((n) => `<p>${n}</p>`)
      .join('')}</div>
    ${stamp}
  `;
  const css = `
    .ehead { text-align: center; margin-bottom: 6px; }
    .ename { font-size: 16pt; font-weight: bold; letter-spacing: 0.02em; }
    .eaddr { font-size: 0.85em; }
    .etitle { font-size: 14pt; font-weight: bold; text-decoration: underline; margin-top: 8px; letter-spacing: 0.05em; }
    .grid { display: grid; grid-template-columns: 58% 42%; border: 0.8pt solid #222; }
    .grid > div { border: 0.5pt solid #222; padding: 4px 6px; min-height: 18mm; }
    .rc { margin-bottom: 3px; }
    .cl { font-size: 0.75em; color: #333; }
    .cv { }
    .sgrid { display: grid; grid-template-columns: repeat(3, 1fr); border-left: 0.8pt solid #222; border-right: 0.8pt solid #222; margin-bottom: 6px; }
    .scell { border: 0.5pt solid #222; padding: 3px 6px; }
    table.goods { width: 100%; font-size: 0.9em; }
    table.goods th { border: 0.6pt solid #222; padding: 3px; background: #f0f0f0; }
    table.goods td { border: 0.6pt solid #222; padding: 3px; vertical-align: top; }
    td.marks { font-size: 0.85em; width: 26mm; }
    tr.tot td { background: #fafafa; }
    .totals { margin: 6px 0 0 auto; }
    .words { margin-top: 6px; font-weight: bold; font-size: 0.9em; }
    .summary { margin-top: 6px; }
    .notes { font-size: 0.85em; margin-top: 6px; }
    .notes p { margin: 2px 0; }
    .sign { margin-top: 10mm; width: 75mm; margin-left: auto; text-align: center; position: relative; break-inside: avoid; }
    .stamp { display: inline-block; border: 2px solid; border-radius: 50%; width: 34mm; height: 34mm; padding-top: 11mm; font-size: 7pt; font-weight: bold; opacity: 0.75; transform: rotate(-12deg); margin: 4px 0; }
    .sigline { border-top: 0.6pt solid #222; padding-top: 2px; font-size: 0.85em; }
  `;
  return assemble(ctx, css, body, undefined, {
    top: '12mm',
    bottom: '12mm',
    left: '12mm',
    right: '12mm',
  });
};
