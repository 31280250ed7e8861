// The shapes of docs/web-api.md, as the app reads them. The server is the authority; these types
// only say what the pages use, so a member the server adds later does no harm.

export const REGIMES = ['IM', 'EX', 'T1', 'T2'] as const;
export type Regime = (typeof REGIMES)[number];

export const STATUSES = [
  'Queued',
  'Processing',
  'Review',
  'Approved',
  'Ready',
  'Submitted',
  'Failed',
] as const;
export type DossierStatus = (typeof STATUSES)[number];

export const SOURCES = ['Manual', 'ApiIngestion', 'ServiceBusIngestion'] as const;
export type DossierSource = (typeof SOURCES)[number];

export const ROLES = ['Admins', 'SuperUsers', 'Users'] as const;

export interface Branding {
  titlePlain: string;
  titleHtml: string | null;
  mainColor: string | null;
}

export interface Session {
  user: { name: string; email: string | null; roles: string[] };
  csrfToken: string;
  mode: 'oidc' | 'local';
  branding: Branding;
  environment: string | null;
}

export interface DossierClient {
  code: string;
  name?: string;
  identification_number?: string | null;
  is_customs_client?: boolean;
}

export interface DossierSummary {
  uuid: string;
  ucr: string;
  regime: Regime;
  status: DossierStatus;
  source: DossierSource;
  ingestionPartner: string | null;
  partnerDisplay: string | null;
  requiresReview: boolean;
  autoDispatch: string | null;
  containerNumber: string | null;
  client: DossierClient | null;
  createdAt: string;
}

export type DocumentKind = 'invoice' | 'packing_list' | 'spreadsheet' | 'other';

export interface DossierDocument {
  id: string;
  kind: DocumentKind;
  file_name: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
}

export interface FiledMessage {
  messageType: string;
  messageId: string;
  environment: string;
  status: string;
}

export interface DossierDetail extends DossierSummary {
  lrn: string | null;
  createdBy: string | null;
  updatedAt: string;
  declaration: Declaration | null;
  documents: DossierDocument[];
  filed: FiledMessage | null;
}

export interface HistoryEntry {
  at: string;
  actor: string;
  action: string;
  from: DossierStatus | null;
  to: DossierStatus | null;
  reason: string | null;
}

/** The canonical declaration (SPEC.md "CanonicalDeclaration"); every member may be absent. */
export interface Declaration {
  declaration_type?: Regime;
  regime?: string | null;
  ucr?: string | null;
  security_code?: number | null;
  limit_date?: string | null;
  binding_itinerary?: boolean | null;
  parties?: Partial<Record<PartyRole, Party | null>> | null;
  shipment?: Record<string, string | number | null> | null;
  transport?: Record<string, string | number | string[] | null> | null;
  customs_offices?: Record<string, string | null> | null;
  authorised_location_of_goods?: Record<string, string | null> | null;
  loading_location?: Record<string, string | null> | null;
  totals?: Record<string, number | null> | null;
  goods_items?: GoodsItem[] | null;
  house_consignments?: HouseConsignment[] | null;
  supporting_documents?: DeclarationDocument[] | null;
  additional_references?: DeclarationDocument[] | null;
  transport_documents?: DeclarationDocument[] | null;
  authorisations?: { type?: string | null; reference?: string | null }[] | null;
  guarantees?: Guarantee[] | null;
}

export interface DeclarationDocument {
  sequence_number?: number | null;
  type?: string | null;
  reference?: string | null;
  date?: string | null;
}

export interface Guarantee {
  sequence_number: number;
  type?: string | null;
  grn?: string | null;
  access_code?: string | null;
  amount?: number | null;
  currency?: string | null;
}

export interface HouseConsignment {
  sequence_number: number;
  gross_mass?: number | null;
  reference_number_ucr?: string | null;
  consignee?: Party | null;
}

export const PARTY_ROLES = [
  'declarant',
  'representative',
  'exporter',
  'importer',
  'consignee',
  'consignor',
  'transit_principal',
  'buyer',
  'seller',
] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];

export interface Party {
  eori?: string | null;
  vat_number?: string | null;
  name?: string | null;
  street_and_number?: string | null;
  postcode?: string | null;
  city?: string | null;
  country?: string | null;
  contact_name?: string | null;
  contact_phone?: string | null;
  contact_email?: string | null;
}

export interface GoodsItem {
  sequence_number: number;
  description?: string | null;
  commodity_code?: string | null;
  country_of_origin?: string | null;
  gross_mass?: number | null;
  net_mass?: number | null;
  statistical_value?: number | null;
  house_consignment_sequence?: number | null;
  packages?: { type?: string | null; quantity?: number | null; shipping_marks?: string | null }[];
}

export interface Client {
  code: string;
  name: string;
  identification_number: string | null;
  street_and_number: string | null;
  postcode: string | null;
  city: string | null;
  country: string | null;
  fr1: string | null;
  auth_c503: string | null;
  ref_4007: string | null;
  et_14000: string | null;
  default_procedure: string | null;
  ref_cbam: string | null;
  air_transport_rate_per_kg: number | null;
  air_transport_minimum: number | null;
  is_customs_client: boolean;
  hand_edited_fields: string[];
  created_at: string;
  created_by: string;
  updated_at: string;
  updated_by: string;
}

/** A page of a list route: the rows and the header X-Total-Count. */
export interface Page<T> {
  items: T[];
  total: number;
  /** X-Total-Count-Estimated: past 10,000 matches the server estimates the count. */
  estimated?: boolean;
}
