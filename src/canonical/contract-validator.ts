import type { TSchema } from '@sinclair/typebox';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import type { Complaint } from '../errors/index.ts';
import { isPlainObject, normalizeKeys, senderPath } from './normalize.ts';
import { isArrayNode, isObjectNode, type SchemaNode } from './schema-walk.ts';

/**
 * A refused body is examined until this many complaints are found; the last entry then says the
 * list stops there. The work to refuse a body is bounded by it, not by the size of the body.
 */
export const MAX_COMPLAINTS = 200;

/** At most MAX_COMPLAINTS, the last saying that the list stops there. */
export const capComplaints = (complaints: Complaint[]): Complaint[] =>
  complaints.length < MAX_COMPLAINTS
    ? complaints
    : [
        ...complaints.slice(0, MAX_COMPLAINTS),
        {
          path: '/',
          message: `the list of complaints stops at ${MAX_COMPLAINTS}; correct these and send the body again`,
        },
      ];

const ajvWith = (allErrors: boolean) => {
  const ajv = new Ajv2020({
    allErrors,
    verbose: allErrors,
    strict: true,
    coerceTypes: false,
    allowUnionTypes: true,
  });
  (formats as unknown as { default: (ajv: Ajv2020, list: string[]) => void }).default(ajv, [
    'date',
  ]);
  // OpenAPI's `xml` annotation names the XML form's wrapper items; it does not constrain JSON.
  ajv.addKeyword({ keyword: 'xml', schemaType: 'object' });
  return ajv;
};
/** Stops at the first fault: the common, valid body pays for one pass and nothing more. */
const firstFault = ajvWith(false);
/** Names every fault of what it is given; only ever given a bounded part of a refused body. */
const everyFault = ajvWith(true);

export type ParseResult<T> = { ok: true; value: T } | { ok: false; complaints: Complaint[] };

/** Maps a pointer into the normalized value to the pointer the sender spelt. */
export type SenderPath = (path: string) => string;

export interface ContractOptions {
  /** Clients: null clears a value, so it is kept; declarations: null is absent. */
  readonly keepNulls?: boolean;
  /** Rules the schema cannot say, run on whatever shape arrived. */
  readonly rules?: (value: unknown, at: SenderPath) => Complaint[];
  /**
   * Each complaint also names its schema keyword and params, for a page to word it in the user's
   * language (the forms of people; partners' complaints stay path and message).
   */
  readonly keywords?: boolean;
}

const toComplaint = (
  error: ErrorObject,
  prefix: string,
  at: SenderPath,
  keywords: boolean,
): Complaint => {
  const missing =
    error.keyword === 'required'
      ? `/${String((error.params as { missingProperty: string }).missingProperty)}`
      : '';
  const description = (error.parentSchema as SchemaNode | undefined)?.description;
  const message =
    error.keyword === 'required'
      ? 'is required'
      : error.keyword === 'maxItems' || !description
        ? (error.message ?? 'is not valid')
        : `must be ${description}`;
  const base = at(`${prefix}${error.instancePath}`);
  const path = `${base === '/' ? '' : base}${missing}` || '/';
  return keywords
    ? { path, message, keyword: error.keyword, params: error.params as Record<string, unknown> }
    : { path, message };
};

/**
 * Every fault of a refused value, up to `max`: the root with its lists of objects emptied, then
 * those lists entry by entry, so ten thousand bad goods items cost as much as the first few.
 */
const boundedFaults = (schema: SchemaNode, keywords: boolean) => {
  const root = everyFault.compile(schema);
  const lists: [string, ValidateFunction][] = isObjectNode(schema)
    ? Object.entries(schema.properties)
        .filter(([, node]) => isArrayNode(node) && isObjectNode(node.items))
        .map(([name, node]) => [name, everyFault.compile(node.items as SchemaNode)])
    : [];
  return (value: unknown, at: SenderPath, max: number): Complaint[] => {
    const complaints: Complaint[] = [];
    const seen = new Set<string>();
    const collect = (validate: ValidateFunction, data: unknown, prefix: string) => {
      if (validate(data)) return;
      for (const error of validate.errors ?? []) {
        if (complaints.length >= max) return;
        const complaint = toComplaint(error, prefix, at, keywords);
        // A value can break two keywords with one description (a date's format and its range).
        const key = `${complaint.path}\u0000${complaint.message}`;
        if (seen.has(key)) continue;
        seen.add(key);
        complaints.push(complaint);
      }
    };
    if (!isPlainObject(value)) {
      collect(root, value, '');
      return complaints;
    }
    const shallow = { ...value };
    for (const [name] of lists) if (Array.isArray(shallow[name])) shallow[name] = [];
    collect(root, shallow, '');
    for (const [name, validate] of lists) {
      const entries = value[name];
      if (!Array.isArray(entries)) continue;
      for (let index = 0; index < entries.length && complaints.length < max; index += 1)
        collect(validate, entries[index], `/${name}/${index}`);
    }
    return complaints;
  };
};

/**
 * A validator for one contract: property names matched case-insensitively, unknown ones dropped,
 * then the JSON Schema and the extra rules; every complaint named by the path the sender used,
 * up to MAX_COMPLAINTS.
 */
export const compileContract = <T>(schema: TSchema, options: ContractOptions = {}) => {
  const node = schema as SchemaNode;
  const passes = firstFault.compile<T>(schema);
  const faults = boundedFaults(node, options.keywords === true);
  return (tree: unknown): ParseResult<T> => {
    if (!isPlainObject(tree)) {
      return { ok: false, complaints: [{ path: '/', message: 'must be a JSON object' }] };
    }
    const normalized = normalizeKeys(tree, node, {
      keepNulls: options.keepNulls,
      maxComplaints: MAX_COMPLAINTS,
    });
    const at: SenderPath = (path) => senderPath(tree, node, path);
    const rules = options.rules?.(normalized.value, at) ?? [];
    if (normalized.complaints.length === 0 && rules.length === 0 && passes(normalized.value))
      return { ok: true, value: normalized.value };
    const complaints = [...normalized.complaints];
    complaints.push(...faults(normalized.value, at, MAX_COMPLAINTS - complaints.length));
    for (const complaint of rules) complaints.push(complaint);
    return { ok: false, complaints: capComplaints(complaints) };
  };
};
