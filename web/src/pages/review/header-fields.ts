import type { Regime } from '../../api/types.ts';
import type { MessageId } from '../../i18n/messages/index.ts';

/** How a header value is typed, and which reference list its picker offers. */
export type HeaderKind =
  | { readonly type: 'text'; readonly upper?: boolean }
  | { readonly type: 'number'; readonly whole?: boolean }
  | { readonly type: 'day' }
  | { readonly type: 'list'; readonly list: string }
  | { readonly type: 'country' }
  | { readonly type: 'incoterm' }
  | { readonly type: 'office'; readonly role?: string }
  | { readonly type: 'locode' };

export interface HeaderField {
  /** JSON Pointer into the declaration. */
  readonly path: string;
  readonly label: MessageId;
  readonly kind: HeaderKind;
}

export interface HeaderSection {
  readonly title: MessageId;
  readonly fields: readonly HeaderField[];
}

const field = (path: string, label: MessageId, kind: HeaderKind): HeaderField => ({
  path,
  label,
  kind,
});
const text: HeaderKind = { type: 'text' };
const number: HeaderKind = { type: 'number' };
const country: HeaderKind = { type: 'country' };

const invoice = (regime: Regime): HeaderSection => ({
  title: 'review.section.header',
  fields: [
    field('/shipment/invoice_number', 'dossier.shipment.invoice_number', text),
    field('/shipment/invoice_date', 'dossier.shipment.invoice_date', { type: 'day' }),
    field('/shipment/currency', 'dossier.shipment.currency', {
      type: 'list',
      list: 'CurrencyCodes',
    }),
    field('/shipment/total_invoice_amount', 'dossier.shipment.total_invoice_amount', number),
    field('/shipment/incoterm', 'dossier.shipment.incoterm', { type: 'incoterm' }),
    field('/shipment/incoterm_location', 'dossier.shipment.incoterm_location', {
      type: 'locode',
    }),
    field('/shipment/country_of_dispatch', 'dossier.shipment.country_of_dispatch', country),
    field('/shipment/country_of_destination', 'dossier.shipment.country_of_destination', country),
    ...(regime === 'IM'
      ? [field('/shipment/exchange_rate_to_eur', 'dossier.shipment.exchange_rate_to_eur', number)]
      : []),
  ],
});

const totals: HeaderSection = {
  title: 'review.section.totals',
  fields: [
    field('/totals/invoice_amount', 'dossier.totals.invoice_amount', number),
    field('/totals/gross_mass', 'dossier.totals.gross_mass', number),
    field('/totals/net_mass', 'dossier.totals.net_mass', number),
    field('/totals/packages', 'dossier.totals.packages', { type: 'number', whole: true }),
  ],
};

const mode = field('/transport/mode_at_border', 'dossier.transport.mode_at_border', {
  type: 'list',
  list: 'TransportModeCode',
});
const nationality = (path: string, label: MessageId) =>
  field(path, label, { type: 'list', list: 'Nationality' });

const transport = (regime: Regime): HeaderSection => ({
  title: 'review.section.transport',
  fields:
    regime === 'T1' || regime === 'T2'
      ? [
          field('/transport/departure_means_id', 'dossier.transport.departure_means_id', text),
          nationality(
            '/transport/departure_means_nationality',
            'dossier.transport.departure_means_nationality',
          ),
          mode,
          field('/transport/border_means_id', 'dossier.transport.border_means_id', text),
          nationality(
            '/transport/border_means_nationality',
            'dossier.transport.border_means_nationality',
          ),
          // Every transit names where the goods are loaded, by its UN/LOCODE (C0403, C0387).
          field('/loading_location/loading_place_code', 'dossier.loading_location.loading_place', {
            type: 'text',
            upper: true,
          }),
        ]
      : [
          mode,
          field('/transport/border_means_id', 'dossier.transport.border_means_id', text),
          nationality(
            '/transport/border_means_nationality',
            'dossier.transport.border_means_nationality',
          ),
          field('/transport/inland_means_id', 'dossier.transport.inland_means_id', text),
        ],
});

const office = (member: string, role?: string) =>
  field(`/customs_offices/${member}`, `dossier.customs_offices.${member}` as MessageId, {
    type: 'office',
    ...(role ? { role } : {}),
  });

const OFFICES: Record<Regime, readonly HeaderField[]> = {
  IM: [office('import')],
  EX: [office('export', 'EXP'), office('exit', 'EXT')],
  T1: [office('departure', 'DEP'), office('transit', 'TRA'), office('destination', 'DES')],
  T2: [office('departure', 'DEP'), office('transit', 'TRA'), office('destination', 'DES')],
};

/** The parties each regime's review shows, in the order a declarant reads an invoice. */
export const PARTIES: Record<Regime, readonly string[]> = {
  IM: ['seller', 'exporter', 'buyer', 'importer', 'consignee'],
  EX: ['exporter', 'consignee', 'seller', 'buyer'],
  T1: ['consignor', 'consignee', 'transit_principal'],
  T2: ['consignor', 'consignee', 'transit_principal'],
};

export const PARTY_FIELDS: readonly { member: string; kind: HeaderKind }[] = [
  { member: 'name', kind: text },
  { member: 'eori', kind: { type: 'text', upper: true } },
  { member: 'vat_number', kind: { type: 'text', upper: true } },
  { member: 'street_and_number', kind: text },
  { member: 'postcode', kind: text },
  { member: 'city', kind: text },
  { member: 'country', kind: country },
];

/** The header sections of a regime's review page. */
export const headerSections = (regime: Regime): readonly HeaderSection[] => [
  invoice(regime),
  totals,
  transport(regime),
  { title: 'review.section.offices', fields: OFFICES[regime] },
];
