import { sql } from 'drizzle-orm';
import { parseDeclaration, type CanonicalDeclaration } from '../canonical/index.ts';
import { queryRows, type Db } from '../db/index.ts';
import { DomainError, type Complaint } from '../errors/index.ts';
import { identifierLookupsOf, identifierProblems, type ReferenceCodes } from '../regimes/index.ts';
import type { Actor } from './state-machine.ts';
import { transitionDossier } from './transition-dossier.ts';

/** What stands against approving a declaration: a complaint naming its field and rule. */
export interface StandingFinding {
  /** The rule: `contract` for the canonical contract, else a filing rule (ALL-EORI ...). */
  readonly code: string;
  readonly severity: 'error';
  readonly path: string;
  readonly message: string;
  readonly params?: Readonly<Record<string, unknown>>;
}

/**
 * The errors the service finds in a declaration as it stands: the canonical contract, then the
 * identifiers as customs checks them (with the EU lists when they are loaded). The same code
 * checks a partner's declaration on arrival and at filing.
 */
export const standingFindings = (
  declaration: unknown,
  codes: ReferenceCodes | undefined,
): StandingFinding[] => {
  const parsed = parseDeclaration(declaration ?? {});
  if (!parsed.ok)
    return parsed.complaints.map((complaint) => ({
      code: 'contract',
      severity: 'error',
      path: complaint.path,
      message: complaint.message,
    }));
  return identifierProblems(parsed.declaration, codes ? identifierLookupsOf(codes) : {}).map(
    (problem) => ({
      code: problem.rule ?? 'filing',
      severity: 'error',
      path: problem.path,
      message: problem.message,
      ...(problem.params ? { params: problem.params } : {}),
    }),
  );
};

export interface ApproveRequest {
  readonly dossierId: string;
  /** The revision the person approved (If-Match): a dossier saved since is not approved blind. */
  readonly baseRevision: number;
  /** Approve although errors stand: the person's reason, kept in the history. */
  readonly overrideReason?: string;
  readonly actor: Actor;
  readonly at: Date;
  readonly codes?: ReferenceCodes;
}

const asComplaint = (finding: StandingFinding): Complaint => ({
  path: finding.path,
  message: `${finding.message} (${finding.code})`,
  ...(finding.params ? { keyword: 'identifier', params: finding.params } : {}),
});

/**
 * Review -> Approved through the state machine (SPEC.md "States and transitions"): refused while
 * an error stands, unless the person overrides it with a reason, which the history keeps with
 * the findings it overrode.
 */
export const approveDossier = async (db: Db, request: ApproveRequest) =>
  db.transaction(async (tx) => {
    const [row] = await queryRows<{
      revision: number;
      corrected_data: CanonicalDeclaration | null;
    }>(
      tx,
      sql`select revision, corrected_data from dossiers where id = ${request.dossierId} for update`,
    );
    if (!row)
      throw new DomainError(
        'not-found',
        'dossier-not-found',
        `No dossier has id ${request.dossierId}`,
      );
    if (row.revision !== request.baseRevision)
      throw new DomainError(
        'stale',
        'dossier-changed',
        `The dossier was saved since revision ${request.baseRevision} (it is at ${row.revision}); reload it before approving`,
      );
    const findings = standingFindings(row.corrected_data, request.codes);
    const reason = request.overrideReason?.trim();
    if (findings.length > 0 && !reason)
      throw new DomainError(
        'invalid',
        'findings-stand',
        `${findings.length} error(s) stand: correct them, or approve with a reason that overrides them`,
        findings.map(asComplaint),
      );
    return transitionDossier(tx, {
      dossierId: request.dossierId,
      event: 'approve',
      actor: request.actor,
      at: request.at,
      ...(reason ? { reason } : {}),
      details: {
        revision: row.revision,
        ...(findings.length > 0
          ? { overridden: findings.map(({ code, path }) => ({ code, path })) }
          : {}),
      },
    });
  });
