import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { CanonicalDeclaration } from '../canonical/index.ts';
import { isUuid, schema, type Db } from '../db/index.ts';
import { checkTransition, inScope, type Actor, type DossierScope } from '../dossiers/index.ts';
import { DomainError } from '../errors/index.ts';
import { buildDeclarationMessage, type FilingProblem } from '../regimes/index.ts';
import { fileDossier, type Filer } from './file-dossier.ts';

const dossierOf = async (db: Db, dossierId: string, scope: DossierScope = { all: true }) => {
  if (!isUuid(dossierId))
    throw new DomainError('not-found', 'dossier-not-found', `No dossier has id ${dossierId}`);
  const [dossier] = await db
    .select({
      id: schema.dossiers.id,
      ucr: schema.dossiers.ucr,
      status: schema.dossiers.status,
      declaration: schema.dossiers.correctedData,
      useH2b: schema.customsDeclarations.useH2b,
      supervisingCustomsOfficeRef: schema.customsDeclarations.supervisingCustomsOfficeRef,
    })
    .from(schema.dossiers)
    .leftJoin(
      schema.customsDeclarations,
      eq(schema.customsDeclarations.dossierId, schema.dossiers.id),
    )
    .where(and(eq(schema.dossiers.id, dossierId), inScope(scope)));
  if (!dossier)
    throw new DomainError('not-found', 'dossier-not-found', `No dossier has id ${dossierId}`);
  const { useH2b, supervisingCustomsOfficeRef, ...rest } = dossier;
  return {
    ...rest,
    declaration: dossier.declaration as CanonicalDeclaration,
    metadata: { useH2b: useH2b ?? undefined, supervisingCustomsOfficeRef },
  };
};

const incomplete = (problems: readonly FilingProblem[], detail: string) =>
  new DomainError(
    'invalid',
    'declaration-incomplete',
    detail,
    problems.map((problem) => ({
      path: problem.path || '/',
      message: `${problem.element}: ${problem.message}`,
    })),
  );

/**
 * Filing by hand (`POST /api/dossiers/{uuid}/submit`, `customs dossiers submit`): the same
 * fileDossier as automatic dispatch, in a transaction of its own. A refusal is an error listing
 * every problem; nothing changes then.
 */
export const submitDossier = async (
  db: Db,
  filer: Filer,
  request: { dossierId: string; actor: Actor; environment?: string; now?: Date },
) => {
  const company = await filer.company();
  const outcome = await db.transaction(async (tx) => {
    const dossier = await dossierOf(tx, request.dossierId);
    // Ready is filed as the last step; Review or Approved only by an administrator, directly.
    const event = dossier.status === 'Ready' ? 'submit' : 'submit-directly';
    const allowed = checkTransition(dossier.status, event, request.actor);
    if (!allowed.ok)
      throw new DomainError(
        allowed.why === 'not-allowed' ? 'forbidden' : 'conflict',
        allowed.why === 'not-allowed' ? 'transition-not-allowed' : 'invalid-transition',
        `The dossier cannot be filed: ${allowed.reason}`,
      );
    const environment = request.environment ?? filer.autoDispatchEnvironment;
    const filed = await fileDossier(tx, filer, {
      dossierId: dossier.id,
      ucr: dossier.ucr,
      declaration: dossier.declaration,
      environment,
      company,
      metadata: dossier.metadata,
      actor: request.actor,
      event,
      now: request.now ?? new Date(),
    });
    if (!filed.ok) throw incomplete(filed.problems, `The dossier cannot be filed: ${filed.reason}`);
    return { ...filed, environment };
  });
  filer.enqueued();
  return outcome;
};

/**
 * The declaration message of a dossier: the one filed (the newest in the outbox), or else what
 * filing it now would send, or every reason it cannot be built.
 */
export const declarationMessage = async (
  db: Db,
  filer: Filer,
  dossierId: string,
  scope: DossierScope,
) => {
  const dossier = await dossierOf(db, dossierId, scope);
  const [filed] = await db
    .select({
      messageId: schema.outboxMessages.messageId,
      messageType: schema.outboxMessages.messageType,
      payload: schema.outboxMessages.payload,
    })
    .from(schema.outboxMessages)
    .where(eq(schema.outboxMessages.dossierId, dossierId))
    .orderBy(desc(schema.outboxMessages.createdAt))
    .limit(1);
  if (filed) return { ...filed, filed: true };
  if (!filer.setup)
    throw new DomainError('unavailable', 'filing-not-configured', filer.unavailable);
  const messageId = randomUUID();
  const built = buildDeclarationMessage(filer.setup, {
    dossierId,
    declaration: { ...dossier.declaration, ucr: dossier.ucr },
    company: await filer.company(),
    metadata: dossier.metadata,
    messageId,
    now: new Date(),
  });
  if (!built.ok) throw incomplete(built.problems, 'The declaration message cannot be built yet');
  return { messageId, messageType: built.messageType, payload: built.xml, filed: false };
};
