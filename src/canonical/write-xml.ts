import { escapeXml } from '../xml/index.ts';
import { isPlainObject } from './normalize.ts';
import { CANONICAL_NAMESPACE } from './read-xml.ts';
import { CanonicalDeclarationSchema, type CanonicalDeclaration } from './schema.ts';
import { isArrayNode, isObjectNode, type SchemaNode } from './schema-walk.ts';

const write = (
  name: string,
  value: unknown,
  schema: SchemaNode,
  indent: string,
  out: string[],
): void => {
  if (value === undefined || value === null) return;
  if (isArrayNode(schema) && Array.isArray(value)) {
    out.push(`${indent}<${name}>`);
    for (const item of value)
      write(schema.xml?.itemName ?? 'item', item, schema.items, `${indent}  `, out);
    out.push(`${indent}</${name}>`);
    return;
  }
  if (isObjectNode(schema) && isPlainObject(value)) {
    out.push(`${indent}<${name}>`);
    for (const [key, child] of Object.entries(value)) {
      const childSchema = schema.properties[key];
      if (childSchema) write(key, child, childSchema, `${indent}  `, out);
    }
    out.push(`${indent}</${name}>`);
    return;
  }
  const text =
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : JSON.stringify(value);
  out.push(`${indent}<${name}>${escapeXml(text)}</${name}>`);
};

/** The XML form of a declaration (DECISIONS.md section 6): what partners can send instead of JSON. */
export const canonicalToXml = (declaration: CanonicalDeclaration): string => {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  const body: string[] = [];
  write('declaration', declaration, CanonicalDeclarationSchema, '', body);
  body[0] = `<declaration xmlns="${CANONICAL_NAMESPACE}">`;
  return [...out, ...body].join('\n');
};
