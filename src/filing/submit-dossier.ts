import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { isUuid, schema, type Db } from '../db/index.ts';
import {
  dossierForFiling,
  type Actor,
  type DossierForFiling,
  type DossierScope,
} from '../dossiers/index.ts';
import { DomainError } from '../errors/index.ts';
import type { FilingComplaint } from '../http/index.ts';
import { commodityCodesIn, knownLocodes, listRates, tariffForCodes } from '../reference/index.ts';
import {
  brusselsDateTime,
  buildDeclarationMessage,
  locodesIn,
  type FilingProblem,
  type FilingSetup,
} from '../regimes/index.ts';
import type { CompanySettings } from '../runtime-settings/index.ts';
import { fileDossier, type Filer } from './file-dossier.ts';

export const dossierOf = async (
  db: Db,
  dossierId: string,
  scope: DossierScope,
  options: { lock?: boolean } = {},
) => {
  const dossier = isUuid(dossierId)
    ? await dossierForFiling(db, dossierId, scope, options)
    : undefined;
  if (!dossier)
    throw new DomainError('not-found', 'dossier-not-found', `No dossier has id ${dossierId}`);
  return dossier;
};

/**
 * A 422 listing every problem with its path, message element and rule as members of their own;
 * the message also names them, for a reader of the text alone (the command line).
 */
export const incomplete = (problems: readonly FilingProblem[], detail: string) =>
  new DomainError(
    'invalid',
    'declaration-incomplete',
    detail,
    problems.map((problem): FilingComplaint => ({
      path: problem.path || '/',
      // The rule's id finds it in docs/filing-rules.md.
      message: `${problem.element}: ${problem.message}${problem.rule ? ` (filing rule ${problem.rule})` : ''}`,
      element: problem.element,
      ...(problem.rule ? { rule: problem.rule } : {}),
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
    const dossier = await dossierOf(tx, request.dossierId, { all: true }, { lock: true });
    // Ready is filed as the last step; Review or Approved only by an administrator, directly.
    // Which move this is, not whether it may be made: transitionDossier refuses (403, 409).
    const event = dossier.status === 'Ready' ? 'submit' : 'submit-directly';
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
  const built = await buildNow(db, filer.setup, await filer.company(), dossier);
  if (!built.ok) throw incomplete(built.problems, 'The declaration message cannot be built yet');
  return {
    messageId: built.messageId,
    messageType: built.messageType,
    payload: built.xml,
    filed: false,
  };
};

/**
 * The message filing a dossier now would send, built as filing builds it (the company settings,
 * the UN/LOCODEs it names, the tariff and the rates valid today), or every reason it cannot be
 * built.
 */
export const buildNow = async (
  db: Db,
  setup: FilingSetup,
  company: CompanySettings,
  dossier: DossierForFiling,
) => {
  const messageId = randomUUID();
  const now = new Date();
  const today = brusselsDateTime(now).slice(0, 10);
  const built = buildDeclarationMessage(setup, {
    dossierId: dossier.id,
    declaration: { ...dossier.declaration, ucr: dossier.ucr },
    company,
    metadata: dossier.metadata,
    messageId,
    now,
    locodes: await knownLocodes(db, locodesIn(dossier.declaration)),
    tariff: await tariffForCodes(db, commodityCodesIn(dossier.declaration), today),
    rates: await listRates(db, { on: today }),
  });
  return { ...built, messageId };
};
