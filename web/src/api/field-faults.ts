// What is wrong with a value a form is about to send, kept structured (field, keyword, params) so
// the words can move into a message catalogue; faultMessage is the one place that words it.

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

/** The message shown under the field, in plain words. */
export const faultMessage = (fault: FieldFault): string => {
  const { keyword, params, description } = fault;
  const limit = params.limit as number | string | undefined;
  switch (keyword) {
    case 'required':
      return 'Required';
    case 'minLength':
      return limit === 1 ? 'Required' : `At least ${limit} characters`;
    case 'maxLength':
      return `At most ${limit} characters (now ${characters(fault.value)})`;
    case 'minimum':
      return `At least ${limit}`;
    case 'maximum':
      return `At most ${limit}`;
    case 'exclusiveMinimum':
      return `More than ${limit}`;
    case 'exclusiveMaximum':
      return `Less than ${limit}`;
    case 'multipleOf':
    case 'decimals':
      return `At most ${keyword === 'decimals' ? limit : decimalsOf(params.multipleOf)} decimals`;
    case 'enum':
      return `One of ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'number':
      return params.comma
        ? 'Write the decimals after a point, such as 1.25'
        : 'A number, such as 1.25';
    default:
      // pattern, type, format: the schema says what the value must be.
      return description ? `Must be ${description}` : 'Not a valid value';
  }
};

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
export const messagesByField = (faults: readonly FieldFault[]): Record<string, string> => {
  const messages: Record<string, string> = {};
  for (const fault of faults) messages[fault.field] ??= faultMessage(fault);
  return messages;
};
