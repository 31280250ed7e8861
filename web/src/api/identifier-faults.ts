import {
  checkContainerNumber,
  checkEori,
  normaliseIdentifier,
  type EoriLookups,
  type IdentifierFault,
} from '../../../src/identifiers/index.ts';
import type { MessageId } from '../i18n/messages/index.ts';
import type { FieldFault } from './field-faults.ts';

// The server's own identifier checks (src/identifiers, pure and browser-safe), so a form refuses
// exactly what customs and the server would. A refusal is kept as its fault code (the server's
// complaints carry the same params), and worded from the catalogue by identifierMessage.

export { normaliseIdentifier };

/** What the forms check; findings on a partner's declaration name the other two as well. */
export type IdentifierKind = 'eori' | 'container-number';
type AnyIdentifierKind = IdentifierKind | 'unlocode' | 'office-code' | 'gln';

/** What an identifier fault carries, on a form and in a server's complaint alike. */
export interface IdentifierParams {
  kind: AnyIdentifierKind;
  fault: IdentifierFault;
  value: string;
  expected?: string;
}

const MESSAGES: Record<AnyIdentifierKind, Partial<Record<IdentifierFault, MessageId>>> = {
  eori: {
    empty: 'fault.eori.shape',
    shape: 'fault.eori.shape',
    'too-long': 'fault.eori.tooLong',
    country: 'fault.eori.country',
    belgian: 'fault.eori.belgian',
    check: 'fault.eori.check',
  },
  'container-number': {
    empty: 'fault.container.shape',
    shape: 'fault.container.shape',
    check: 'fault.container.check',
  },
  'office-code': {
    empty: 'fault.office.shape',
    shape: 'fault.office.shape',
    unknown: 'fault.office.unknown',
    role: 'fault.office.role',
  },
  gln: {
    empty: 'fault.gln.shape',
    shape: 'fault.gln.shape',
    check: 'fault.gln.check',
  },
  unlocode: {
    empty: 'fault.unlocode.shape',
    shape: 'fault.unlocode.shape',
    unknown: 'fault.unlocode.unknown',
  },
};

/** A fault as a catalogue entry and its values; `fault.identifier` for one without words of its own. */
export const identifierMessage = (
  params: Partial<IdentifierParams>,
): { message: MessageId; values: Record<string, string> } => {
  const value = params.value ?? '';
  const message = params.kind && params.fault ? MESSAGES[params.kind]?.[params.fault] : undefined;
  return {
    message: message ?? 'fault.identifier',
    values: { value, country: value.slice(0, 2), expected: params.expected ?? '' },
  };
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
    {
      field,
      keyword: 'identifier',
      params: {
        kind,
        fault: check.fault,
        value: check.value,
        ...(check.expected === undefined ? {} : { expected: check.expected }),
      } satisfies IdentifierParams,
      value: check.value,
    },
  ];
};
