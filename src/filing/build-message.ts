import type { CanonicalDeclaration } from '../canonical/index.ts';
import { buildCc015c } from './cc015c.ts';
import { Checks, type FilingProblem } from './checks.ts';
import type { ReferenceCodes } from './code-lists.ts';
import type { CompanySettings } from './company-settings.ts';
import { brusselsDateTime, lrnOf, type CustomsMetadata } from './message-context.ts';
import { cc015cSchema } from './ncts-schemas.ts';

/** What building a declaration message needs beyond the dossier: schemas, code lists, sender. */
export interface FilingSetup {
  readonly codes: ReferenceCodes;
  readonly nctsSchemaFolder: string;
  readonly phase: 5 | 6;
  readonly recipient: string;
}

export type BuiltMessage =
  | { readonly ok: true; readonly messageType: 'CC015C'; readonly xml: string }
  | { readonly ok: false; readonly problems: readonly FilingProblem[] };

export interface MessageRequest {
  readonly dossierId: string;
  readonly declaration: CanonicalDeclaration;
  readonly company: CompanySettings;
  /** The dossier's CustomsDeclaration metadata, when it has been captured. */
  readonly metadata?: CustomsMetadata;
  readonly messageId: string;
  readonly now: Date;
}

/**
 * The declaration message of a dossier, complete and valid, or every reason it is not: missing
 * mandatory values, codes outside their lists, offices without the role, and, only when all of
 * those are fine, whatever the official schema still refuses. Nothing invalid is ever returned.
 */
export const buildDeclarationMessage = (
  setup: FilingSetup,
  request: MessageRequest,
): BuiltMessage => {
  const { declaration } = request;
  if (declaration.declaration_type !== 'T1' && declaration.declaration_type !== 'T2') {
    return {
      ok: false,
      problems: [
        {
          element: declaration.declaration_type === 'EX' ? 'CC515C' : 'IE415B',
          path: '/declaration_type',
          message: 'filing of import and export declarations is not available yet',
        },
      ],
    };
  }
  const checks = new Checks(setup.codes);
  const xml = buildCc015c(
    declaration,
    {
      messageId: request.messageId.replace(/-/g, ''),
      lrn: lrnOf(request.dossierId),
      senderGln: request.company['declarations:sender_gln'],
      company: request.company,
      metadata: request.metadata ?? {},
      recipient: setup.recipient,
      preparedAt: brusselsDateTime(request.now),
      phase: setup.phase,
    },
    checks,
  );
  if (checks.problems.length > 0) return { ok: false, problems: checks.problems };
  const schemaErrors = cc015cSchema(setup.nctsSchemaFolder, setup.phase).validate(xml);
  if (schemaErrors.length > 0) {
    return {
      ok: false,
      problems: schemaErrors.map((error) => ({
        element: 'CC015C',
        path: '',
        message: `the NCTS phase ${setup.phase} schema refuses it: ${error}`,
      })),
    };
  }
  return { ok: true, messageType: 'CC015C', xml };
};
