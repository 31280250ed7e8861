import { define } from './define.ts';
import { integer, oneOf, text, textMap } from './kinds.ts';

const optional = (pattern: RegExp, hint: string) => text({ pattern, hint });
const eori = optional(
  /^[A-Z]{2}[A-Za-z0-9]{1,15}$/,
  'an EORI number: two-letter country code and up to 15 characters',
);
const officeCode = optional(
  /^[A-Z]{2}[A-Z0-9]{6}$/,
  'an 8-character customs office code such as BE212000',
);
const countryCode = optional(/^[A-Z]{2}$/, 'a two-letter ISO 3166-1 code such as BE');
const runtime = { runtime: true } as const;

/**
 * Company defaults merged into every declaration (SPEC.md, "Company defaults merged into ingested
 * declarations") and the other settings edited at run time by admins.
 */
export const declarationSettings = {
  'declarations:sender_gln': define(
    optional(/^\d{13}$/, 'a 13-digit GLN'),
    '',
    'GLN of the sender (message header).',
    runtime,
  ),
  'declarations:declarant_eori': define(eori, '', 'Declarant EORI.', runtime),
  'declarations:declarant_name': define(text(), '', 'Declarant name.', runtime),
  'declarations:declarant_street': define(text(), '', 'Declarant street and number.', runtime),
  'declarations:declarant_city': define(text(), '', 'Declarant city.', runtime),
  'declarations:declarant_postcode': define(
    text(),
    '',
    'Declarant postcode (also the issuing place code).',
    runtime,
  ),
  'declarations:crin': define(text(), '', 'Declarant CRIN reference.', runtime),
  'declarations:auth_c501': define(text(), '', 'Authorisation reference C501 (AEO-C).', runtime),
  'declarations:auth_c505': define(
    text(),
    '',
    'Authorisation reference C505 (guarantee).',
    runtime,
  ),
  'declarations:auth_c517': define(text(), '', 'Authorisation reference C517 (AGP).', runtime),
  'declarations:auth_c506': define(text(), '', 'Authorisation reference C506 (REM).', runtime),
  'declarations:supervising_customs_office': define(
    officeCode,
    '',
    'Default supervising customs office.',
    runtime,
  ),
  'declarations:warehouse': define(
    text(),
    '',
    'Default warehouse identifier (IE415B H2B).',
    runtime,
  ),
  'declarations:location_of_goods': define(
    optional(/^[A-Z]{2}[A-Z2-9]{3}$/, 'a 5-character UN/LOCODE such as BEANR'),
    '',
    'Default UN/LOCODE of the location of goods.',
    runtime,
  ),
  'declarations:representative_status': define(
    integer(2, 3),
    2,
    'How the broker (declarations:declarant_*) represents the exporter or importer in CC515C and IE415B: 2 direct, 3 indirect (decision 0019).',
    runtime,
  ),
  'declarations:security_code': define(
    integer(0, 3),
    0,
    'Safety and security indicator applied when a declaration carries no security_code (0 none, 1 ENS+EXS, 2 ENS, 3 EXS).',
    runtime,
  ),
  'declarations:departure_office': define(
    officeCode,
    '',
    'Default office of departure for transit (T1/T2).',
    runtime,
  ),
  'declarations:consignor_eori': define(
    eori,
    '',
    'Default transit consignor (usually the forwarder): EORI.',
    runtime,
  ),
  'declarations:consignor_name': define(text(), '', 'Default transit consignor: name.', runtime),
  'declarations:consignor_street': define(
    text(),
    '',
    'Default transit consignor: street and number.',
    runtime,
  ),
  'declarations:consignor_postcode': define(
    text(),
    '',
    'Default transit consignor: postcode.',
    runtime,
  ),
  'declarations:consignor_city': define(text(), '', 'Default transit consignor: city.', runtime),
  'declarations:consignor_country': define(
    countryCode,
    '',
    'Default transit consignor: country.',
    runtime,
  ),
  'declarations:transit_principal_eori': define(
    eori,
    '',
    'Default holder of the transit procedure: EORI.',
    runtime,
  ),
  'declarations:transit_principal_name': define(
    text(),
    '',
    'Default holder of the transit procedure: name.',
    runtime,
  ),
  'declarations:transit_principal_street': define(
    text(),
    '',
    'Default holder of the transit procedure: street and number.',
    runtime,
  ),
  'declarations:transit_principal_postcode': define(
    text(),
    '',
    'Default holder of the transit procedure: postcode.',
    runtime,
  ),
  'declarations:transit_principal_city': define(
    text(),
    '',
    'Default holder of the transit procedure: city.',
    runtime,
  ),
  'declarations:transit_principal_country': define(
    countryCode,
    '',
    'Default holder of the transit procedure: country.',
    runtime,
  ),
  'declarations:guarantee_type': define(
    optional(/^[0-9A-Z]$/, 'a one-character CL251 guarantee type such as 1'),
    '',
    'Default transit guarantee: type.',
    runtime,
  ),
  'declarations:guarantee_grn': define(
    optional(/^[0-9A-Z]{1,24}$/, 'a guarantee reference number of up to 24 letters and digits'),
    '',
    'Default transit guarantee: guarantee reference number (GRN).',
    runtime,
  ),
  'declarations:guarantee_access_code': define(
    optional(/^[0-9A-Za-z]{1,4}$/, 'an access code of up to 4 letters and digits'),
    '',
    'Default transit guarantee: access code.',
    { runtime: true, secret: true },
  ),
  'declarations:auth_c521': define(
    text(),
    '',
    'Authorisation reference C521 (authorised consignor), added to transit declarations.',
    runtime,
  ),
  'declarations:type_part_three': define(
    text(),
    '',
    'TypePartThree code in outbound declarations.',
    runtime,
  ),
  'declarations:contact_phone': define(text(), '', 'Contact phone for declarations.', runtime),
  'declarations:contact_name': define(text(), '', 'Contact name for declarations.', runtime),
  'declarations:contact_email': define(
    optional(/^[^\s@]+@[^\s@]+$/, 'an e-mail address'),
    '',
    'Contact e-mail for declarations.',
    runtime,
  ),
  'Branding:TitlePlain': define(
    text(),
    '',
    "Application title as plain text; empty: the app's own name in the user's language.",
    runtime,
  ),
  'Branding:TitleHtml': define(
    text(),
    '',
    'Application title with markup, shown in the web app header.',
    runtime,
  ),
  'Branding:DefaultLanguage': define(
    oneOf(['nl', 'fr', 'en']),
    'nl',
    'Language of the web app for a user who chose none and whose browser asks for none of nl, fr and en.',
    runtime,
  ),
  'Branding:MainColor': define(
    optional(/^#[0-9a-fA-F]{6}$/, 'a colour such as #1d4ed8'),
    '#1d4ed8',
    'Main colour of the web app.',
    runtime,
  ),
  CountryAliases: define(
    textMap(/^[A-Z]{2}$/, 'a two-letter ISO 3166-1 code'),
    {},
    'Country names the language model returns, mapped to ISO 3166-1 alpha-2 codes (names matched case-insensitively).',
    runtime,
  ),
} as const;
