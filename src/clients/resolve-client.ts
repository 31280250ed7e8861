import type { CanonicalDeclaration, CanonicalParty, DeclarationType } from '../canonical/index.ts';
import type { Db } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';
import { canBecomeClient, clientCodeCandidates, clientFromParty } from './client-from-party.ts';
import {
  findClientByCode,
  findClientByEori,
  insertClientIfCodeFree,
  type ClientRow,
} from './client-store.ts';

/** SPEC.md: the party whose EORI identifies the client, by regime. */
const CLIENT_PARTY: Record<DeclarationType, 'importer' | 'exporter' | 'consignee'> = {
  IM: 'importer',
  EX: 'exporter',
  T1: 'consignee',
  T2: 'consignee',
};

export const clientPartyOf = (declaration: CanonicalDeclaration): CanonicalParty | undefined =>
  declaration.parties?.[CLIENT_PARTY[declaration.declaration_type]];

export type Resolution =
  | { client: ClientRow; how: 'client_code' | 'eori' | 'created' }
  | { client: undefined; how: 'none' };

/** What a lookup needs to resolve a client as findClient does, for callers that look it up in SQL. */
export const clientLookupOf = (declaration: CanonicalDeclaration) => {
  const party = clientPartyOf(declaration);
  return {
    code: declaration.client_code ?? null,
    eori: party?.eori ?? null,
    optional: !canBecomeClient(party),
  };
};

/**
 * The resolution that needs no write: (a) client_code, (b) the regime's party EORI, or no client
 * when there are no party details. Undefined when a client has to be created from the party. An
 * unknown client_code is refused rather than silently matched some other way.
 */
export const findClient = async (
  db: Db,
  declaration: CanonicalDeclaration,
): Promise<Resolution | undefined> => {
  if (declaration.client_code) {
    const client = await findClientByCode(db, declaration.client_code);
    if (!client) {
      throw new DomainError(
        'invalid',
        'unknown-client-code',
        `No client has code ${declaration.client_code}`,
        [
          {
            path: '/client_code',
            message: `names no client; leave it out to match the client by EORI or create it`,
          },
        ],
      );
    }
    return { client, how: 'client_code' };
  }
  const party = clientPartyOf(declaration);
  if (party?.eori) {
    const client = await findClientByEori(db, party.eori);
    if (client) return { client, how: 'eori' };
  }
  if (!canBecomeClient(party)) return { client: undefined, how: 'none' };
  return undefined;
};

/** (a) and (b) as findClient, else (c) a new customs client from the party, in the caller's transaction. */
export const resolveClient = async (
  tx: Db,
  declaration: CanonicalDeclaration,
  actor: string,
): Promise<Resolution> => {
  const found = await findClient(tx, declaration);
  if (found) return found;
  const party = clientPartyOf(declaration)!;
  for (const code of clientCodeCandidates(party)) {
    const created = await insertClientIfCodeFree(tx, clientFromParty(party, code, actor), actor);
    if (created) return { client: created, how: 'created' };
    // A concurrent ingestion may just have created this very client under its EORI.
    const existing = await findClientByCode(tx, code);
    if (existing && party.eori && existing.identificationNumber === party.eori)
      return { client: existing, how: 'eori' };
  }
  throw new Error(`no free client code for ${party.name ?? party.eori}`);
};
