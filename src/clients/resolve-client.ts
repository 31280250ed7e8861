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

/**
 * (a) client_code, (b) the regime's party EORI, (c) a new customs client from that party; without
 * any party details the dossier has no client yet. An unknown client_code is refused rather than
 * silently matched some other way.
 */
export const resolveClient = async (
  tx: Db,
  declaration: CanonicalDeclaration,
  actor: string,
): Promise<Resolution> => {
  if (declaration.client_code) {
    const client = await findClientByCode(tx, declaration.client_code);
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
    const client = await findClientByEori(tx, party.eori);
    if (client) return { client, how: 'eori' };
  }
  if (!canBecomeClient(party)) return { client: undefined, how: 'none' };
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
