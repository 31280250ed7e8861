import assert from 'node:assert/strict';
import type { CanonicalDeclaration } from '../../src/canonical/index.ts';
import { FILING_RULES, runRules, type MessageType } from '../../src/regimes/rules/index.ts';
import { companySettings } from '../../src/runtime-settings/index.ts';
import { embeddedCodes } from './filing.ts';

// Plain JSON a test shapes as the rule needs it.
type Data = Record<string, any>;
export const TODAY = '2026-11-23';
const DOMAIN = { CC015C: 'transit', CC515C: 'export', IE415B: 'import' } as const;

export interface Found {
  readonly path: string;
  readonly element: string;
  readonly message: string;
}

/** What one filing rule, called on its own, finds in a declaration (the embedded EU lists). */
export const findingsOf = (
  id: string,
  declaration: Data,
  options: {
    metadata?: object;
    codes?: ReturnType<typeof embeddedCodes>;
    messageType?: MessageType;
    locodes?: (code: string) => boolean | undefined;
    company?: Record<string, string>;
  } = {},
): Found[] => {
  const rule = FILING_RULES.find((candidate) => candidate.id === id);
  assert.ok(rule, id);
  const messageType = options.messageType ?? rule.messages[0]!;
  return runRules([rule], messageType, {
    declaration: declaration as CanonicalDeclaration,
    company: companySettings(options.company ?? {}),
    codes: options.codes ?? embeddedCodes(DOMAIN[messageType], 6),
    metadata: options.metadata ?? {},
    today: TODAY,
    ...(options.locodes ? { locodes: options.locodes } : {}),
  }).map(({ path, element, message }) => ({ path, element, message }));
};

export const pathsOf = (
  id: string,
  declaration: Data,
  options?: Parameters<typeof findingsOf>[2],
) => findingsOf(id, declaration, options).map((finding) => finding.path);
