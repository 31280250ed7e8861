import { define } from './define.ts';
import { text, textMap } from './kinds.ts';

const optional = (pattern: RegExp, hint: string) => text({ pattern, hint });
const eori = optional(
  /^[A-Z]{2}[A-Za-z0-9]{1,15}$/,
  'an EORI number: two-letter country code and up to 15 characters',
);
const officeCode = optional(
  /^[A-Z]{2}[A-Z0-9]{6}$/,
  'an 8-character customs office code such as BE212000',
);
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
    'Customs Declarations',
    'Application title as plain text.',
    runtime,
  ),
  'Branding:TitleHtml': define(
    text(),
    '',
    'Application title with markup, shown in the web app header.',
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
