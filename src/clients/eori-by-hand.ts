import type { Complaint } from '../errors/index.ts';
import { checkEori, identifierComplaint, normaliseIdentifier } from '../identifiers/index.ts';
import { embeddedCountries } from '../reference/index.ts';

const PATH = '/identification_number';

// CL008 names XI (Northern Ireland) and the other codes customs uses beside ISO 3166.
const isCountry = (code: string) => embeddedCountries().has(code);

/**
 * A client's EORI as a person typed it ("BE 0403.000.158"), in the form customs keeps it
 * (BE0403000158), and checked as customs checks it: a country of CL008 and, for a Belgian one,
 * the enterprise number's mod-97 check (decision 0029). The members come back with the EORI
 * normalised, and the plain reason when it is refused. Masterdata from partners is not held to
 * this: it is stored as sent.
 */
export const typedEori = (members: unknown): { members: unknown; complaints: Complaint[] } => {
  if (typeof members !== 'object' || members === null || Array.isArray(members))
    return { members, complaints: [] };
  const typed = (members as Record<string, unknown>).identification_number;
  if (typeof typed !== 'string') return { members, complaints: [] };
  const checked = checkEori(normaliseIdentifier(typed), { isCountry });
  return {
    members: { ...members, identification_number: checked.value },
    complaints: checked.ok ? [] : [identifierComplaint(PATH, 'eori', checked)],
  };
};

/** The contract's complaints, but for an EORI already refused with its plain reason. */
export const withEoriComplaints = (
  contract: readonly Complaint[],
  eori: readonly Complaint[],
): Complaint[] => [
  ...(eori.length > 0 ? contract.filter((complaint) => complaint.path !== PATH) : contract),
  ...eori,
];
