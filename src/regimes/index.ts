import type { DeclarationType } from '../canonical/index.ts';
import { exportAdapter } from './export/export-adapter.ts';
import { importAdapter } from './import/import-adapter.ts';
import type { RegimeAdapter } from './regime-adapter.ts';
import { transitAdapter } from './transit/transit-adapter.ts';

const adapters: readonly RegimeAdapter[] = [importAdapter, exportAdapter, transitAdapter];

/** SPEC.md: one adapter for IM, one for EX, one for T1/T2, chosen by declaration_type. */
export const adapterFor = (type: DeclarationType): RegimeAdapter => {
  const adapter = adapters.find((candidate) => candidate.regimes.includes(type));
  if (!adapter) throw new Error(`no regime adapter for ${type}`);
  return adapter;
};

export type { CustomsDeclarationFields, RegimeAdapter } from './regime-adapter.ts';
export { commonFields } from './regime-adapter.ts';
export { buildDeclarationMessage } from './build-message.ts';
export type { BuiltMessage, FilingSetup, MessageRequest, MessageType } from './build-message.ts';
export type { FilingProblem } from './messages/checks.ts';
export type { ListDomain, ReferenceCodes } from './messages/code-lists.ts';
export type { CustomsMetadata } from './messages/message-context.ts';
export { brusselsDateTime } from './messages/message-context.ts';
export { cc015cSchema, nationalSchema, NCTS_SCHEMA_VERSIONS } from './messages/schemas.ts';
export type { NationalSchema } from './messages/schemas.ts';
export {
  FILING_RULES,
  filingRulesMarkdown,
  identifierLookupsOf,
  identifierProblems,
  locodesIn,
  messageTypeOf,
} from './rules/index.ts';
export type { FilingRule, IdentifierLookups } from './rules/index.ts';
export {
  goodsBreakdown,
  ITEM_KEYS,
  suggestItemNumbers,
  type DeclarationItem,
} from './messages/goods-breakdown.ts';
