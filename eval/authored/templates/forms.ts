import { countryName } from '../data/countries.ts';
import type { Line } from '../model.ts';
import { addDays } from '../locale/format.ts';
import type { LabelKey } from '../locale/labels.ts';
import {
  type Ctx,
  type Rendered,
  addressLines,
  assemble,
  esc,
  hsText,
  idLines,
  massDecimals,
  originText,
  quantityText,
  totalRows,
} from './common.ts';
import { FORM_WORDS, type FormWords } from './form-words.ts';

/** Boxed commercial-invoice forms: each value in a ruled box, its label small in the top-left corner. */

/** A label in the document's language, and in the second language under it on bilingual forms. */
const bi = (ctx: Ctx, key: LabelKey): string => {
  const second = ctx.doc.second?.labels[key];
  return second && second !== ctx.L[key] ? `${ctx.L[key]} / ${second}` : ctx.L[key];
};

const biWord = (ctx: Ctx, key: keyof FormWords): string => {
  const first = FORM_WORDS[ctx.doc.lang][key];
  const second = ctx.doc.second ? FORM_WORDS[ctx.doc.second.lang][key] : undefined;
  return second && second !== first ? `${first} / ${second}` : first;
};

const box = (label: string, value: string, extra = ''): string =>
  `<div class="box" ${extra}><div class="bl">${esc(label)}</div><div class="bv">${value}</div></div>`;

const partyValue = (ctx: Ctx, which: 'seller' | 'buyer' | 'consignee'): string => {
  const { doc } = ctx;
  const party =
    which === 'seller' ? doc.seller : which === 'buyer' ? doc.buyer : (doc.shipTo ?? doc.buyer);
  const ids =
    which === 'seller'
      ? doc.show.sellerId
      : which === 'buyer' || !doc.shipTo
        ? doc.show.buyerId
        : 'none';
  const country = which === 'seller' ? doc.show.sellerCountry : true;
  return [
    `<b>${esc(party.name)}</b>`,
    ...addressLines(ctx, party, country).map(esc),
    ...idLines(ctx, party, ids),
  ].join('<br>');
};

const originHeader = (ctx: Ctx): string => {
  const code = ctx.doc.lines[0]?.origin ?? ctx.doc.seller.country;
  return esc(ctx.doc.style.originAs === 'code' ? code : countryName(code, ctx.doc.lang));
};

const formCss = (ctx: Ctx): string => `
  .ftitle { font-size: ${ctx.doc.second ? 12 : 15}pt; font-weight: bold; letter-spacing: 0.04em; margin-bottom: 4px; }
  .fsub { font-size: 0.8em; color: #333; margin-bottom: 6px; }
  .fgrid { display: grid; border-top: 0.9pt solid #000; border-left: 0.9pt solid #000; }
  .box { border-right: 0.9pt solid #000; border-bottom: 0.9pt solid #000; padding: 2px 5px 4px; min-height: 11mm; }
  .bl { font-size: 6.3pt; color: #222; line-height: 1.15; margin-bottom: 2px; }
  .bv { font-size: 1em; }
  table.fgoods { width: 100%; border-collapse: collapse; font-size: 0.88em; }
  table.fgoods th { border: 0.9pt solid #000; font-size: 6.5pt; font-weight: normal; text-align: left; vertical-align: top; padding: 2px 3px; background: ${ctx.rng.chance(0.5) ? '#eee' : '#fff'}; }
  table.fgoods td { border-left: 0.9pt solid #000; border-right: 0.9pt solid #000; padding: 3px; vertical-align: top; }
  table.fgoods tbody tr:last-child td { border-bottom: 0.9pt solid #000; }
  .decl { font-size: 0.8em; }
  .sig { height: 14mm; }
`;

const finish = (ctx: Ctx, body: string): Rendered =>
  assemble(ctx, formCss(ctx), body, undefined, {
    top: '10mm',
    bottom: '10mm',
    left: '11mm',
    right: '11mm',
  });

const marksCell = (ctx: Ctx, rows: number): string =>
  `<td rowspan="${rows}" style="font-size:0.85em;width:24mm">${esc(ctx.doc.marks).replace(/ \/ /g, '<br>')}</td>`;

/** The numbered form: 1. Exporter ... 24. Signature. */
export const formNumbered = (ctx: Ctx): Rendered => {
  const { doc, f } = ctx;
  const { show } = doc;
  const decimals = massDecimals(ctx);
  const t = doc.transport;
  const transportText = [t.modeText, t.vessel, t.container, t.truck, t.waybill]
    .filter(Boolean)
    .map((x) => esc(x ?? ''))
    .join('<br>');
  const sameBuyer = !doc.shipTo;
  let n = 0;
  const num = (label: string) => `${++n}. ${label}`;
  const grid = `<div class="fgrid" style="grid-template-columns: 1fr 1fr 1fr 1fr">
    ${box(num(`${bi(ctx, 'exporter')} (${biWord(ctx, 'nameAddress')})`), partyValue(ctx, 'seller'), 'style="grid-column: span 2; grid-row: span 2"')}
    ${box(num(biWord(ctx, 'invoiceNoDate')), `<b>${esc(doc.number)}</b><br>${esc(f.date(doc.date))}`, 'style="grid-column: span 2"')}
    ${box(num(bi(ctx, 'orderNo')), esc(doc.references[0]?.value ?? ''))}
    ${box(num(bi(ctx, 'payment')), esc(doc.paymentTerms))}
    ${box(num(bi(ctx, 'consignee')), partyValue(ctx, 'consignee'), 'style="grid-column: span 2"')}
    ${box(num(biWord(ctx, 'buyerIfOther')), sameBuyer ? esc(biWord(ctx, 'sameAsConsignee')) : partyValue(ctx, 'buyer'), 'style="grid-column: span 2"')}
    ${box(num(bi(ctx, 'incoterm')), esc(doc.incoterm.printed))}
    ${box(num(bi(ctx, 'originGoods')), show.origin === 'header' ? originHeader(ctx) : esc(doc.lang === 'en' ? 'See below' : doc.lang === 'de' ? 'siehe unten' : doc.lang === 'nl' ? 'zie hieronder' : 'voir ci-dessous'))}
    ${box(num(bi(ctx, 'destination')), esc(countryName(doc.destinationCountry, doc.lang)))}
    ${box(num(bi(ctx, 'transport')), transportText)}
  </div>`;
  const heads = [
    num(bi(ctx, 'marks')),
    num(biWord(ctx, 'numberKind')),
    num(biWord(ctx, 'descGoods')),
    num(bi(ctx, 'colHs')),
    ...(show.origin === 'column' ? [num(bi(ctx, 'colOrigin'))] : []),
    num(bi(ctx, 'colQty')),
    num(`${bi(ctx, 'colUnitPrice')} (${doc.currency})`),
    num(`${bi(ctx, 'colAmount')} (${doc.currency})`),
  ];
  const rows = doc.lines
    .map((line: Line, index) => {
      const cells = [
        ...(index === 0 ? [marksCell(ctx, doc.lines.length)] : []),
        `<td>${line.packages} ${esc(line.packText)}</td>`,
        `<td>${esc(line.description)}${show.article ? `<br><span style="font-size:0.85em">${esc(line.article)}</span>` : ''}</td>`,
        `<td class="nowrap">${hsText(ctx, line.cn)}</td>`,
        ...(show.origin === 'column'
          ? [`<td class="c">${esc(originText(ctx, line.origin))}</td>`]
          : []),
        `<td class="n">${esc(quantityText(ctx, line))}${show.unit === 'column' ? ` ${esc(line.unitText)}` : ''}</td>`,
        `<td class="n">${f.num(line.unitPrice, line.priceDecimals)}</td>`,
        `<td class="n">${f.amount(line.amount)}</td>`,
      ];
      return `<tr>${cells.join('')}</tr>`;
    })
    .join('');
  const table = `<table class="fgoods"><thead><tr>${heads.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table>`;
  const bottom = `<div class="fgrid" style="grid-template-columns: 1fr 1fr 1fr 1fr; border-top: none">
    ${box(num(bi(ctx, 'totalPackages')), esc(doc.packagesText))}
    ${box(num(bi(ctx, 'totalNetMass')), f.kg(doc.netMass, decimals))}
    ${box(num(bi(ctx, 'totalGrossMass')), f.kg(doc.grossMass, decimals))}
    ${box(num(biWord(ctx, 'totalValue')), `<b>${esc(f.moneyText(doc.grossTotal))}</b>`)}
    ${box(num(`${biWord(ctx, 'placeDate')}, ${bi(ctx, 'signature')}`), `<div class="decl">${esc(biWord(ctx, 'declaration'))}</div><div>${esc(doc.seller.city)}, ${esc(f.date(doc.date))}</div><div class="sig"></div>`, 'style="grid-column: span 4"')}
  </div>`;
  const body = `<div class="ftitle">${esc(bi(ctx, 'titleInvoice').toUpperCase())}</div>${grid}${table}${bottom}`;
  return finish(ctx, body);
};

/** The courier's form: shipper, consignee and importer side by side, one row per line with weight. */
export const formCourier = (ctx: Ctx): Rendered => {
  const { doc, f } = ctx;
  const { show } = doc;
  const decimals = massDecimals(ctx);
  const exportDate = f.date(addDays(doc.date, 1));
  const top = `<div style="display:flex;justify-content:space-between;align-items:flex-end;margin-bottom:6px">
    <div style="flex:1"><div class="ftitle">${esc(bi(ctx, 'titleInvoice').toUpperCase())}</div><div class="fsub">${esc(doc.seller.name)}</div></div>
    <div class="fgrid" style="grid-template-columns: repeat(4, minmax(0, 1fr)); width: 122mm; flex: none">
      ${box(biWord(ctx, 'dateOfExport'), esc(exportDate))}
      ${box(biWord(ctx, 'tracking'), esc(doc.transport.waybill ?? doc.transport.truck ?? doc.transport.container ?? ''))}
      ${box(bi(ctx, 'invoiceNo'), `<b>${esc(doc.number)}</b>`)}
      ${box(bi(ctx, 'invoiceDate'), esc(f.date(doc.date)))}
    </div>
  </div>`;
  const importer = doc.shipTo ? partyValue(ctx, 'buyer') : esc(biWord(ctx, 'sameAsConsignee'));
  const parties = `<div class="fgrid" style="grid-template-columns: 1fr 1fr 1fr">
    ${box(bi(ctx, 'exporter'), partyValue(ctx, 'seller'))}
    ${box(bi(ctx, 'consignee'), partyValue(ctx, 'consignee'))}
    ${box(biWord(ctx, 'importer'), importer)}
    ${box(biWord(ctx, 'reason'), esc(biWord(ctx, 'sale')))}
    ${box(bi(ctx, 'incoterm'), esc(doc.incoterm.printed))}
    ${box(bi(ctx, 'currency'), esc(doc.currency))}
    ${box(bi(ctx, 'totalPackages'), esc(doc.packagesText))}
    ${box(bi(ctx, 'totalGrossMass'), f.kg(doc.grossMass, decimals))}
    ${box(bi(ctx, 'marks'), esc(doc.marks))}
  </div>`;
  const heads = [
    bi(ctx, 'colPackages'),
    bi(ctx, 'colKind'),
    biWord(ctx, 'descGoods'),
    bi(ctx, 'colHs'),
    biWord(ctx, 'manufacture'),
    bi(ctx, 'colQty'),
    biWord(ctx, 'uom'),
    biWord(ctx, 'weight'),
    bi(ctx, 'colUnitPrice'),
    bi(ctx, 'colAmount'),
  ];
  const rows = doc.lines
    .map(
      (line) => `<tr>
      <td class="n">${line.packages}</td><td>${esc(line.packText)}</td>
      <td>${esc(line.description)}${show.article ? ` (${esc(line.article)})` : ''}</td>
      <td class="nowrap">${hsText(ctx, line.cn)}</td><td class="c">${esc(originText(ctx, line.origin))}</td>
      <td class="n">${f.qty(line.quantity, line.quantityDecimals || undefined)}</td><td class="c">${esc(line.unitText)}</td>
      <td class="n">${f.num(line.grossMass, decimals)}</td>
      <td class="n">${f.num(line.unitPrice, line.priceDecimals)}</td><td class="n">${f.amount(line.amount)}</td></tr>`,
    )
    .join('');
  const table = `<table class="fgoods" style="margin-top:6px"><thead><tr>${heads.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table>`;
  const sums = totalRows(ctx)
    .map(([k, v, strong]) =>
      box(strong ? biWord(ctx, 'totalValue') : k, strong ? `<b>${esc(v)}</b>` : esc(v)),
    )
    .join('');
  const bottom = `<div style="display:flex;gap:6mm;margin-top:6px">
    <div style="flex:1.4" class="fgrid">${box(`${biWord(ctx, 'placeDate')}, ${bi(ctx, 'signature')}`, `<div class="decl">${esc(biWord(ctx, 'declaration'))}</div><div>${esc(doc.seller.city)}, ${esc(f.date(doc.date))}</div><div class="sig"></div>`)}</div>
    <div style="flex:1" class="fgrid" >${sums}</div>
  </div>`;
  return finish(ctx, `${top}${parties}${table}${bottom}`);
};

/** A grid form with the company's letterhead: boxes in two columns, the full table, weight boxes. */
export const formGrid = (ctx: Ctx): Rendered => {
  const { doc, f } = ctx;
  const { show, style } = doc;
  const decimals = massDecimals(ctx);
  const t = doc.transport;
  const head = `<div style="display:flex;justify-content:space-between;align-items:center;margin-bottom:6px">
    <div style="font-size:13pt;font-weight:bold;color:${style.accent}">${esc(doc.seller.name)}</div>
    <div class="ftitle">${esc(bi(ctx, 'titleCombined'))}</div></div>`;
  const grid = `<div class="fgrid" style="grid-template-columns: 1fr 1fr 1fr">
    ${box(bi(ctx, 'seller'), partyValue(ctx, 'seller'), 'style="grid-row: span 2"')}
    ${box(bi(ctx, 'invoiceNo'), `<b>${esc(doc.number)}</b>`)}
    ${box(bi(ctx, 'invoiceDate'), esc(f.date(doc.date)))}
    ${box(bi(ctx, 'orderNo'), esc(doc.references[0]?.value ?? ''))}
    ${box(bi(ctx, 'packingNo'), esc(doc.packingNumber ?? ''))}
    ${box(bi(ctx, 'buyer'), partyValue(ctx, 'buyer'))}
    ${box(bi(ctx, 'consignee'), doc.shipTo ? partyValue(ctx, 'consignee') : esc(FORM_WORDS[doc.lang].sameAsConsignee))}
    ${box(bi(ctx, 'incoterm'), esc(doc.incoterm.printed))}
    ${box(bi(ctx, 'payment'), esc(doc.paymentTerms))}
    ${box(bi(ctx, 'currency'), esc(doc.currency))}
    ${box(bi(ctx, 'originGoods'), show.origin === 'header' ? originHeader(ctx) : '')}
    ${box(
      bi(ctx, 'transport'),
      [t.modeText, t.vessel, t.container, t.truck, t.waybill]
        .filter(Boolean)
        .map((x) => esc(x ?? ''))
        .join(' · '),
    )}
    ${box(bi(ctx, 'marks'), esc(doc.marks))}
  </div>`;
  const heads = [
    bi(ctx, 'colPos'),
    bi(ctx, 'colDescription'),
    bi(ctx, 'colHs'),
    ...(show.origin === 'column' ? [bi(ctx, 'colOrigin')] : []),
    bi(ctx, 'colPackages'),
    bi(ctx, 'colQty'),
    bi(ctx, 'colNet'),
    bi(ctx, 'colGross'),
    bi(ctx, 'colUnitPrice'),
    bi(ctx, 'colAmount'),
  ];
  const rows = doc.lines
    .map(
      (line) => `<tr><td class="c">${line.pos}</td>
      <td>${esc(line.description)}${show.article ? `<br><span style="font-size:0.85em">${esc(line.article)}</span>` : ''}</td>
      <td class="nowrap">${hsText(ctx, line.cn)}</td>
      ${show.origin === 'column' ? `<td class="c">${esc(originText(ctx, line.origin))}</td>` : ''}
      <td class="nowrap">${line.packages} ${esc(line.packText)}</td>
      <td class="n">${esc(quantityText(ctx, line))}${show.unit === 'column' ? ` ${esc(line.unitText)}` : ''}</td>
      <td class="n">${f.num(line.netMass, decimals)}</td><td class="n">${f.num(line.grossMass, decimals)}</td>
      <td class="n">${f.num(line.unitPrice, line.priceDecimals)}</td><td class="n">${f.amount(line.amount)}</td></tr>`,
    )
    .join('');
  const table = `<table class="fgoods" style="margin-top:6px"><thead><tr>${heads.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table>`;
  const bottom = `<div class="fgrid" style="grid-template-columns: 1fr 1fr 1fr 1fr; margin-top:6px">
    ${box(bi(ctx, 'totalPackages'), esc(doc.packagesText))}
    ${box(bi(ctx, 'totalNetMass'), f.kg(doc.netMass, decimals))}
    ${box(bi(ctx, 'totalGrossMass'), f.kg(doc.grossMass, decimals))}
    ${box(bi(ctx, 'totalAmount'), `<b>${esc(f.moneyText(doc.grossTotal))}</b>`)}
    ${box(bi(ctx, 'signature'), `<div>${esc(doc.seller.city)}, ${esc(f.date(doc.date))}</div><div class="sig"></div>`, 'style="grid-column: span 4"')}
  </div>`;
  return finish(ctx, `${head}${grid}${table}${bottom}`);
};
