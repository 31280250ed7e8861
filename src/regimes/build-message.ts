import type { CanonicalDeclaration } from '../canonical/index.ts';
import { buildCc015c } from './transit/cc015c.ts';
import { cc015cStructure } from './messages/cc015c-structure.ts';
import { buildCc515c } from './export/cc515c.ts';
import { Checks, type FilingProblem } from './messages/checks.ts';
import {
  goodsBreakdown,
  itemsAsDeclared,
  type BreakdownConflict,
} from './messages/goods-breakdown.ts';
import type { ListDomain, ReferenceCodes } from './messages/code-lists.ts';
import type { CompanySettings } from '../runtime-settings/index.ts';
import { buildIe415b } from './import/ie415b.ts';
import {
  brusselsDateTime,
  lrnOf,
  type CustomsMetadata,
  type MessageContext,
} from './messages/message-context.ts';
import {
  cc015cSchema,
  nationalSchema,
  nationalSchemaName,
  type NationalSchema,
} from './messages/schemas.ts';
import type { SerializedMessage } from './messages/xml-tree.ts';
import type { XsdCheck } from '../xsd/index.ts';
import type { CustomsRate } from '../valuation/index.ts';
import { FILING_RULES, runRules, type MessageType } from './rules/index.ts';
import type { TariffLookup } from './rules/filing-rule.ts';

export type { MessageType };

/** What building a declaration message needs beyond the dossier: schemas, code lists, sender. */
export interface FilingSetup {
  /** The EU lists and offices of a domain, as they stand at the moment of filing. */
  readonly codes: (domain: ListDomain, phase: 5 | 6) => ReferenceCodes;
  /** The official NCTS schemas' folder, an extra check of CC015C on top of ours; '' for none. */
  readonly nctsSchemaFolder: string;
  readonly phase: 5 | 6;
  readonly recipient: string;
  /** CC515C and IE415B: the operator's official schemas and namespaces, or ours (empty file). */
  readonly national?: { readonly cc515c: NationalSchema; readonly ie415b: NationalSchema };
}

/** The service's own schemas and namespaces for the messages without a public schema. */
export const OWN_NATIONAL = {
  cc515c: { file: '', namespace: 'http://ecs.dgtaxud.ec' },
  ie415b: { file: '', namespace: 'urn:customs-declaration-service:idms:v1' },
} as const;

export type BuiltMessage =
  | {
      readonly ok: true;
      readonly messageType: MessageType;
      readonly xml: string;
      /** Values the message has no place for, to show on the dossier (info level). */
      readonly notices: readonly FilingProblem[];
      /** The canonical paths of the values the message carries. */
      readonly carried: readonly string[];
    }
  | { readonly ok: false; readonly problems: readonly FilingProblem[] };

export interface MessageRequest {
  readonly dossierId: string;
  readonly declaration: CanonicalDeclaration;
  readonly company: CompanySettings;
  /** The dossier's CustomsDeclaration metadata, when it has been captured. */
  readonly metadata?: CustomsMetadata;
  readonly messageId: string;
  readonly now: Date;
  /** Whether the loaded UN/LOCODE list has a code (knownLocodes); absent: not checked. */
  readonly locodes?: (code: string) => boolean | undefined;
  /** The loaded tariff's answers for the declaration's commodity codes; absent: not checked. */
  readonly tariff?: TariffLookup;
  /** The customs exchange rates valid on the day of filing; absent: none are known. */
  readonly rates?: readonly CustomsRate[];
}

type Builder = (
  declaration: CanonicalDeclaration,
  context: MessageContext,
  checks: Checks,
) => SerializedMessage;

/** A check the built message must pass, and how a problem names it to the declarant. */
interface MessageCheck {
  readonly check: XsdCheck;
  readonly name: string;
}

/**
 * CC015C: the data items of IE015 always (the service's own, so a fresh installation files
 * transit), the official schema on top where an operator configured its folder.
 */
const transitChecks = (setup: FilingSetup): MessageCheck[] => [
  {
    check: cc015cStructure(setup.phase),
    name: `the IE015 data items check (NCTS phase ${setup.phase})`,
  },
  ...(setup.nctsSchemaFolder
    ? [
        {
          check: cc015cSchema(setup.nctsSchemaFolder, setup.phase),
          name: `the NCTS phase ${setup.phase} schema`,
        },
      ]
    : []),
];

const nationalChecks =
  (message: 'cc515c' | 'ie415b') =>
  (setup: FilingSetup): MessageCheck[] => {
    const configured = (setup.national ?? OWN_NATIONAL)[message];
    return [
      {
        check: nationalSchema(message, configured),
        name: nationalSchemaName(message, configured),
      },
    ];
  };

/** SPEC.md "Supported XML message types": the message and the checks it must pass, per regime. */
const MESSAGES: Record<
  CanonicalDeclaration['declaration_type'],
  {
    type: MessageType;
    domain: ListDomain;
    build: Builder;
    checks: (setup: FilingSetup) => MessageCheck[];
  }
> = {
  T1: { type: 'CC015C', domain: 'transit', build: buildCc015c, checks: transitChecks },
  T2: { type: 'CC015C', domain: 'transit', build: buildCc015c, checks: transitChecks },
  EX: { type: 'CC515C', domain: 'export', build: buildCc515c, checks: nationalChecks('cc515c') },
  IM: { type: 'IE415B', domain: 'import', build: buildIe415b, checks: nationalChecks('ie415b') },
};

/**
 * The declaration message of a dossier, complete and valid, or every reason it is not: broken
 * filing rules (identifiers and offices among them), missing mandatory values, codes outside
 * their lists, and, only when all of
 * those are fine, whatever the message's schema still refuses. Nothing invalid is ever returned.
 */
export const buildDeclarationMessage = (
  setup: FilingSetup,
  request: MessageRequest,
): BuiltMessage => {
  const message = MESSAGES[request.declaration.declaration_type];
  const preparedAt = brusselsDateTime(request.now);
  const metadata = request.metadata ?? {};
  // AES and the import system follow the current (phase 6) generation of the lists.
  const codes = setup.codes(message.domain, message.domain === 'transit' ? setup.phase : 6);
  // The business rules run first and all of them: a declarant sees every problem at once.
  const broken = runRules(FILING_RULES, message.type, {
    declaration: request.declaration,
    company: request.company,
    codes,
    metadata,
    today: preparedAt.slice(0, 10),
    ...(request.locodes ? { locodes: request.locodes } : {}),
    ...(request.tariff ? { tariff: request.tariff } : {}),
  });
  // The message's items: lines the declarant put together are one item (the goods breakdown).
  const breakdown = goodsBreakdown(
    request.declaration.declaration_type,
    request.declaration.goods_items ?? [],
  );
  const declared = itemsAsDeclared(request.declaration, breakdown.items);
  const checks = new Checks(codes);
  const built = message.build(
    declared.declaration,
    {
      messageId: request.messageId.replace(/-/g, ''),
      lrn: lrnOf(request.dossierId),
      senderGln: request.company['declarations:sender_gln'],
      company: request.company,
      metadata,
      recipient: setup.recipient,
      preparedAt,
      phase: setup.phase,
      namespaces: {
        cc515c: (setup.national ?? OWN_NATIONAL).cc515c.namespace,
        ie415b: (setup.national ?? OWN_NATIONAL).ie415b.namespace,
      },
      rates: request.rates ?? [],
    },
    checks,
  );
  // The builder's paths are into the message's items; the breakdown's are the dossier's lines.
  const inItems = [
    ...breakdown.conflicts.map(conflictProblem),
    ...checks.problems.map((problem) => ({ ...problem, path: declared.problemPath(problem.path) })),
  ];
  if (broken.length > 0 || inItems.length > 0)
    return { ok: false, problems: [...broken, ...inItems] };
  // The first check that refuses the message speaks: the next would mostly repeat it.
  for (const { check, name } of message.checks(setup)) {
    const errors = check.validate(built.xml);
    if (errors.length > 0)
      return {
        ok: false,
        problems: errors.map((error) => {
          const problem = schemaProblem(error, built, name);
          return { ...problem, path: declared.problemPath(problem.path) };
        }),
      };
  }
  return {
    ok: true,
    messageType: message.type,
    xml: built.xml,
    notices: checks.notices.map((notice) => ({
      ...notice,
      path: declared.problemPath(notice.path),
    })),
    carried: [...new Set(built.sources.flatMap(declared.carriedPaths))],
  };
};

/** Two lines in one item that must not be: the declarant splits the item or makes them equal. */
const conflictProblem = (conflict: BreakdownConflict): FilingProblem => ({
  element: 'GoodsItem',
  path: `/goods_items/${conflict.line}/${conflict.field}`,
  message: `is in declaration item ${conflict.number} with line ${conflict.firstLine + 1}, whose ${conflict.field} differs: split the item or make them equal`,
  params: { number: conflict.number, line: conflict.firstLine + 1, field: conflict.field },
});

/**
 * A schema complaint as a problem at the value behind it: the validator names a line, the
 * serialiser knows the element written there and the canonical path it came from. A complaint
 * about an element no single value fills (a missing child) names the element: `message:<path>`.
 */
const schemaProblem = (
  error: string,
  built: SerializedMessage,
  schemaName: string,
): FilingProblem => {
  const line = /^line (\d+): /.exec(error);
  const at = line ? built.lineAt(Number(line[1])) : undefined;
  const detail = line ? error.slice(line[0].length) : error;
  return {
    element: at?.element ?? '',
    path: at?.source ?? `message:${at?.element ?? ''}`,
    message: `${schemaName} refuses it: ${detail}`,
  };
};
