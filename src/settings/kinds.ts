import { isIP } from 'node:net';

/**
 * How one setting's raw value (a JSON value or an environment string) becomes a typed value.
 * `parse` throws a SettingValueError whose message completes "must be ...".
 */
export interface Kind<T> {
  readonly describe: string;
  parse(raw: unknown): T;
  format(value: T): string;
}

export class SettingValueError extends Error {}

const fail = (message: string): never => {
  throw new SettingValueError(message);
};

const scalarText = (raw: unknown): string => {
  if (typeof raw === 'string') return raw.trim();
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  return fail('a single value, not a list or a section');
};

export const text = (
  options: { allowEmpty?: boolean; pattern?: RegExp; hint?: string } = {},
): Kind<string> => ({
  describe: options.hint ?? 'text',
  parse(raw) {
    const value = scalarText(raw);
    if (!value && options.allowEmpty === false) fail('set (it may not be empty)');
    if (value && options.pattern && !options.pattern.test(value))
      fail(options.hint ?? `like ${String(options.pattern)}`);
    return value;
  },
  format: (value) => value,
});

export const integer = (min: number, max: number): Kind<number> => ({
  describe: `whole number ${min}..${max}`,
  parse(raw) {
    const value = typeof raw === 'number' ? raw : Number.NaN;
    const fromText = typeof raw === 'string' && /^\s*[+-]?\d+\s*$/.test(raw) ? Number(raw) : value;
    if (!Number.isSafeInteger(fromText)) return fail('a whole number');
    if (fromText < min || fromText > max) return fail(`between ${min} and ${max}`);
    return fromText;
  },
  format: (value) => String(value),
});

export const boolean = (): Kind<boolean> => ({
  describe: 'true or false',
  parse(raw) {
    if (typeof raw === 'boolean') return raw;
    const value = scalarText(raw).toLowerCase();
    if (value === 'true') return true;
    if (value === 'false') return false;
    return fail('true or false');
  },
  format: (value) => String(value),
});

export const oneOf = <const T extends string>(values: readonly T[]): Kind<T> => ({
  describe: values.map((value) => (value === '' ? '(empty)' : value)).join(' | '),
  parse(raw) {
    const value = scalarText(raw);
    // Keys and enumerated values are matched case-insensitively, written in their documented form.
    const match = values.find((candidate) => candidate.toLowerCase() === value.toLowerCase());
    return match ?? fail(`one of ${values.map((v) => (v === '' ? '(empty)' : v)).join(', ')}`);
  },
  format: (value) => value,
});

export const url = (protocols: readonly string[]): Kind<string> => ({
  describe: `${protocols.join('/')} URL, or empty`,
  parse(raw) {
    const value = scalarText(raw);
    if (!value) return '';
    let parsed: URL;
    try {
      parsed = new URL(value);
    } catch {
      return fail(`a URL (${protocols.join(', ')})`);
    }
    if (!protocols.includes(parsed.protocol.replace(/:$/, '')))
      fail(`a URL with scheme ${protocols.join(' or ')}`);
    return value;
  },
  format: (value) => value,
});

const isCidr = (entry: string): boolean => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
};

export const cidrList = (): Kind<string[]> => ({
  describe: 'CIDR list (comma-separated in the environment)',
  parse(raw) {
    const entries = Array.isArray(raw) ? raw.map(scalarText) : scalarText(raw).split(',');
    const list = entries.map((entry) => entry.trim()).filter(Boolean);
    const bad = list.find((entry) => !isCidr(entry));
    if (bad !== undefined) fail(`a list of CIDR ranges such as 10.0.0.0/8; "${bad}" is not one`);
    return list;
  },
  format: (value) => value.join(','),
});

/** A section of name -> value pairs, e.g. CountryAliases:Holland = NL. */
export const textMap = (valuePattern: RegExp, hint: string): Kind<Record<string, string>> => ({
  describe: `section of name = ${hint}`,
  parse(raw) {
    if (raw === '' || raw === undefined) return {};
    const source = typeof raw === 'string' ? parseJsonObject(raw) : raw;
    if (typeof source !== 'object' || source === null || Array.isArray(source))
      return fail('a section of name = value pairs');
    const result: Record<string, string> = {};
    for (const [name, value] of Object.entries(source)) {
      const entry = scalarText(value);
      if (!valuePattern.test(entry)) fail(`${hint} for every entry; "${name}" has "${entry}"`);
      result[name] = entry;
    }
    return result;
  },
  format: (value) => JSON.stringify(value),
});

const parseJsonObject = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    return fail('a JSON object of name: value pairs');
  }
};

export interface TokenPrice {
  readonly inputPerMillion: number;
  readonly outputPerMillion: number;
}

const priceField = (model: string, fields: Record<string, unknown>, name: string): number => {
  const found = Object.entries(fields).find(([key]) => key.toLowerCase() === name.toLowerCase());
  const raw = found?.[1];
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
    return fail(`a number of at least 0 for ${model}:${name}`);
  return value;
};

/**
 * Model name -> price per million tokens, as JSON (`{"gpt-4.1-mini": {"inputPerMillion": 0.4,
 * "outputPerMillion": 1.6}}`) or as a section (`AI:Prices:gpt-4.1-mini:InputPerMillion`).
 * What is configured is laid over `defaults`, so one new model does not drop the known ones.
 */
export const priceTable = (
  defaults: Readonly<Record<string, TokenPrice>>,
): Kind<Record<string, TokenPrice>> => ({
  describe: 'JSON object of model: {inputPerMillion, outputPerMillion}',
  parse(raw) {
    if (raw === '' || raw === undefined) return { ...defaults };
    const source = typeof raw === 'string' ? parseJsonObject(raw) : raw;
    if (typeof source !== 'object' || source === null || Array.isArray(source))
      return fail('a JSON object of model: {inputPerMillion, outputPerMillion}');
    // A section arrives flattened: "gpt-4.1-mini:InputPerMillion" -> value.
    const byModel = new Map<string, Record<string, unknown>>();
    for (const [key, value] of Object.entries(source as Record<string, unknown>)) {
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        byModel.set(key, { ...byModel.get(key), ...(value as Record<string, unknown>) });
        continue;
      }
      const at = key.lastIndexOf(':');
      if (at <= 0) return fail(`{inputPerMillion, outputPerMillion} for the model "${key}"`);
      const model = key.slice(0, at);
      byModel.set(model, { ...byModel.get(model), [key.slice(at + 1)]: value });
    }
    const result: Record<string, TokenPrice> = { ...defaults };
    for (const [model, fields] of byModel)
      result[model] = {
        inputPerMillion: priceField(model, fields, 'inputPerMillion'),
        outputPerMillion: priceField(model, fields, 'outputPerMillion'),
      };
    return result;
  },
  format: (value) => JSON.stringify(value),
});
