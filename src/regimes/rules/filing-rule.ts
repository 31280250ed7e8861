import type { CanonicalDeclaration, DeclarationType } from '../../canonical/index.ts';
import type { CompanySettings } from '../../runtime-settings/index.ts';
import type { ReferenceCodes } from '../messages/code-lists.ts';
import type { CustomsMetadata } from '../messages/message-context.ts';

export type MessageType = 'CC015C' | 'CC515C' | 'IE415B';

/** SPEC.md "Supported XML message types": the message of each declaration type. */
export const messageTypeOf = (type: DeclarationType): MessageType =>
  type === 'EX' ? 'CC515C' : type === 'IM' ? 'IE415B' : 'CC015C';

/** What every rule may look at: the data, the broker's settings, the EU lists, the date. */
export interface RuleInput {
  readonly declaration: CanonicalDeclaration;
  readonly company: CompanySettings;
  readonly codes: ReferenceCodes;
  readonly metadata: CustomsMetadata;
  /** Today in Brussels, `yyyy-MM-dd`: the date customs compares dates with. */
  readonly today: string;
  /**
   * Whether the loaded UN/LOCODE list has a code, asked for this declaration's codes before the
   * rules run (they read nothing themselves); absent, or undefined for a code: not checked.
   */
  readonly locodes?: (code: string) => boolean | undefined;
  /** The loaded tariff, asked about this declaration's commodity codes; absent: not checked. */
  readonly tariff?: TariffLookup;
}

/** What the tariff says of one code on the date it was asked for. */
export type TariffVerdict =
  | { readonly kind: 'declarable' }
  /** A code with codes below it; `below`: the declarable ones. */
  | { readonly kind: 'heading'; readonly below: readonly string[] }
  /** No such code on the date; `nearby`: the declarable codes of its HS subheading. */
  | { readonly kind: 'unknown'; readonly nearby: readonly string[] };

/**
 * The loaded tariff's answers for the codes of one declaration, looked up before the rules run
 * (they read nothing themselves).
 */
export interface TariffLookup {
  /** 10 once a Tarbel extraction is loaded (import codes are checked in full), else 8: the CN. */
  readonly digits: 8 | 10;
  /** What the codes are checked against, as a declarant reads it: `CN 2026`. */
  readonly source: string;
  /** The day the answers hold for, `yyyy-MM-dd`. */
  readonly date: string;
  /**
   * An 8-digit code as a CN subheading, a 10-digit one as a TARIC code (only when `digits` is
   * 10); undefined for a code it was not asked about: not checked.
   */
  readonly verdict: (code: string) => TariffVerdict | undefined;
}

/** One place where the data breaks a rule. */
export interface Finding {
  /** JSON Pointer into the canonical declaration, or `settings:<key>`. */
  readonly path: string;
  readonly message: string;
  /** The message element, where it differs from the rule's first. */
  readonly element?: string;
  /** What a page words the finding from in the user's language (an identifier's fault). */
  readonly params?: Readonly<Record<string, unknown>>;
}

/**
 * One business rule beyond the schema: what it guards, where it reports, why, and on what
 * authority. `docs/filing-rules.md` is generated from these (`npm run docs:filing-rules`).
 */
export interface FilingRule {
  /**
   * Stable: an official NCTS id (`R0223`) where the rule is one (src/regimes/rules/
   * ie015-official-rules.ts); else ours: `ALL-…` every message, `TR-…` CC015C, `EX-…` CC515C,
   * `IM-…` IE415B.
   */
  readonly id: string;
  readonly messages: readonly MessageType[];
  /** The message element(s) it guards. */
  readonly elements: readonly string[];
  /** The canonical path it reports, `*` for any index. */
  readonly path: string;
  /** What a declarant reads: the rule in one sentence. */
  readonly reason: string;
  /** An EU code list, an NCTS/AES rule or condition, SPEC.md, or a decision of ours. */
  readonly source: string;
  /** `messageType` is the message being built: a rule of several may look at which. */
  check(input: RuleInput & { readonly messageType: MessageType }): Iterable<Finding>;
}

export const ALL_MESSAGES: readonly MessageType[] = ['CC015C', 'CC515C', 'IE415B'];
