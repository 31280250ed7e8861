import {
  ClientItemSchema,
  compileContract,
  tooManyDecimals,
  type ClientItem,
} from '../canonical/index.ts';
import type { Db } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';
import { OPTIONAL_CLIENT_FIELDS } from './client-columns.ts';
import { insertClientIfCodeFree, type ClientRow } from './client-store.ts';
import { countryComplaint } from './country-check.ts';
import { typedEori, withEoriComplaints } from './eori-by-hand.ts';

const validateItem = compileContract<ClientItem>(ClientItemSchema, {
  keepNulls: false,
  keywords: true,
  rules: (value, at) => tooManyDecimals(value, (member) => at(`/${member}`)),
});

/**
 * A client as a person enters it, checked as a masterdata row is, and its EORI as customs checks
 * it (typed with spaces or dots, kept without); complaints at `<prefix>/<member>`.
 */
export const checkClientItem = (value: unknown, prefix = ''): ClientItem => {
  const eori = typedEori(value);
  const result = validateItem(eori.members);
  const complaints = withEoriComplaints(
    result.ok ? countryComplaint(result.value.country, '/country') : result.complaints,
    eori.complaints,
  ).map((complaint) => ({ ...complaint, path: `${prefix}${complaint.path}` }));
  if (!result.ok || complaints.length > 0)
    throw new DomainError(
      'invalid',
      'validation',
      `The client is not valid: ${complaints.length} complaint(s), listed in errors`,
      complaints,
    );
  return result.value;
};

/**
 * A customs client created by a person (/Clients, or with a new dossier). Like a client an
 * ingestion created, it is not marked as corrected by hand: accounting owns what it sends later
 * under that code, except the EORI of a customs client (decision 0015); a person's later
 * corrections are marked and kept. A code in use is a conflict, never an overwrite.
 */
export const createClientByHand = async (
  tx: Db,
  item: ClientItem,
  actor: string,
): Promise<ClientRow> => {
  const values = Object.fromEntries(
    Object.entries(OPTIONAL_CLIENT_FIELDS).map(([member, column]) => {
      const value = item[member as keyof ClientItem];
      return [column, typeof value === 'number' ? String(value) : (value ?? null)];
    }),
  );
  const row = await insertClientIfCodeFree(
    tx,
    {
      code: item.code,
      name: item.name,
      ...values,
      isCustomsClient: true,
      createdBy: actor,
      updatedBy: actor,
    },
    actor,
  );
  if (!row)
    throw new DomainError(
      'conflict',
      'client-code-taken',
      `A client with code ${item.code} exists already; pick it, or choose another code`,
    );
  return row;
};
