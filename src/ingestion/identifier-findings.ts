import type { CanonicalDeclaration } from '../canonical/index.ts';
import { identifierLookupsOf, identifierProblems, type ReferenceCodes } from '../regimes/index.ts';

/** Something about a partner's declaration a declarant should see before filing it. */
export interface IngestionFinding {
  /** The filing rule that refuses it until it is corrected (docs/filing-rules.md). */
  readonly code: string;
  /** As the extraction's findings: error means the declaration would be refused as it stands. */
  readonly severity: 'error';
  /** JSON Pointer into the dossier's declaration. */
  readonly path: string;
  readonly message: string;
  /** What the dossier page words it from in the user's language: the identifier's fault. */
  readonly params?: Readonly<Record<string, unknown>>;
}

/**
 * The identifiers of a declaration customs would refuse (an EORI's check digits, a container's,
 * an office without its role), as findings on its dossier: a shipment is never refused at the
 * door for a typo, and the value stays as the partner sent it (decision 0029). The UN/LOCODE list
 * is not asked here, which would cost every ingestion a query; filing asks it.
 */
export const identifierFindings = (
  declaration: CanonicalDeclaration,
  codes: ReferenceCodes | undefined,
): IngestionFinding[] =>
  identifierProblems(declaration, codes ? identifierLookupsOf(codes) : {}).map((problem) => ({
    code: problem.rule!,
    severity: 'error',
    path: problem.path,
    message: problem.message,
    ...(problem.params ? { params: problem.params } : {}),
  }));
