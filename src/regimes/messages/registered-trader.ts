import type { CanonicalParty } from '../../canonical/index.ts';

type Lists = { has(list: string, code: string): boolean | undefined };

/**
 * C0250: NCTS names a trader identified by an EORI (EOS, the Union's register: CL010, Northern
 * Ireland's XI among them) or a common-transit country's number (CL112) from its register, and
 * refuses a name and address beside it; anyone else is named by name and address. Which numbers
 * EOS really holds only the office of departure knows: the prefix is what can be told here.
 */
export const registeredTrader = (party: CanonicalParty | undefined, lists: Lists): boolean => {
  const prefix = party?.eori?.slice(0, 2);
  if (!prefix) return false;
  return lists.has('CL010', prefix) === true || lists.has('CL112', prefix) === true;
};
