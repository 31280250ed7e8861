import { audit } from '../audit/index.ts';
import type { CanonicalDeclaration } from '../canonical/index.ts';
import type { Db } from '../db/index.ts';
import { recordAutoDispatch } from '../dossiers/index.ts';
import type { CompanySettings } from '../runtime-settings/index.ts';
import { fileDossier, type FileOutcome, type Filer } from './file-dossier.ts';

export interface AutoDispatchOutcome {
  readonly status: 'Submitted' | 'Review';
  /** `dispatched`, or `refused: <reason>`, as the ingestion response and the dossier carry it. */
  readonly autoDispatch: string;
}

/**
 * SPEC.md point 3 of POST /api/declarations: a T1/T2 with `auto_dispatch: true` is filed to
 * ServiceBus:Descartes:AutoDispatchEnvironment in the ingestion transaction and goes to Submitted;
 * refused (filing not configured, no such environment, incomplete or invalid data) it stays in
 * Review for a declarant. Either way the attempt is audited with its reasons.
 */
export const dispatchAutomatically = async (
  tx: Db,
  filer: Filer | undefined,
  input: {
    dossierId: string;
    ucr: string;
    declaration: CanonicalDeclaration;
    company: CompanySettings;
    /** The partner that asked for it, named in the audit trail. */
    actor: string;
    now: Date;
  },
): Promise<AutoDispatchOutcome> => {
  const environment = filer?.autoDispatchEnvironment ?? '';
  const outcome: FileOutcome = filer
    ? await fileDossier(tx, filer, {
        dossierId: input.dossierId,
        ucr: input.ucr,
        declaration: input.declaration,
        environment,
        company: input.company,
        // The service files on the partner's request; the partner is named in the audit trail.
        actor: { name: input.actor, roles: ['system'] },
        event: 'auto-dispatch',
        now: input.now,
      })
    : { ok: false, reason: 'filing is not configured', problems: [] };
  const autoDispatch = outcome.ok ? 'dispatched' : `refused: ${outcome.reason}`;
  await recordAutoDispatch(tx, input.dossierId, autoDispatch);
  await audit(tx, {
    actor: input.actor,
    action: outcome.ok ? 'dossier.auto-dispatched' : 'dossier.auto-dispatch-refused',
    entityType: 'dossier',
    entityId: input.dossierId,
    after: outcome.ok
      ? {
          autoDispatch,
          environment,
          messageId: outcome.messageId,
          messageType: outcome.messageType,
        }
      : { autoDispatch, environment, problems: outcome.problems },
  });
  return { status: outcome.ok ? 'Submitted' : 'Review', autoDispatch };
};
