import { randomUUID } from 'node:crypto';
import type { CanonicalDeclaration } from '../canonical/index.ts';
import type { Db } from '../db/index.ts';
import { transitionDossier, type Actor } from '../dossiers/index.ts';
import { enqueueOutbound } from '../outbox/index.ts';
import {
  buildDeclarationMessage,
  type CustomsMetadata,
  type FilingProblem,
  type FilingSetup,
} from '../regimes/index.ts';
import type { CompanySettings } from '../runtime-settings/index.ts';
import { wrapInEnvelope } from './smf-envelope.ts';
import type { XsdCheck } from '../xsd/index.ts';

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

const refused = (reason: string, problems: readonly FilingProblem[] = []): FileOutcome => ({
  ok: false,
  reason,
  problems,
});

/**
 * Files a dossier in the caller's transaction: builds and validates its message, wraps it in the
 * SMF envelope (validated too when Descartes:Smf:ValidateXsd is on), puts it in the outbox and
 * moves the dossier to Submitted through the state machine, which audits the move. The message
 * leaves only after the commit (the outbox worker), so a rollback files nothing. Refusals change
 * nothing.
 */
export const fileDossier = async (
  tx: Db,
  filer: Filer,
  request: FileRequest,
): Promise<FileOutcome> => {
  if (!filer.setup) return refused(filer.unavailable);
  if (!filer.environments.has(request.environment.toLowerCase()))
    return refused(`no ServiceBus:Descartes:${request.environment} block is configured`);
  const messageId = randomUUID();
  const built = buildDeclarationMessage(filer.setup, {
    dossierId: request.dossierId,
    declaration: { ...request.declaration, ucr: request.ucr },
    company: request.company,
    metadata: request.metadata,
    messageId,
    now: request.now,
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
  if (envelopeErrors.length > 0) {
    return refused(
      `the SMF envelope is not valid: ${envelopeErrors[0]}`,
      envelopeErrors.map((error) => ({ element: 'smf:Envelope', path: '', message: error })),
    );
  }
  // The move first: it locks the dossier, so two filings of one dossier cannot both pass.
  await transitionDossier(tx, {
    dossierId: request.dossierId,
    event: request.event,
    actor: request.actor,
    details: {
      messageId,
      messageType: built.messageType,
      environment: request.environment,
      // What the message had no place for stays on the dossier's record (info level).
      ...(built.notices.length > 0 ? { notCarried: built.notices } : {}),
    },
    at: request.now,
  });
  await enqueueOutbound(tx, {
    messageId,
    dossierId: request.dossierId,
    messageType: built.messageType,
    environment: request.environment,
    payload,
  });
  return { ok: true, messageId, messageType: built.messageType };
};
