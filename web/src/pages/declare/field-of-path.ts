import type { CustomsFields } from '../../api/declare-queries.ts';

export type FieldName = keyof CustomsFields;

/** Where the Declare page holds a value the filing rules name, by its pointer (or setting). */
const FIELDS: readonly (readonly [RegExp, FieldName])[] = [
  [/^\/transport_documents(\/|$)/, 'billOfLadingRef'],
  [/^\/supporting_documents\/\d+\/date$/, 'originCertDate'],
  [/^\/supporting_documents(\/|$)/, 'originCertRef'],
  [/^\/goods_items\/\d+\/containers(\/|$)/, 'containerNumber'],
  [/^\/shipment\/country_of_destination$/, 'destinationCountry'],
  [/^\/shipment\/country_of_dispatch$/, 'countryOfDispatch'],
  [/^\/shipment\/nature_of_transaction$/, 'natureOfTransaction'],
  [/^settings:declarations:supervising_customs_office$/, 'supervisingCustomsOfficeRef'],
];

/**
 * The field of the Declare page that fixes a problem at `path`; undefined when it is fixed
 * elsewhere (on the review page, or in the company settings).
 */
export const fieldOfPath = (path: string): FieldName | undefined =>
  FIELDS.find(([pattern]) => pattern.test(path))?.[1];

/** Fixed in the company settings (an administrator's), not on a dossier. */
export const isSetting = (path: string) => path.startsWith('settings:');
