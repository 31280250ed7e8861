import { CanonicalDeclarationSchema } from './schema.ts';
import { isArrayNode, isObjectNode, type SchemaNode } from './schema-walk.ts';

export const CANONICAL_SCHEMA_ID = '/schemas/canonical-declaration.schema.json';

type Json = Record<string, unknown>;

/**
 * The published JSON Schema (draft 2020-12): the contract the service validates with, each titled
 * object hoisted into `$defs`, and every optional member also allowing null (SPEC.md: nullable
 * means absent or null). `refBase` lets the OpenAPI document point at its components instead.
 */
export const publishedSchema = (
  refBase = '#/$defs/',
): { root: Json; defs: Record<string, Json> } => {
  const defs: Record<string, Json> = {};
  const convert = (node: SchemaNode, nullable: boolean): Json => {
    const plain = JSON.parse(JSON.stringify(node)) as Json;
    let converted: Json;
    if (isObjectNode(node)) {
      const required = new Set(node.required ?? []);
      const properties = Object.fromEntries(
        Object.entries(node.properties).map(([name, child]) => [
          name,
          convert(child, !required.has(name)),
        ]),
      );
      const object: Json = {
        type: 'object',
        properties,
        ...(node.required?.length ? { required: node.required } : {}),
      };
      if (node.title && node.title !== 'CanonicalDeclaration') {
        defs[node.title] = { title: node.title, ...object };
        return nullable
          ? { anyOf: [{ $ref: `${refBase}${node.title}` }, { type: 'null' }] }
          : { $ref: `${refBase}${node.title}` };
      }
      converted = { ...object };
    } else if (isArrayNode(node)) {
      const { xml, ...rest } = plain as Json & { xml?: { itemName?: string } };
      // OpenAPI's xml object: a wrapped list whose entries carry the item name.
      const items = { ...convert(node.items, false), xml: { name: xml?.itemName ?? 'item' } };
      converted = { ...rest, xml: { wrapped: true }, items };
    } else {
      converted = plain;
    }
    if (nullable && typeof converted.type === 'string') converted.type = [converted.type, 'null'];
    return converted;
  };
  const root = convert(CanonicalDeclarationSchema, false);
  return { root, defs };
};

export const canonicalJsonSchema = (): Json => {
  const { root, defs } = publishedSchema();
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: CANONICAL_SCHEMA_ID,
    title: 'CanonicalDeclaration',
    description:
      'A customs declaration as partner systems send it. Only declaration_type is required; property names are matched case-insensitively; unknown properties are ignored; null is the same as absent.',
    ...root,
    $defs: defs,
  };
};
