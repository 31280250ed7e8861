/** The slice of JSON Schema the canonical contract uses, for code that walks it (normalizer, XML, XSD). */
export interface SchemaNode {
  readonly type?: string;
  readonly title?: string;
  readonly description?: string;
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly required?: readonly string[];
  readonly items?: SchemaNode;
  readonly anyOf?: readonly SchemaNode[];
  readonly const?: string;
  readonly pattern?: string;
  readonly format?: string;
  readonly maxLength?: number;
  readonly maxItems?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly xml?: { readonly wrapped?: boolean; readonly itemName?: string };
}

export const isObjectNode = (
  node: SchemaNode,
): node is SchemaNode & { properties: Record<string, SchemaNode> } =>
  node.type === 'object' && node.properties !== undefined;

export const isArrayNode = (node: SchemaNode): node is SchemaNode & { items: SchemaNode } =>
  node.type === 'array' && node.items !== undefined;

/** Case-insensitive property lookup, built once per object schema. */
const lookups = new WeakMap<SchemaNode, Map<string, string>>();
export const propertyNamed = (node: SchemaNode, name: string): string | undefined => {
  let lookup = lookups.get(node);
  if (!lookup) {
    lookup = new Map(Object.keys(node.properties ?? {}).map((key) => [key.toLowerCase(), key]));
    lookups.set(node, lookup);
  }
  return lookup.get(name.toLowerCase());
};

/** JSON Pointer (RFC 6901) segment escaping. */
export const pointerSegment = (segment: string | number): string =>
  String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
