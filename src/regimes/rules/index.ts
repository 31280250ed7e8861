import { EXPORT_IMPORT_RULES } from './export-import-rules.ts';
import type { FilingRule } from './filing-rule.ts';
import { IDENTIFIER_RULES } from './identifier-rules.ts';
import { NCTS_TRANSIT_RULES } from './ncts-transit-rules.ts';
import { SHARED_RULES } from './shared-rules.ts';
import { TARIFF_RULES } from './tariff-rules.ts';
import { TRANSIT_RULES } from './transit-rules.ts';
import { NCTS_CONSIGNMENT_RULES } from './ncts-consignment-rules.ts';
import { NCTS_PACKAGING_RULES } from './ncts-packaging-rules.ts';

/** The catalogue: every filing rule, shared ones first (docs/filing-rules.md). */
export const FILING_RULES: readonly FilingRule[] = [
  ...SHARED_RULES,
  ...IDENTIFIER_RULES,
  ...TRANSIT_RULES,
  ...NCTS_TRANSIT_RULES,
  ...NCTS_CONSIGNMENT_RULES,
  ...NCTS_PACKAGING_RULES,
  ...TARIFF_RULES,
  ...EXPORT_IMPORT_RULES,
];

export { runRules } from './run-rules.ts';
export {
  messageTypeOf,
  type FilingRule,
  type Finding,
  type MessageType,
  type RuleInput,
} from './filing-rule.ts';
export {
  identifierLookupsOf,
  identifierProblems,
  locodesIn,
  type IdentifierLookups,
} from './identifier-rules.ts';
export { filingRulesMarkdown } from './rules-docs.ts';
export { euCostCode } from './valuation-codes.ts';
