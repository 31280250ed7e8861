import type { Case } from './rule-case.ts';

export const IMPORT_EXPORT_CASES: Record<string, Case> = {
  'IM-LOCATION-OF-GOODS': {
    base: 'import',
    breaks: (d) => delete d.authorised_location_of_goods,
    path: '/authorised_location_of_goods',
  },
  'IM-ARRIVAL-MEANS-TYPE': {
    base: 'import',
    // The truck 1-ABC-123 arrives, of a kind nobody says.
    breaks: (d) => delete d.transport.departure_means_type_code,
    path: '/transport/departure_means_type_code',
  },
  'IM-BORDER-MEANS-TYPE': {
    base: 'import',
    // The vessel 9811002 crossed the border: an IMO number, or a name?
    breaks: (d) => delete d.transport.border_means_type_code,
    path: '/transport/border_means_type_code',
  },
  'EX-SUPERVISING-OFFICE': {
    base: 'export',
    // Cleared centrally, and no office named on the dossier nor by default.
    breaks: (d) => (d.authorisations = [{ type: 'C601', reference: 'BECCLBE0412345614-2026' }]),
    path: 'settings:declarations:supervising_customs_office',
  },
};
