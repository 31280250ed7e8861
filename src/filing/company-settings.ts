import type { SettingValues } from '../settings/index.ts';

/** The `declarations:*` runtime settings the message builders read: sender, declarant, warehouse. */
export type CompanySettings = Partial<
  Pick<
    SettingValues,
    | 'declarations:sender_gln'
    | 'declarations:declarant_eori'
    | 'declarations:declarant_name'
    | 'declarations:declarant_street'
    | 'declarations:declarant_postcode'
    | 'declarations:declarant_city'
    | 'declarations:supervising_customs_office'
    | 'declarations:warehouse'
  >
>;
