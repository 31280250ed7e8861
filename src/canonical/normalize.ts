import type { Complaint } from '../errors/index.ts';
import {
  isArrayNode,
  isObjectNode,
  pointerSegment,
  propertyNamed,
  type SchemaNode,
} from './schema-walk.ts';

export interface Normalized {
  readonly value: unknown;
  readonly complaints: Complaint[];
  /** Pointer in the normalized value -> pointer as the sender spelt it. */
  readonly pointers: Map<string, string>;
}

/**
 * Property names are matched case-insensitively to the contract's spelling, unknown properties are
 * dropped, and null is the same as absent (SPEC.md, CanonicalDeclaration rules 2, 3 and 5) unless
 * the caller keeps nulls (client masterdata, where null clears a stored value).
 * Values are not converted here: wrong types are left for the schema validator to name.
 */
export const normalizeKeys = (
  input: unknown,
  schema: SchemaNode,
  options: { keepNulls?: boolean; trackPointers?: boolean } = {},
): Normalized => {
  const complaints: Complaint[] = [];
  const pointers = new Map<string, string>();
  // Building a pointer per value costs a third of the walk; callers ask only to name complaints.
  const track = options.trackPointers ?? true;
  const walk = (value: unknown, node: SchemaNode, path: string, original: string): unknown => {
    if (isObjectNode(node) && isPlainObject(value)) {
      const result: Record<string, unknown> = {};
      const spelledAs = new Map<string, string>();
      for (const [key, child] of Object.entries(value)) {
        // Most senders use the documented spelling: an exact match skips the case-insensitive lookup.
        const name = Object.hasOwn(node.properties, key) ? key : propertyNamed(node, key);
        if (name === undefined || (child === null && !options.keepNulls)) continue;
        const childPath = track ? `${path}/${name}` : '';
        const childOriginal = track ? `${original}/${pointerSegment(key)}` : '';
        const earlier = spelledAs.get(name);
        if (earlier !== undefined) {
          complaints.push({
            path: track ? childOriginal : '/',
            message: `is given twice, as "${earlier}" and "${key}"; property names are case-insensitive`,
          });
          continue;
        }
        spelledAs.set(name, key);
        if (track) pointers.set(childPath, childOriginal);
        result[name] = walk(child, node.properties[name]!, childPath, childOriginal);
      }
      return result;
    }
    if (isArrayNode(node) && Array.isArray(value)) {
      if (!track) return value.map((item) => walk(item, node.items, '', ''));
      return value.map((item, index) => {
        pointers.set(`${path}/${index}`, `${original}/${index}`);
        return walk(item, node.items, `${path}/${index}`, `${original}/${index}`);
      });
    }
    // PostgreSQL text and jsonb cannot hold U+0000: refused here with its path, not a 500 later.
    if (typeof value === 'string' && value.includes('\u0000'))
      complaints.push({
        path: track ? original || '/' : '/',
        message: 'must not contain the NUL character (U+0000)',
      });
    return value;
  };
  const value = walk(input, schema, '', '');
  return { value, complaints, pointers };
};

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
