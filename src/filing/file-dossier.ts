import { randomUUID } from 'node:crypto';
import type { CanonicalDeclaration } from '../canonical/index.ts';
import type { Db } from '../db/index.ts';
import { transitionDossier, type Actor } from '../dossiers/index.ts';
import { enqueueOutbound } from '../outbox/index.ts';
import { commodityCodesIn, knownLocodes, listRates, tariffForCodes } from '../reference/index.ts';
import {
  brusselsDateTime,
  buildDeclarationMessage,
  locodesIn,
  type CustomsMetadata,
  type FilingProblem,
  type FilingSetup,
  type MessageRequest,
} from '../regimes/index.ts';
import type { CompanySettings } from '../runtime-settings/index.ts';
import { wrapInEnvelope } from './smf-envelope.ts';
import { noticesOf } from './filed-notices.ts';
import type { XsdCheck } from '../xsd/index.ts';
import type { CustomsRate } from '../valuation/index.ts';

/** Everything filing needs from the process: schemas and code lists, outbound environments. */

export interface Filer {
  /** Undefined when filing is not configured; `unavailable` then says what is missing. */
  readonly setup: FilingSetup | undefined;
  readonly unavailable: string;
  /** Configured ServiceBus:Descartes:{env} blocks, lower-cased. */
  readonly environments: ReadonlySet<string>;
  readonly autoDispatchEnvironment: string;
  /** The SMF envelope schema when Descartes:Smf:ValidateXsd is on. */
  readonly envelopeCheck: XsdCheck | undefined;
  /**
   * The company settings as they stand now. Read them before opening the filing transaction: the
   * embedded database has one connection, which that transaction holds.
   */
  readonly company: () => Promise<CompanySettings>;
  /** Called after a commit that put a message in the outbox. */
  readonly enqueued: () => void;
}

export type FileOutcome =
  | { readonly ok: true; readonly messageId: string; readonly messageType: string }
  | { readonly ok: false; readonly reason: string; readonly problems: readonly FilingProblem[] };

export interface FileRequest {
  readonly dossierId: string;
  readonly ucr: string;
  readonly declaration: CanonicalDeclaration;
  readonly environment: string;
  /** Read by the caller before its transaction. */
  readonly company: CompanySettings;
  readonly metadata?: CustomsMetadata;
  readonly actor: Actor;
  /** Which move files it (the state machine says from where, and for whom). */
  readonly event: 'submit' | 'submit-directly' | 'auto-dispatch';
  readonly now: Date;
}

type Refusal = Extract<FileOutcome, { ok: false }>;

const refused = (reason: string, problems: readonly FilingProblem[] = []): Refusal => ({
  ok: false,
  reason,
  problems,
});

type Prepared =
  | Refusal
  | {
      readonly ok: true;
      readonly messageType: string;
      readonly payload: string;
      readonly notices: readonly FilingProblem[];
    };

/** The message in its envelope, built and validated, or why it cannot be filed. Touches nothing. */
const prepare = (
  filer: Filer,
  request: FileRequest,
  messageId: string,
  known: {
    locodes: (code: string) => boolean | undefined;
    tariff: MessageRequest['tariff'];
    rates: readonly CustomsRate[];
  },
): Prepared => {
  if (!filer.setup) return refused(filer.unavailable);
  if (!filer.environments.has(request.environment.toLowerCase()))
    return refused(`no ServiceBus:Descartes:${request.environment} block is configured`);
  const built = buildDeclarationMessage(filer.setup, {
    dossierId: request.dossierId,
    declaration: { ...request.declaration, ucr: request.ucr },
    company: request.company,
    metadata: request.metadata,
    messageId,
    now: request.now,
    ...known,
  });
  if (!built.ok) {
    const first = built.problems
      .slice(0, 3)
      .map((problem) => `${problem.path || problem.element} ${problem.message}`)
      .join('; ');
    const more = built.problems.length > 3 ? ` and ${built.problems.length - 3} more` : '';
    return refused(`the declaration is not complete: ${first}${more}`, built.problems);
  }
  const payload = wrapInEnvelope(
    {
      messageId,
      messageType: built.messageType,
      senderGln: request.company['declarations:sender_gln'] ?? '',
      environment: request.environment,
      created: request.now,
    },
    built.xml,
  );
  const envelopeErrors = filer.envelopeCheck?.validate(payload) ?? [];
  if (envelopeErrors.length > 0)
    return refused(
      `the SMF envelope is not valid: ${envelopeErrors[0]}`,
      envelopeErrors.map((error) => ({ element: 'smf:Envelope', path: '', message: error })),
    );
  return { ok: true, messageType: built.messageType, payload, notices: built.notices };
};

/** Thrown inside the savepoint to undo the move when the message is refused. */
class MessageRefused extends Error {
  constructor(readonly outcome: Refusal) {
    super(outcome.reason);
  }
}

/**
 * Files a dossier in the caller's transaction: moves it to Submitted through the state machine
 * (which locks it, refuses a wrong state or role and audits the move), then puts its message, built
 * and validated and wrapped in the SMF envelope (validated too when Descartes:Smf:ValidateXsd is
 * on), in the outbox. The message leaves only after the commit (the outbox worker), so a rollback
 * files nothing.
 *
 * The state machine answers first: a dossier that is both filed already and incomplete is a 409,
 * not a 422. A refused message then undoes the move (a savepoint), so a refusal changes nothing
 * even for a caller that carries on in its transaction (automatic dispatch keeps the new dossier
 * in Review). The message is built before the move only because the move's audit entry names it;
 * building reads and writes nothing.
 */
export const fileDossier = async (
  tx: Db,
  filer: Filer,
  request: FileRequest,
): Promise<FileOutcome> => {
  const messageId = randomUUID();
  const today = brusselsDateTime(request.now).slice(0, 10);
  // The rules read nothing themselves: the UN/LOCODE list and the tariff are asked about this
  // declaration's codes (the tariff as it stands on the day of filing).
  const locodes = await knownLocodes(tx, locodesIn(request.declaration));
  const tariff = await tariffForCodes(tx, commodityCodesIn(request.declaration), today);
  // Amounts customs wants in euro are converted at the rates valid on the day of filing.
  const rates = await listRates(tx, { on: today });
  const prepared = prepare(filer, request, messageId, { locodes, tariff, rates });
  try {
    return await tx.transaction(async (step): Promise<FileOutcome> => {
      await transitionDossier(step, {
        dossierId: request.dossierId,
        event: request.event,
        actor: request.actor,
        details: {
          messageId,
          environment: request.environment,
          ...(prepared.ok
            ? {
                messageType: prepared.messageType,
                // What the message had no place for stays on the dossier's record (info level),
                // and apart from it every amount declared in euro with its rate.
                ...noticesOf(prepared.notices),
              }
            : {}),
        },
        at: request.now,
      });
      if (!prepared.ok) throw new MessageRefused(prepared);
      await enqueueOutbound(step, {
        messageId,
        dossierId: request.dossierId,
        messageType: prepared.messageType,
        environment: request.environment,
        payload: prepared.payload,
      });
      return { ok: true, messageId, messageType: prepared.messageType };
    });
  } catch (error) {
    if (error instanceof MessageRefused) return error.outcome;
    throw error;
  }
};
