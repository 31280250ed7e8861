import { useMemo } from 'react';
import { createIntl } from 'react-intl';
import { formatsFor } from '../i18n/formats.ts';
import { useLanguage } from '../i18n/language-context.ts';
import { LOCALES, type Language } from '../i18n/languages.ts';
import { MESSAGES, type MessageId } from '../i18n/messages/index.ts';
import { identifierMessage } from './identifier-faults.ts';

// What is wrong with a value a form is about to send, kept structured (field, keyword, params);
// faultMessage is the one place that words it, from the catalogue (messages/faults.ts).

/** A fault as a compiled validator reports it (Ajv's ErrorObject, with `verbose` on). */
export interface AjvFault {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  parentSchema?: { description?: unknown };
  data?: unknown;
}

/** A validator compiled ahead from the server's schema (scripts/write-web-types.ts). */
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: AjvFault[] | null;
}

/** What a form reads of a schema it was compiled from: the limits of each member, for hints. */
export interface FormSchema {
  required?: string[];
  properties: Record<
    string,
    { maxLength?: number; minimum?: number; maximum?: number; description?: string }
  >;
}

export interface FieldFault {
  /** The form's path of the field (`newClient.city`), made from the JSON pointer (`/newClient/city`). */
  field: string;
  /** The schema keyword that failed (maxLength, pattern, required, …) or a rule of the form's own. */
  keyword: string;
  params: Record<string, unknown>;
  /** The schema's words for what the value must be, such as "a two-letter ISO 3166-1 … code". */
  description?: string;
  /** The value refused. */
  value?: unknown;
}

const characters = (value: unknown) => (typeof value === 'string' ? [...value].length : 0);

/** Decimal places a multipleOf allows: 0.01 is 2. */
const decimalsOf = (step: unknown) =>
  typeof step === 'number' ? (String(step).split('.')[1]?.length ?? 0) : 0;

/** The catalogue and the number format of the page's language: what a fault is worded with. */
export interface FaultWords {
  t: (id: MessageId, values?: Record<string, string | number>) => string;
  number: (value: number) => string;
  /** A number without thousands separators, for a choice between 1234 and 1,234. */
  plain: (value: number) => string;
}

/** The words of faults in one language, outside React too (tests, a form's validate). */
export const faultWordsFor = (language: Language): FaultWords => {
  const intl = createIntl({ locale: LOCALES[language], messages: MESSAGES[language] });
  const formats = formatsFor(language);
  const plain = new Intl.NumberFormat(LOCALES[language], {
    useGrouping: false,
    maximumFractionDigits: 4,
  });
  return {
    t: (id, values) => intl.formatMessage({ id }, values),
    number: (value) => formats.number(value, 4),
    plain: (value) => plain.format(value),
  };
};

/** The words of faults in the page's language. */
export const useFaultWords = (): FaultWords => {
  const { language } = useLanguage();
  return useMemo(() => faultWordsFor(language), [language]);
};

/** Members whose pattern has its own words; the schema's description is English only. */
const PATTERNS: Record<string, MessageId> = {
  code: 'fault.pattern.code',
  name: 'fault.pattern.name',
  country: 'fault.pattern.country',
  identification_number: 'fault.pattern.identification_number',
};

/** The message shown under the field, in plain words of the page's language. */
export const faultMessage = (fault: FieldFault, { t, number, plain }: FaultWords): string => {
  const { keyword, params } = fault;
  const limit = params.limit as number | string | undefined;
  const figure = typeof limit === 'number' ? number(limit) : String(limit);
  switch (keyword) {
    case 'required':
      return t('fault.required');
    case 'minLength':
      return limit === 1 ? t('fault.required') : t('fault.minLength', { limit: figure });
    case 'maxLength':
      // The server's complaint does not repeat the value: the length now is the form's to say.
      return fault.value === undefined
        ? t('fault.maxLengthPlain', { limit: figure })
        : t('fault.maxLength', { limit: figure, now: number(characters(fault.value)) });
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return t(`fault.${keyword}`, { limit: figure });
    case 'multipleOf':
    case 'decimals':
      return t('fault.decimals', {
        limit: keyword === 'decimals' ? figure : decimalsOf(params.multipleOf),
      });
    case 'enum':
      return t('fault.enum', { values: (params.allowedValues as unknown[]).join(', ') });
    case 'number':
      return t('fault.number', { example: number(1.25) });
    case 'ambiguous':
      return t('fault.ambiguous', {
        typed: String(params.typed),
        grouped: plain(params.grouped as number),
        decimal: plain(params.decimal as number),
      });
    case 'character':
    case 'json':
    case 'members':
      return t(`fault.${keyword}`);
    case 'country':
      return t('fault.country', { value: String(params.value) });
    case 'changed-since':
      return t('fault.changedSince', {
        actor: String(params.actor),
        to:
          params.to === undefined
            ? '—'
            : typeof params.to === 'number'
              ? number(params.to)
              : JSON.stringify(params.to).replace(/^"|"$/g, ''),
      });
    case 'client-choice':
      return t(params.given === 'both' ? 'fault.clientChoice.both' : 'fault.clientChoice.none');
    case 'identifier': {
      const { message, values } = identifierMessage(params);
      return t(message, values);
    }
    default: {
      // pattern, type, format: said per member, as the schema's description would in English.
      const member = fault.field.split('.').at(-1) ?? '';
      return t(PATTERNS[member] ?? 'fault.invalid');
    }
  }
};

/** An empty input's hint, from the limit its schema sets (api/validators.ts memberHint). */
export const hintMessage = (
  hint: MemberHint | undefined,
  { t, number }: FaultWords,
): string | undefined => {
  if (!hint) return undefined;
  if ('maxLength' in hint) return t('hint.maxLength', { limit: number(hint.maxLength) });
  if ('minimum' in hint) return t('hint.minimum', { limit: number(hint.minimum) });
  return hint.example;
};

/** What an input's schema says of it while it is empty. */
export type MemberHint = { maxLength: number } | { minimum: number } | { example: string };

/** `/newClient/code` as `newClient.code`, the path @mantine/form uses. */
export const fieldOfPointer = (pointer: string): string =>
  pointer
    .replace(/^\//, '')
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');

/** A compiled validator's faults as form faults; `prefix` is where the value sits in the body. */
export const faultsOf = (
  validate: CompiledValidator,
  value: unknown,
  prefix = '',
): FieldFault[] => {
  if (validate(value)) return [];
  return (validate.errors ?? []).map((error) => {
    const missing = error.keyword === 'required' ? `/${String(error.params.missingProperty)}` : '';
    const description = error.parentSchema?.description;
    return {
      field: fieldOfPointer(`${prefix}${error.instancePath}${missing}`),
      keyword: error.keyword,
      params: error.params,
      description: typeof description === 'string' ? description : undefined,
      value: error.data,
    };
  });
};

/** One message per field, the first fault's (a length before a pattern), as @mantine/form takes them. */
export const messagesByField = (
  faults: readonly FieldFault[],
  words: FaultWords,
): Record<string, string> => {
  const messages: Record<string, string> = {};
  for (const fault of faults) messages[fault.field] ??= faultMessage(fault, words);
  return messages;
};

/**
 * A complaint of the server as the page words it: by its keyword in the page's language, as the
 * form's own checks are; the server's sentence only for a complaint that names no keyword.
 */
export const problemMessage = (
  problem: { path: string; message: string; keyword?: string; params?: Record<string, unknown> },
  words: FaultWords,
): string =>
  problem.keyword
    ? faultMessage(
        {
          field: fieldOfPointer(problem.path),
          keyword: problem.keyword,
          params: problem.params ?? {},
        },
        words,
      )
    : problem.message;
