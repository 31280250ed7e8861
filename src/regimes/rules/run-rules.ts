import type { FilingProblem } from '../messages/checks.ts';
import type { FilingRule, MessageType, RuleInput } from './filing-rule.ts';

/**
 * Every finding of every rule that applies to the message, each named by its rule; a rule that
 * throws is a bug and is let through, so it cannot pass a message it never checked.
 */
export const runRules = (
  rules: readonly FilingRule[],
  messageType: MessageType,
  input: RuleInput,
): FilingProblem[] =>
  rules
    .filter((rule) => rule.messages.includes(messageType))
    .flatMap((rule) =>
      [...rule.check({ ...input, messageType })].map((finding) => ({
        rule: rule.id,
        element: finding.element ?? rule.elements[0]!,
        path: finding.path,
        message: finding.message,
      })),
    );
