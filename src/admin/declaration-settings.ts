import {
  checkEori,
  checkGln,
  checkOfficeCode,
  checkUnLocode,
  identifierComplaint,
  normaliseIdentifier,
  type IdentifierCheck,
  type IdentifierKind,
} from '../identifiers/index.ts';
import { DomainError } from '../errors/index.ts';
import type { ReferenceCodes } from '../regimes/index.ts';
import { catalog, definitionOf, runtimeSettingKeys, type SettingKey } from '../settings/index.ts';

/** What the page offers as the `declarations:*` company defaults (SPEC.md), in catalog order. */
export const DECLARATION_KEYS = runtimeSettingKeys.filter((key) => key.startsWith('declarations:'));

/** How a key's value is checked beyond its form: the identifier it is, and an office's role. */
export type SettingCheck =
  | { readonly kind: Exclude<IdentifierKind, 'container-number'>; readonly role?: string }
  | { readonly kind: 'country' };

export const checkOf = (key: SettingKey): SettingCheck | undefined => {
  const name = key.slice('declarations:'.length);
  if (name.endsWith('_eori')) return { kind: 'eori' };
  if (name === 'sender_gln') return { kind: 'gln' };
  if (name === 'departure_office') return { kind: 'office-code', role: 'DEP' };
  // A supervising office has no role of its own in the public office list.
  if (name.endsWith('_office')) return { kind: 'office-code' };
  if (name === 'location_of_goods') return { kind: 'unlocode' };
  if (name.endsWith('_country')) return { kind: 'country' };
  return undefined;
};

export interface SettingLookups {
  readonly codes?: ReferenceCodes;
  readonly isLocode?: (code: string) => Promise<boolean | undefined>;
}

/**
 * A value typed for a company default, normalised as a person types identifiers and checked as
 * customs would check it in every declaration it goes into: an EORI's check digits, an office
 * that exists with its role, a GLN's check digit, a UN/LOCODE of the list, a country of CL008. An
 * empty value clears the default and is always accepted.
 */
export const checkedSettingValue = async (
  key: SettingKey,
  typed: string,
  lookups: SettingLookups,
): Promise<string> => {
  const check = checkOf(key);
  if (!check || typed.trim() === '') return check ? '' : typed;
  const value = normaliseIdentifier(typed);
  if (check.kind === 'country') {
    if (/^[A-Z]{2}$/.test(value) && lookups.codes?.has('CL008', value) !== false) return value;
    throw new DomainError('invalid', 'setting.invalid', `${value} is not a country code`, [
      { path: key, message: `${value} is not a two-letter country code of CL008` },
    ]);
  }
  const isCountry = (code: string) => lookups.codes?.has('CL008', code);
  const known = check.kind === 'unlocode' ? await lookups.isLocode?.(value) : undefined;
  const result: IdentifierCheck =
    check.kind === 'eori'
      ? checkEori(value, { isCountry })
      : check.kind === 'gln'
        ? checkGln(value)
        : check.kind === 'office-code'
          ? checkOfficeCode(value, {
              ...(lookups.codes ? { roles: (office) => lookups.codes!.officeRoles(office) } : {}),
              ...(check.role ? { role: check.role } : {}),
            })
          : checkUnLocode(value, { isKnown: () => known });
  if (result.ok) return value;
  throw new DomainError('invalid', 'setting.invalid', result.reason, [
    identifierComplaint(key, check.kind, result),
  ]);
};

/** What the page shows of a key besides its value: what it is for and how it is checked. */
export const describeSetting = (key: SettingKey) => ({
  description: definitionOf(key).doc,
  check: checkOf(key) ?? null,
  default: (catalog[key].kind as { format(value: unknown): string }).format(catalog[key].default),
});
