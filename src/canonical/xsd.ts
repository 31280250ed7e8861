import { CANONICAL_NAMESPACE } from './read-xml.ts';
import { CanonicalDeclarationSchema } from './schema.ts';
import { isArrayNode, isObjectNode, type SchemaNode } from './schema-walk.ts';

const attr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** XSD patterns are anchored already and know no ^ or $. */
const xsdPattern = (pattern: string) => pattern.replace(/^\^/, '').replace(/\$$/, '');

const simpleType = (schema: SchemaNode, indent: string): string[] => {
  const facets: string[] = [];
  let base = 'xs:string';
  if (schema.type === 'integer') base = 'xs:integer';
  if (schema.type === 'number') base = 'xs:decimal';
  if (schema.type === 'boolean') return [];
  if (schema.format === 'date') return [];
  const enumeration = (schema as { enum?: string[] }).enum;
  for (const value of enumeration ?? []) facets.push(`<xs:enumeration value="${attr(value)}"/>`);
  if (schema.pattern) facets.push(`<xs:pattern value="${attr(xsdPattern(schema.pattern))}"/>`);
  if (schema.maxLength !== undefined) facets.push(`<xs:maxLength value="${schema.maxLength}"/>`);
  if (schema.minimum !== undefined) facets.push(`<xs:minInclusive value="${schema.minimum}"/>`);
  if (schema.exclusiveMinimum !== undefined)
    facets.push(`<xs:minExclusive value="${schema.exclusiveMinimum}"/>`);
  if (schema.maximum !== undefined) facets.push(`<xs:maxInclusive value="${schema.maximum}"/>`);
  if (facets.length === 0) return [];
  return [
    `${indent}<xs:simpleType>`,
    `${indent}  <xs:restriction base="${base}">`,
    ...facets.map((facet) => `${indent}    ${facet}`),
    `${indent}  </xs:restriction>`,
    `${indent}</xs:simpleType>`,
  ];
};

const builtIn = (schema: SchemaNode): string => {
  if (schema.type === 'boolean') return 'xs:boolean';
  if (schema.format === 'date') return 'xs:date';
  return '';
};

const element = (
  name: string,
  schema: SchemaNode,
  optional: boolean,
  indent: string,
  types: Map<string, string[]>,
): string[] => {
  const occurs = optional ? ' minOccurs="0"' : '';
  if (isArrayNode(schema)) {
    const itemName = schema.xml?.itemName ?? 'item';
    const max = schema.maxItems ?? 'unbounded';
    return [
      `${indent}<xs:element name="${name}"${occurs}>`,
      `${indent}  <xs:complexType>`,
      `${indent}    <xs:sequence>`,
      ...element(itemName, schema.items, false, `${indent}      `, types).map((line, index) =>
        index === 0
          ? line.replace('<xs:element ', `<xs:element maxOccurs="${max}" minOccurs="0" `)
          : line,
      ),
      `${indent}    </xs:sequence>`,
      `${indent}  </xs:complexType>`,
      `${indent}</xs:element>`,
    ];
  }
  if (isObjectNode(schema)) {
    const typeName = schema.title ?? `${name}Type`;
    if (!types.has(typeName)) complexType(typeName, schema, types);
    return [`${indent}<xs:element name="${name}" type="${typeName}"${occurs}/>`];
  }
  const type = builtIn(schema);
  if (type) return [`${indent}<xs:element name="${name}" type="${type}"${occurs}/>`];
  const inner = simpleType(schema, `${indent}  `);
  if (inner.length === 0)
    return [`${indent}<xs:element name="${name}" type="xs:string"${occurs}/>`];
  return [`${indent}<xs:element name="${name}"${occurs}>`, ...inner, `${indent}</xs:element>`];
};

const complexType = (
  typeName: string,
  schema: SchemaNode & { properties: Record<string, SchemaNode> },
  types: Map<string, string[]>,
): void => {
  types.set(typeName, []);
  const required = new Set(schema.required ?? []);
  const lines = [`  <xs:complexType name="${typeName}">`, '    <xs:all>'];
  for (const [name, child] of Object.entries(schema.properties)) {
    lines.push(...element(name, child, !required.has(name), '      ', types));
  }
  lines.push('    </xs:all>', '  </xs:complexType>');
  types.set(typeName, lines);
};

/**
 * The canonical XSD, generated from the same contract as the JSON Schema. It describes the
 * documented (lower-case) spelling; the service itself also accepts names in any case.
 */
export const canonicalXsd = (): string => {
  const types = new Map<string, string[]>();
  complexType('CanonicalDeclaration', CanonicalDeclarationSchema, types);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns="${CANONICAL_NAMESPACE}" targetNamespace="${CANONICAL_NAMESPACE}" elementFormDefault="qualified">`,
    '  <xs:element name="declaration" type="CanonicalDeclaration"/>',
    ...[...types.values()].flat(),
    '</xs:schema>',
    '',
  ].join('\n');
};
