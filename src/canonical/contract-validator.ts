import type { TSchema } from '@sinclair/typebox';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import type { Complaint } from '../errors/index.ts';
import { normalizeKeys } from './normalize.ts';
import type { SchemaNode } from './schema-walk.ts';

/** Beyond this many complaints the list is cut, with a last entry saying how many more there were. */
const MAX_COMPLAINTS = 500;

const ajv = new Ajv2020({
  allErrors: true,
  verbose: true,
  strict: true,
  coerceTypes: false,
  allowUnionTypes: true,
});
(formats as unknown as { default: (ajv: Ajv2020, list: string[]) => void }).default(ajv, ['date']);
// OpenAPI's `xml` annotation names the XML form's wrapper items; it does not constrain JSON.
ajv.addKeyword({ keyword: 'xml', schemaType: 'object' });

export type ParseResult<T> = { ok: true; value: T } | { ok: false; complaints: Complaint[] };

export interface ContractOptions {
  /** Clients: null clears a value, so it is kept; declarations: null is absent. */
  readonly keepNulls?: boolean;
  /** Rules the schema cannot say, run on whatever shape arrived. */
  readonly rules?: (value: unknown, pointers: Map<string, string>) => Complaint[];
}

const toComplaint = (error: ErrorObject, pointers: Map<string, string>): Complaint => {
  const missing =
    error.keyword === 'required'
      ? `/${String((error.params as { missingProperty: string }).missingProperty)}`
      : '';
  const shown = pointers.get(error.instancePath) ?? error.instancePath;
  const description = (error.parentSchema as SchemaNode | undefined)?.description;
  const message =
    error.keyword === 'required'
      ? 'is required'
      : error.keyword === 'maxItems' || !description
        ? (error.message ?? 'is not valid')
        : `must be ${description}`;
  return { path: `${shown}${missing}` || '/', message };
};

/**
 * A validator for one contract: property names matched case-insensitively, unknown ones dropped,
 * then the JSON Schema and the extra rules; every complaint named by the path the sender used.
 */
export const compileContract = <T>(schema: TSchema, options: ContractOptions = {}) => {
  const validate = ajv.compile<T>(schema);
  return (tree: unknown): ParseResult<T> => {
    if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) {
      return { ok: false, complaints: [{ path: '/', message: 'must be a JSON object' }] };
    }
    const check = (trackPointers: boolean) => {
      const normalized = normalizeKeys(tree, schema, {
        keepNulls: options.keepNulls,
        trackPointers,
      });
      const complaints = [...normalized.complaints];
      if (!validate(normalized.value))
        complaints.push(
          ...(validate.errors ?? []).map((error) => toComplaint(error, normalized.pointers)),
        );
      complaints.push(...(options.rules?.(normalized.value, normalized.pointers) ?? []));
      return { value: normalized.value, complaints };
    };
    // The common, valid body is walked once without pointers; only a rejected one is walked
    // again to name every complaint by the path the sender used.
    const quick = check(false);
    if (quick.complaints.length === 0) return { ok: true, value: quick.value as T };
    const { complaints } = check(true);
    if (complaints.length > MAX_COMPLAINTS) {
      const more = complaints.length - MAX_COMPLAINTS;
      complaints.splice(MAX_COMPLAINTS, Infinity, {
        path: '/',
        message: `and ${more} more complaints`,
      });
    }
    return { ok: false, complaints };
  };
};
