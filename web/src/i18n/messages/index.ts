import type { Language } from '../languages.ts';
import { admin } from './admin.ts';
import { adminApiKeys } from './admin-api-keys.ts';
import { adminAudit } from './admin-audit.ts';
import { adminCosts } from './admin-costs.ts';
import { adminDescartes } from './admin-descartes.ts';
import { adminMasterdata } from './admin-masterdata.ts';
import { adminPrompts } from './admin-prompts.ts';
import { adminCountryAliases } from './admin-country-aliases.ts';
import { adminRates } from './admin-rates.ts';
import { clientCorrections } from './client-corrections.ts';
import { adminIngestion } from './admin-ingestion.ts';
import { adminReference } from './admin-reference.ts';
import { adminReferenceImports } from './admin-reference-imports.ts';
import { adminSettings } from './admin-settings.ts';
import { clients } from './clients.ts';
import { common } from './common.ts';
import { components } from './components.ts';
import { declarationFields } from './declaration-fields.ts';
import { declare } from './declare.ts';
import { breakdown } from './breakdown.ts';
import { costs } from './costs.ts';
import { dossier } from './dossier.ts';
import { dossiers } from './dossiers.ts';
import { faults } from './faults.ts';
import { findings } from './findings.ts';
import { newDossier } from './new-dossier.ts';
import { review } from './review.ts';
import { reviewDocument } from './review-document.ts';
import { reviewReasons } from './review-reasons.ts';
import { reviewSheet } from './review-sheet.ts';
import { reviewTariff } from './review-tariff.ts';
import { shell } from './shell.ts';

/** Every area of the catalogue; a page's texts live in its own area file. */
export const AREAS = {
  common,
  shell,
  components,
  dossiers,
  dossier,
  declarationFields,
  clients,
  faults,
  findings,
  newDossier,
  review,
  reviewDocument,
  reviewReasons,
  reviewSheet,
  reviewTariff,
  declare,
  breakdown,
  costs,
  admin,
  adminApiKeys,
  adminAudit,
  adminCosts,
  adminSettings,
  adminReference,
  adminReferenceImports,
  adminDescartes,
  adminMasterdata,
  adminPrompts,
  adminRates,
  adminCountryAliases,
  clientCorrections,
  adminIngestion,
} as const;

type Areas = typeof AREAS;
/** Every message id of the app: a typo in an id is a type error. */
export type MessageId = Extract<{ [A in keyof Areas]: keyof Areas[A]['en'] }[keyof Areas], string>;

const merged = (language: Language): Record<MessageId, string> =>
  Object.assign({}, ...Object.values(AREAS).map((texts) => texts[language])) as Record<
    MessageId,
    string
  >;

export const MESSAGES: Record<Language, Record<MessageId, string>> = {
  nl: merged('nl'),
  fr: merged('fr'),
  en: merged('en'),
};
