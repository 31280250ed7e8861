import type { CanonicalDeclaration } from '../../canonical/index.ts';
import type { CompanySettings } from '../../runtime-settings/index.ts';
import type { CustomsMetadata } from '../messages/message-context.ts';

/** Centralised clearance's authorisation: DE 2/3 document code C601, UCC DA Annex A code CCL. */
const CENTRALISED_CLEARANCE = new Set(['C601', 'CCL']);
/** DE 1/10 export procedures that are a special procedure: 11 inward, 21 outward processing. */
const SPECIAL_REQUESTED = new Set(['11', '21']);
/**
 * DE 1/10 previous procedures that are special ones an export ends: end-use (44), inward
 * processing (51, 54), temporary admission (53), customs warehousing (71), free zone (78).
 */
const SPECIAL_PREVIOUS = new Set(['44', '51', '53', '54', '71', '78']);

/**
 * Why an export names a supervising customs office (DE 5/27: centralised clearance, or a special
 * procedure whose authorisation designates the office), or undefined: an ordinary export has
 * none, and the office a broker set as its default (for its H2B warehouse imports) is not filed.
 */
export const supervisionOf = (declaration: CanonicalDeclaration): string | undefined => {
  const clearance = (declaration.authorisations ?? []).find((authorisation) =>
    CENTRALISED_CLEARANCE.has(authorisation.type ?? ''),
  );
  if (clearance) return `the export is cleared centrally (authorisation ${clearance.type})`;
  for (const [index, item] of (declaration.goods_items ?? []).entries()) {
    if (SPECIAL_REQUESTED.has(item.requested_procedure ?? ''))
      return `goods item ${index + 1} is exported under processing (procedure ${item.requested_procedure})`;
    if (SPECIAL_PREVIOUS.has(item.previous_procedure ?? ''))
      return `goods item ${index + 1} leaves a special procedure (previous procedure ${item.previous_procedure})`;
  }
  return undefined;
};

/** The dossier's supervising office, else the broker's default; an empty value is none. */
export const supervisingOffice = (metadata: CustomsMetadata, company: CompanySettings) =>
  metadata.supervisingCustomsOfficeRef ||
  company['declarations:supervising_customs_office'] ||
  undefined;
