import {
  checkContainerNumber,
  checkEori,
  normaliseIdentifier,
  type EoriLookups,
  type IdentifierCheck,
} from '../../../src/identifiers/index.ts';
import type { MessageId } from '../i18n/messages/index.ts';
import type { FieldFault } from './field-faults.ts';

// The server's own identifier checks (src/identifiers, pure and browser-safe), so a form refuses
// exactly what customs and the server would. Their reason is English; the form words it from the
// catalogue by what the reason says, with the value and the expected check digits filled in.

export { normaliseIdentifier };

export type IdentifierKind = 'eori' | 'container-number';

/** Each reason of the checks, recognised by its words, and the catalogue entry that says it. */
const REASONS: readonly { kind: IdentifierKind; pattern: RegExp; message: MessageId }[] = [
  { kind: 'eori', pattern: /should be (\d+)$/, message: 'fault.eori.check' },
  { kind: 'eori', pattern: /is too long/, message: 'fault.eori.tooLong' },
  { kind: 'eori', pattern: /which is not a country code$/, message: 'fault.eori.country' },
  { kind: 'eori', pattern: /is not a Belgian EORI/, message: 'fault.eori.belgian' },
  { kind: 'eori', pattern: /is empty|is not an EORI number/, message: 'fault.eori.shape' },
  { kind: 'container-number', pattern: /should be (\d+)$/, message: 'fault.container.check' },
  {
    kind: 'container-number',
    pattern: /is empty|is not a container number/,
    message: 'fault.container.shape',
  },
];

/** A failed check as a catalogue entry and its values; `fault.identifier` for a reason not known. */
export const identifierMessage = (
  kind: IdentifierKind,
  check: Extract<IdentifierCheck, { ok: false }>,
): { message: MessageId; values: Record<string, string> } => {
  for (const reason of REASONS) {
    const match = reason.kind === kind ? reason.pattern.exec(check.reason) : null;
    if (match)
      return {
        message: reason.message,
        values: { value: check.value, country: check.value.slice(0, 2), expected: match[1] ?? '' },
      };
  }
  return { message: 'fault.identifier', values: { value: check.value } };
};

/** What the checks say of a typed identifier, as a fault at `field`; none when empty or valid. */
export const identifierFaults = (
  kind: IdentifierKind,
  field: string,
  typed: string,
  lookups: EoriLookups = {},
): FieldFault[] => {
  const value = normaliseIdentifier(typed);
  if (value === '') return [];
  const check = kind === 'eori' ? checkEori(value, lookups) : checkContainerNumber(value);
  if (check.ok) return [];
  return [
    { field, keyword: 'identifier', params: identifierMessage(kind, check), value: check.value },
  ];
};
