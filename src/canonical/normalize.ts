import type { Complaint } from '../errors/index.ts';
import {
  isArrayNode,
  isObjectNode,
  pointerSegment,
  propertyNamed,
  type SchemaNode,
} from './schema-walk.ts';
import { textFault } from './text-validity.ts';

export interface Normalized {
  readonly value: unknown;
  /** Named by the path the sender used; at most `maxComplaints`. */
  readonly complaints: Complaint[];
}

/**
 * Property names are matched case-insensitively to the contract's spelling, unknown properties are
 * dropped, and null is the same as absent (SPEC.md, CanonicalDeclaration rules 2, 3 and 5) unless
 * the caller keeps nulls (client masterdata, where null clears a stored value). Every string is
 * checked to be text we can store and file (text-validity.ts). Values are not converted: wrong
 * types are left for the schema validator to name.
 *
 * The path of the sender's spelling is kept as a stack of segments and written out only for a
 * complaint: building a pointer per value cost a third of the walk.
 */
export const normalizeKeys = (
  input: unknown,
  schema: SchemaNode,
  options: { keepNulls?: boolean; maxComplaints?: number } = {},
): Normalized => {
  const complaints: Complaint[] = [];
  const maxComplaints = options.maxComplaints ?? Infinity;
  const segments: (string | number)[] = [];
  const complain = (message: string) => {
    if (complaints.length < maxComplaints)
      complaints.push({
        path: segments.map((segment) => `/${pointerSegment(segment)}`).join('') || '/',
        message,
      });
  };
  const walk = (value: unknown, node: SchemaNode): unknown => {
    if (isObjectNode(node) && isPlainObject(value)) {
      const result: Record<string, unknown> = {};
      let spelledAs: Map<string, string> | undefined;
      for (const [key, child] of Object.entries(value)) {
        // Most senders use the documented spelling: an exact match skips the case-insensitive lookup.
        const name = Object.hasOwn(node.properties, key) ? key : propertyNamed(node, key);
        if (name === undefined || (child === null && !options.keepNulls)) continue;
        segments.push(key);
        if (Object.hasOwn(result, name)) {
          complain(
            `is given twice, as "${spelledAs?.get(name) ?? name}" and "${key}"; property names are case-insensitive`,
          );
        } else {
          if (name !== key) (spelledAs ??= new Map()).set(name, key);
          result[name] = walk(child, node.properties[name]!);
        }
        segments.pop();
      }
      return result;
    }
    if (isArrayNode(node) && Array.isArray(value)) {
      const result = new Array<unknown>(value.length);
      for (let index = 0; index < value.length; index += 1) {
        segments.push(index);
        result[index] = walk(value[index], node.items);
        segments.pop();
      }
      return result;
    }
    if (typeof value === 'string') {
      const fault = textFault(value);
      if (fault) complain(fault);
    }
    return value;
  };
  const value = walk(input, schema);
  return { value, complaints };
};

/**
 * The pointer as the sender spelt it, for a pointer into the normalized value: each property name
 * is looked up case-insensitively in the tree the sender sent. Used only to name complaints.
 */
export const senderPath = (tree: unknown, schema: SchemaNode, path: string): string => {
  if (path === '' || path === '/') return '/';
  let node: SchemaNode | undefined = schema;
  let value = tree;
  const out: string[] = [];
  for (const raw of path.slice(1).split('/')) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (isPlainObject(value) && node && isObjectNode(node)) {
      const spelt =
        Object.keys(value).find((key) => propertyNamed(node!, key) === segment) ?? segment;
      out.push(pointerSegment(spelt));
      value = value[spelt];
      node = node.properties[segment];
    } else {
      out.push(pointerSegment(segment));
      value = Array.isArray(value) ? value[Number(segment)] : undefined;
      node = node && isArrayNode(node) ? node.items : undefined;
    }
  }
  return `/${out.join('/')}`;
};

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
