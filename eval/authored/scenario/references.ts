import type { Company, DocKind, Lang, Reference, Transport, Ymd } from '../model.ts';
import type { Labels } from '../locale/labels.ts';
import type { Rng } from '../random.ts';
import { containerNumber } from '../data/ids.ts';
import { placeName } from '../data/countries.ts';
import { addDays, formatDate } from '../locale/format.ts';
import { modeText } from '../locale/notes.ts';

/** Numbers and references the way each country's software prints them. */

const pad = (value: number, size: number): string => String(value).padStart(size, '0');

export const documentDate = (rng: Rng): Ymd => {
  for (;;) {
    const date = addDays({ y: 2026, m: 1, d: 5 }, rng.int(0, 170));
    const weekday = new Date(Date.UTC(date.y, date.m - 1, date.d)).getUTCDay();
    if (weekday !== 0 && weekday !== 6) return date;
  }
};

export const invoiceNumber = (seller: Company, kind: DocKind, date: Ymd, rng: Rng): string => {
  const y = date.y;
  const yy = pad(y % 100, 2);
  const mm = pad(date.m, 2);
  const n = rng.int(112, 4890);
  const patterns: Readonly<Record<string, readonly string[]>> = {
    DE: [`RE-${y}-${pad(n, 5)}`, `${y}${pad(n, 5)}`, `RG${yy}-${pad(n, 5)}`, `90${pad(n * 7, 6)}`],
    AT: [`${y}-${pad(n, 5)}`, `AR ${yy}/${pad(n, 4)}`],
    CH: [`${yy}-${pad(n, 5)}`, `RE ${y}-${pad(n, 4)}`],
    NL: [`${y}${pad(n, 4)}`, `F${yy}-${pad(n, 4)}`, `VF${y}.${pad(n, 4)}`],
    BE: [`${y}/${pad(n, 4)}`, `FV${yy}/${pad(n, 5)}`, `${yy}${pad(n, 6)}`, `${y}-F-${pad(n, 4)}`],
    FR: [`F${y}-${pad(n, 4)}`, `FA${yy}${pad(n, 5)}`, `FC-${y}-${pad(n, 5)}`],
    GB: [`INV-${pad(n * 3, 5)}`, `SI${pad(n * 11, 6)}`],
    US: [`${pad(n * 31, 6)}`, `INV${pad(n * 13, 7)}`],
    CN: [
      `HD${yy}${mm}${pad(n % 1000, 3)}`,
      `BW-${y}${mm}${pad(date.d, 2)}-0${rng.int(1, 4)}`,
      `JSST${yy}-${pad(n % 1000, 3)}`,
    ],
    TR: [
      `${seller.name.slice(0, 3).toUpperCase().replace('İ', 'I')}${y}${pad(n, 9)}`,
      `EXP-${y}/${pad(n % 1000, 3)}`,
    ],
    IN: [`CHT/EXP/${pad(n % 1000, 3)}/${yy}-${pad((y % 100) + 1, 2)}`],
  };
  const base = rng.pick(patterns[seller.country] ?? [`${y}-${pad(n, 5)}`]);
  if (kind !== 'proforma') return base;
  return rng.pick([`PF-${y}-${pad(n % 1000, 3)}`, `PRO${yy}${pad(n, 4)}`, `${base}-PF`]);
};

export const packingNumber = (invoice: string, rng: Rng): string =>
  rng.pick([
    `PL-${invoice.replace(/^[A-Z]+-?/, '')}`,
    `${invoice}/PL`,
    `LS-${rng.digits(8)}`,
    `PL${rng.digits(6)}`,
  ]);

export interface References {
  readonly list: readonly Reference[];
  readonly orderNo: string;
}

/** Order, customer, delivery-note and other numbers a document prints beside its own number. */
export const references = (
  lang: Lang,
  L: Labels,
  date: Ymd,
  datePattern: string,
  rng: Rng,
): References => {
  const orderDate = formatDate(addDays(date, -rng.int(8, 40)), datePattern, lang);
  const po = rng.pick([
    `4500${rng.digits(6, true)}`,
    `PO-${date.y}-${rng.digits(4, true)}`,
    `${rng.digits(6)}`,
    `BE/PO/${date.y % 100}/${rng.digits(4, true)}`,
  ]);
  const withDate = rng.chance(0.4);
  const on: Readonly<Record<Lang, string>> = { de: 'vom', nl: 'van', fr: 'du', en: 'dated' };
  const list: Reference[] = [
    { label: L.orderNo, value: withDate ? `${po} ${on[lang]} ${orderDate}` : po },
  ];
  if (rng.chance(0.7))
    list.push({
      label: L.customerNo,
      value: rng.pick([rng.digits(5), `D${rng.digits(5)}`, `${rng.digits(3)}-${rng.digits(3)}`]),
    });
  if (rng.chance(0.5))
    list.push({
      label: L.deliveryNote,
      value: rng.pick([`LS-${date.y}-${rng.digits(4, true)}`, rng.digits(8), `DN${rng.digits(6)}`]),
    });
  if (rng.chance(0.4))
    list.push({
      label: L.ourRef,
      value: rng.pick([
        `AB-${date.y % 100}-${rng.digits(4, true)}`,
        `SO-${rng.digits(6)}`,
        `${rng.digits(7)}`,
      ]),
    });
  return { list: rng.shuffle(list), orderNo: po };
};

const PORTS: Readonly<Record<string, readonly string[]>> = {
  DE: ['Hamburg', 'Bremerhaven', 'Antwerpen'],
  AT: ['Antwerpen', 'Hamburg'],
  CH: ['Antwerpen', 'Rotterdam'],
  NL: ['Rotterdam'],
  BE: ['Antwerpen', 'Zeebrugge'],
  FR: ['Le Havre', 'Antwerpen'],
  GB: ['Felixstowe', 'Southampton'],
  US: ['Chicago', 'Savannah'],
  CN: ['Ningbo', 'Shanghai'],
  TR: ['Mersin', 'İzmir'],
  IN: ['Chennai', 'Tuticorin'],
};

const DESTINATION_PORTS: Readonly<Record<string, string>> = {
  BE: 'Antwerpen',
  AE: 'Jebel Ali',
  MA: 'Casablanca',
  CA: 'Montréal',
  CN: 'Shanghai',
  US: 'New York',
  NO: 'Bergen',
  GB: 'Felixstowe',
  TR: 'Ambarlı',
};

const VESSELS = [
  'MSC LORENA',
  'NORTHERN VIGOUR',
  'CMA CGM ORINOCO',
  'MAERSK KALMAR',
  'COSCO ADRIATIC',
  'ONE HARMONY',
  'HAPAG ELBE EXPRESS',
];

const plate = (country: string, rng: Rng): string => {
  const letters = () => String.fromCharCode(65 + rng.int(0, 25));
  switch (country) {
    case 'DE':
      return `${rng.pick(['NT', 'SI', 'DU', 'HO', 'HH'])}-${letters()}${letters()} ${rng.int(100, 9999)}`;
    case 'BE':
      return `${rng.int(1, 2)}-${letters()}${letters()}${letters()}-${rng.int(100, 999)}`;
    case 'NL':
      return `${letters()}${letters()}-${rng.int(100, 999)}-${letters()}`;
    case 'FR':
      return `${letters()}${letters()}-${rng.int(100, 999)}-${letters()}${letters()}`;
    case 'GB':
      return `${letters()}${letters()}${rng.int(20, 25)} ${letters()}${letters()}${letters()}`;
    case 'TR':
      return `${rng.int(10, 81)} ${letters()}${letters()} ${rng.int(100, 9999)}`;
    default:
      return `${letters()}${letters()} ${rng.int(1000, 99999)}`;
  }
};

const airWaybill = (rng: Rng): string => {
  const prefix = rng.pick(['020', '057', '074', '125', '176']);
  const serial = rng.int(1000000, 9999999);
  const body = `${serial}${serial % 7}`;
  return `${prefix}-${body.slice(0, 4)} ${body.slice(4)}`;
};

export const transport = (
  mode: 'road' | 'sea' | 'air',
  seller: Company,
  buyer: Company,
  lang: Lang,
  rng: Rng,
): Transport => {
  const text = modeText(mode, lang, rng);
  switch (mode) {
    case 'sea':
      return {
        mode,
        modeText: text,
        vessel: `${rng.pick(VESSELS)} / ${rng.digits(3, true)}${rng.pick(['E', 'W', 'N', 'S'])}`,
        container: containerNumber(rng, rng.pick(['MSCU', 'MAEU', 'CMAU', 'HLXU', 'TGHU', 'OOLU'])),
        portLoading: placeName(rng.pick(PORTS[seller.country] ?? ['Antwerpen']), lang),
        portDischarge: placeName(DESTINATION_PORTS[buyer.country] ?? buyer.city, lang),
      };
    case 'air':
      return { mode, modeText: text, waybill: airWaybill(rng) };
    case 'road':
      return { mode, modeText: text, truck: plate(seller.country, rng) };
  }
};

/** Shipping marks as painted on the packages. */
export const shippingMarks = (
  buyer: Company,
  orderNo: string,
  packages: number,
  lang: Lang,
  rng: Rng,
): string => {
  const words = buyer.name.replace(/[.,]/g, '').split(' ');
  const short = words
    .slice(0, words[1] && words[1].length <= 2 ? 3 : 2)
    .join(' ')
    .toUpperCase();
  const place = placeName(buyer.city, lang).toUpperCase();
  const range = rng.pick([
    `1-${packages}`,
    `C/NO. 1-${packages}`,
    `1/${packages}`,
    `NO. 1-${packages}`,
  ]);
  if (rng.chance(0.08)) return 'N/M';
  return rng.pick([
    `${short} / ${place} / ${range}`,
    `${short} / ${place} / ${orderNo} / ${range}`,
    `${short} - ${place} - ${range}`,
  ]);
};
