import { sql } from 'drizzle-orm';
import { parseDeclaration, type CanonicalDeclaration } from '../canonical/index.ts';
import { queryRows, type Db } from '../db/index.ts';
import { DomainError, type Complaint } from '../errors/index.ts';
import { identifierLookupsOf, identifierProblems, type ReferenceCodes } from '../regimes/index.ts';
import type { Actor } from './state-machine.ts';
import { transitionDossier } from './transition-dossier.ts';
import { dossierChanged, dossierNotFound } from './dossier-errors.ts';

/** What the service finds in a declaration: a complaint naming its field and its rule. */
export interface DeclarationFinding {
  /** The rule: `contract` for the canonical contract, a filing rule (ALL-EORI), or a check's code. */
  readonly code: string;
  /** Only an error stands against approval; a warning asks the declarant to look. */
  readonly severity: 'error' | 'warning' | 'info';
  readonly path: string;
  readonly message: string;
  readonly params?: Readonly<Record<string, unknown>>;
}

/** Checks owned elsewhere (the extraction's: sums, masses, origins, the tariff), handed in. */
export type MoreChecks = (
  declaration: CanonicalDeclaration,
) => Promise<readonly DeclarationFinding[]>;

export interface CheckSources {
  /** The EU lists as they stand, for the identifier checks. */
  readonly codes?: ReferenceCodes;
  readonly more?: MoreChecks;
}

/**
 * What the service finds in a declaration as it stands: the canonical contract (nothing else is
 * checked on what it refuses), then the identifiers as customs checks them, then the checks
 * handed in. The same code checks a partner's declaration and a reading.
 */
export const findingsOf = async (
  declaration: unknown,
  sources: CheckSources,
): Promise<DeclarationFinding[]> => {
  const parsed = parseDeclaration(declaration ?? {});
  if (!parsed.ok)
    return parsed.complaints.map((complaint) => ({
      code: 'contract',
      severity: 'error',
      path: complaint.path,
      message: complaint.message,
    }));
  const lookups = sources.codes ? identifierLookupsOf(sources.codes) : {};
  const identifiers = identifierProblems(parsed.declaration, lookups).map(
    (problem): DeclarationFinding => ({
      code: problem.rule ?? 'filing',
      severity: 'error',
      path: problem.path,
      message: problem.message,
      ...(problem.params ? { params: problem.params } : {}),
    }),
  );
  return [...identifiers, ...((await sources.more?.(parsed.declaration)) ?? [])];
};

export interface ApproveRequest {
  readonly dossierId: string;
  /** The revision the person approved (If-Match): a dossier saved since is not approved blind. */
  readonly baseRevision: number;
  /** Approve although errors stand: the person's reason, kept in the history. */
  readonly overrideReason?: string;
  readonly actor: Actor;
  readonly at: Date;
  readonly checks: CheckSources;
}

const asComplaint = (finding: DeclarationFinding): Complaint => ({
  path: finding.path,
  message: `${finding.message} (${finding.code})`,
  ...(finding.params ? { keyword: 'identifier', params: finding.params } : {}),
});

const stale = (base: number, now: number) =>
  dossierChanged(base, now, 'reload it before approving');

/**
 * Review -> Approved through the state machine (SPEC.md "States and transitions"): refused while
 * an error stands, unless the person overrides it with a reason, which the history keeps with
 * the findings it overrode. The checks run before the row is locked (they read the tariff, and
 * the embedded database has one connection); the lock then makes sure it is still that revision.
 */
export const approveDossier = async (db: Db, request: ApproveRequest) => {
  const [row] = await queryRows<{ status: string; revision: number; corrected_data: unknown }>(
    db,
    sql`select status, revision, corrected_data from dossiers where id = ${request.dossierId}`,
  );
  if (!row) throw dossierNotFound(request.dossierId);
  if (row.revision !== request.baseRevision) throw stale(request.baseRevision, row.revision);
  // A dossier that is not in Review is not approved, whatever its findings (the state machine
  // says so again under the lock).
  if (row.status !== 'Review')
    throw new DomainError(
      'conflict',
      'invalid-transition',
      `The dossier is ${row.status}: a dossier is approved from Review`,
    );
  const errors = (await findingsOf(row.corrected_data, request.checks)).filter(
    (finding) => finding.severity === 'error',
  );
  const reason = request.overrideReason?.trim();
  if (errors.length > 0 && !reason)
    throw new DomainError(
      'invalid',
      'findings-stand',
      `${errors.length} error(s) stand: correct them, or approve with a reason that overrides them`,
      errors.map(asComplaint),
    );
  return db.transaction(async (tx) => {
    const [locked] = await queryRows<{ revision: number }>(
      tx,
      sql`select revision from dossiers where id = ${request.dossierId} for update`,
    );
    if (locked?.revision !== row.revision) throw stale(row.revision, locked?.revision ?? -1);
    return transitionDossier(tx, {
      dossierId: request.dossierId,
      event: 'approve',
      actor: request.actor,
      at: request.at,
      ...(reason ? { reason } : {}),
      details: {
        revision: row.revision,
        ...(errors.length > 0
          ? { overridden: errors.map(({ code, path }) => ({ code, path })) }
          : {}),
      },
    });
  });
};
