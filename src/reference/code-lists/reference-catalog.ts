import type { ListDomain, ReferenceCodes } from '../../regimes/index.ts';
import type { CodeListSet, OfficeData } from './code-list-data.ts';

/** What filing checks read: the lists of a domain and phase, and the customs offices. */
export interface ReferenceCatalog {
  codes(domain: ListDomain, phase: 5 | 6): ReferenceCodes;
}

/**
 * Lists that are the same in every domain (countries, packages, currencies, modes and means of
 * transport, locations, units): an export or import filing without its own copy reads the
 * transit one. Lists that differ per domain (documents, references, declaration types) are not
 * checked without the domain's own copy; their pattern is checked by the builders.
 */
export const SHARED_LISTS: ReadonlySet<string> = new Set([
  'CL008',
  'CL009',
  'CL010',
  'CL017',
  'CL048',
  'CL101',
  'CL116',
  'CL147',
  'CL165',
  'CL181',
  'CL182',
  'CL190',
  'CL198',
  'CL218',
  'CL219',
  'CL248',
  'CL326',
  'CL347',
  'CL349',
  'CL505',
  'CL750',
]);

const keyOf = (domain: string, phase: number, list: string) => `${domain}:${phase}:${list}`;

/**
 * The catalog of some sets of lists and an office list; a later set replaces an earlier one's
 * list of the same domain, phase and number (the synced lists over the embedded ones). Only
 * entries in state `valid` count, as the EU publication marks them.
 */
export const catalogOf = (
  sets: readonly CodeListSet[],
  offices: readonly OfficeData[],
): ReferenceCatalog => {
  const lists = new Map<string, ReadonlySet<string>>();
  for (const set of sets)
    for (const list of set.lists)
      lists.set(
        keyOf(set.domain, set.phase, list.list),
        new Set(list.entries.filter((entry) => entry.state === 'valid').map((entry) => entry.code)),
      );
  const roles = new Map<string, ReadonlySet<string>>();
  for (const office of offices)
    if (office.state === 'valid') roles.set(office.id, new Set(office.roles));
  const officeRoles = (office: string) => roles.get(office);
  return {
    codes: (domain, phase) => ({
      has: (list, code) => {
        const own = lists.get(keyOf(domain, phase, list));
        const shared =
          own ?? (SHARED_LISTS.has(list) ? lists.get(keyOf('transit', phase, list)) : undefined);
        return shared?.has(code);
      },
      officeRoles,
    }),
  };
};
