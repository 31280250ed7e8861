import type { CanonicalDeclaration, DeclarationType } from '../canonical/index.ts';
import type { CompanySettings } from '../runtime-settings/index.ts';
import { mergeCompanySettings } from './company-defaults.ts';

/** Regime sub-type when the sender gives none: standard import H1, export B1, transit D1 (UCC Annex B columns). */
const DEFAULT_REGIME: Record<DeclarationType, string> = { IM: 'H1', EX: 'B1', T1: 'D1', T2: 'D1' };

/** SPEC.md, CanonicalDeclaration: limit_date "absent means eight days out". */
const LIMIT_DAYS = 8;

const addDays = (isoDay: string, days: number): string => {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

// Building an Intl formatter costs far more than using one; this runs on every ingestion.
const brusselsDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today as a Belgian declarant sees it: a transit lodged at 00:30 in Antwerp is lodged "today" there. */
export const brusselsToday = (now: Date): string => brusselsDay.format(now);

/**
 * Everything the pipeline adds before a dossier is created: regime, transit defaults, security
 * code, company defaults. Pure: the same input and settings give the same declaration.
 */
export const completeDeclaration = (
  declaration: CanonicalDeclaration,
  defaults: CompanySettings,
  today: string,
): CanonicalDeclaration => {
  const type = declaration.declaration_type;
  const completed: CanonicalDeclaration = {
    ...declaration,
    regime: declaration.regime ?? DEFAULT_REGIME[type],
  };
  if (type === 'T1' || type === 'T2') {
    completed.limit_date = declaration.limit_date ?? addDays(today, LIMIT_DAYS);
    completed.binding_itinerary = declaration.binding_itinerary ?? false;
  }
  if (type !== 'IM' && declaration.security_code === undefined) {
    completed.security_code = defaults['declarations:security_code'];
  }
  return mergeCompanySettings(completed, defaults);
};
