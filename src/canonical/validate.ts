import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import type { Complaint } from '../errors/index.ts';
import { normalizeKeys } from './normalize.ts';
import { CanonicalDeclarationSchema, type CanonicalDeclaration } from './schema.ts';
import type { SchemaNode } from './schema-walk.ts';
import { semanticComplaints } from './semantic-rules.ts';

/** Beyond this many complaints the list is cut, with a last entry saying how many more there were. */
const MAX_COMPLAINTS = 500;

const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true, coerceTypes: false });
(formats as unknown as { default: (ajv: Ajv2020, list: string[]) => void }).default(ajv, ['date']);
// OpenAPI's `xml` annotation names the XML form's wrapper items; it does not constrain JSON.
ajv.addKeyword({ keyword: 'xml', schemaType: 'object' });
const validateSchema = ajv.compile<CanonicalDeclaration>(CanonicalDeclarationSchema);

export type ParseResult =
  { ok: true; declaration: CanonicalDeclaration } | { ok: false; complaints: Complaint[] };

const toComplaint = (error: ErrorObject, pointers: Map<string, string>): Complaint => {
  const missing =
    error.keyword === 'required'
      ? `/${String((error.params as { missingProperty: string }).missingProperty)}`
      : '';
  const path = `${error.instancePath}${missing}`;
  const shown = pointers.get(error.instancePath) ?? error.instancePath;
  const description = (error.parentSchema as SchemaNode | undefined)?.description;
  const message =
    error.keyword === 'required'
      ? 'is required'
      : error.keyword === 'maxItems' || !description
        ? (error.message ?? 'is not valid')
        : `must be ${description}`;
  return { path: missing ? `${shown}${missing}` || path : shown || '/', message };
};

/** Unparsed JSON or XML tree in, a typed declaration or every complaint out. */
export const parseDeclaration = (tree: unknown): ParseResult => {
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) {
    return {
      ok: false,
      complaints: [{ path: '/', message: 'must be an object holding a declaration' }],
    };
  }
  const normalized = normalizeKeys(tree, CanonicalDeclarationSchema);
  const complaints = [...normalized.complaints];
  if (!validateSchema(normalized.value)) {
    complaints.push(
      ...(validateSchema.errors ?? []).map((error) => toComplaint(error, normalized.pointers)),
    );
  }
  complaints.push(...semanticComplaints(normalized.value, normalized.pointers));
  if (complaints.length === 0)
    return { ok: true, declaration: normalized.value as CanonicalDeclaration };
  if (complaints.length > MAX_COMPLAINTS) {
    const more = complaints.length - MAX_COMPLAINTS;
    complaints.splice(MAX_COMPLAINTS, Infinity, {
      path: '/',
      message: `and ${more} more complaints`,
    });
  }
  return { ok: false, complaints };
};
