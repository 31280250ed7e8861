import type { Db } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';
import { transitionDossier, type Actor } from '../dossiers/index.ts';
import type { FilingProblem, MessageType } from '../regimes/index.ts';
import type { Filer } from './file-dossier.ts';
import { maskAccessCodes } from './mask-access-codes.ts';
import { buildNow, dossierOf, incomplete } from './submit-dossier.ts';

const MESSAGE_TYPES: Record<string, MessageType> = {
  IM: 'IE415B',
  EX: 'CC515C',
  T1: 'CC015C',
  T2: 'CC015C',
};

export interface FilingPreview {
  readonly status: string;
  readonly messageType: MessageType;
  /** Whether this service can file at all; `unavailable` says what an operator must add. */
  readonly available: boolean;
  readonly unavailable?: string;
  readonly environments: readonly string[];
  readonly defaultEnvironment: string;
  /** Every reason the message cannot be built yet, each at the value that fixes it. */
  readonly problems: readonly FilingProblem[];
  /** Values the message has no place for (info). */
  readonly notices: readonly FilingProblem[];
  /** The message as filing would send it now (access codes masked); null until it builds. */
  readonly xml: string | null;
}

/**
 * The Declare page's report: the message a dossier would be filed with now, or every problem
 * standing in its way. Builds exactly as filing does; stores nothing.
 */
export const filingPreview = async (
  db: Db,
  filer: Filer,
  dossierId: string,
): Promise<FilingPreview> => {
  const dossier = await dossierOf(db, dossierId, { all: true });
  const base = {
    status: dossier.status,
    messageType: MESSAGE_TYPES[dossier.declaration.declaration_type] ?? 'CC015C',
    environments: [...filer.environments].sort(),
    defaultEnvironment: filer.autoDispatchEnvironment,
  };
  if (!filer.setup)
    return {
      ...base,
      available: false,
      unavailable: filer.unavailable,
      problems: [],
      notices: [],
      xml: null,
    };
  const built = await buildNow(db, filer.setup, await filer.company(), dossier);
  return built.ok
    ? {
        ...base,
        messageType: built.messageType,
        available: true,
        problems: [],
        notices: built.notices,
        xml: maskAccessCodes(built.xml).xml,
      }
    : { ...base, available: true, problems: built.problems, notices: [], xml: null };
};

/**
 * Approved -> Ready: the declaration fields are complete and the message builds and validates
 * (SPEC.md "States and transitions"). Refused with every problem when it does not; nothing moves.
 */
export const markReady = async (
  db: Db,
  filer: Filer,
  request: { dossierId: string; actor: Actor; now?: Date },
) => {
  if (!filer.setup)
    throw new DomainError('unavailable', 'filing-not-configured', filer.unavailable);
  const setup = filer.setup;
  // Read before the transaction: the embedded database's one connection is the transaction's.
  const company = await filer.company();
  return db.transaction(async (tx) => {
    const dossier = await dossierOf(tx, request.dossierId, { all: true }, { lock: true });
    const built = await buildNow(tx, setup, company, dossier);
    // The state machine answers first: a dossier in the wrong state is a 409, not a 422.
    await transitionDossier(tx, {
      dossierId: dossier.id,
      event: 'mark-ready',
      actor: request.actor,
      ...(built.ok ? { details: { messageType: built.messageType } } : {}),
      at: request.now ?? new Date(),
    });
    if (!built.ok)
      throw incomplete(
        built.problems,
        'The dossier cannot be made ready: the message does not build',
      );
    return { status: 'Ready' as const, messageType: built.messageType };
  });
};
