import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Complaint } from '../errors/index.ts';
import { DomainError } from '../errors/index.ts';
import { isPlainObject } from './normalize.ts';
import { CanonicalDeclarationSchema } from './schema.ts';
import { isArrayNode, isObjectNode, propertyNamed, type SchemaNode } from './schema-walk.ts';
import { FORBIDDEN_CHARACTER, isXmlCharacter, unpairedSurrogateAt } from './text-validity.ts';
import { MAX_UNKNOWN_ENTRIES } from './scan-json.ts';

export const CANONICAL_NAMESPACE = 'urn:customs-declaration-service:canonical:v1';

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: false,
  processEntities: true,
  // Decodes numeric character references; named HTML entities never get here (refused below).
  htmlEntities: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

/** XML defines five named entities; any other name is an error, not an HTML entity to guess at. */
const UNDEFINED_ENTITY =
  /&(?!(?:amp|lt|gt|quot|apos|#[0-9]{1,10}|#x[0-9a-fA-F]{1,8});)[^\s;<]{0,20};?/;

const badXml = (detail: string) => new DomainError('unparseable', 'unparseable-body', detail);

const CHARACTER_REFERENCE = /&#(?:x([0-9a-fA-F]{1,8})|([0-9]{1,10}));/g;

const lineAndColumn = (text: string, index: number) => {
  const before = text.slice(0, index);
  const line = before.split('\n').length;
  return `line ${line}, column ${index - before.lastIndexOf('\n')}`;
};

/**
 * XML 1.0 well-formedness constraint "Legal Character": a character outside XML's Char, written
 * as is or as a reference (`&#0;`, `&#xD800;`), makes the document not well-formed. Refused, never
 * dropped: the value would otherwise arrive changed.
 */
const checkCharacters = (xml: string): void => {
  const literal = FORBIDDEN_CHARACTER.exec(xml);
  if (literal || !xml.isWellFormed()) {
    const index = literal?.index ?? unpairedSurrogateAt(xml);
    const code = xml.codePointAt(index) ?? 0;
    throw badXml(
      `The body is not well-formed XML: the character U+${code.toString(16).toUpperCase().padStart(4, '0')} is not accepted in XML text: a control character or not a character at all (${lineAndColumn(xml, index)})`,
    );
  }
  for (const reference of xml.matchAll(CHARACTER_REFERENCE)) {
    const code = reference[1] ? parseInt(reference[1], 16) : Number(reference[2]);
    if (!isXmlCharacter(code))
      throw badXml(
        `The body is not well-formed XML: the character reference "${reference[0]}" names a control character or no character at all (${lineAndColumn(xml, reference.index)})`,
      );
  }
};

/**
 * Far more elements than the largest declaration has (9,999 goods items of some twenty elements)
 * is refused before the parser spends seconds on them.
 */
export const MAX_XML_ELEMENTS = 500_000;
const checkElementCount = (xml: string): void => {
  let count = 0;
  for (let at = xml.indexOf('<'); at !== -1; at = xml.indexOf('<', at + 1)) {
    if (xml.charCodeAt(at + 1) !== 47 && ++count > MAX_XML_ELEMENTS) {
      throw new DomainError(
        'invalid',
        'validation',
        'The declaration is not valid: 1 complaint, listed in errors',
        [{ path: '/', message: `holds more than ${MAX_XML_ELEMENTS} XML elements` }],
      );
    }
  }
};

/** The reading stops listing complaints here; validation adds its own, also bounded. */
const MAX_READ_COMPLAINTS = 200;

/**
 * The XML form of DECISIONS.md section 6 into the same plain tree a JSON body gives, guided by the
 * contract: element names match case-insensitively, list wrappers become arrays, numbers and
 * booleans are read by the type the contract gives them. DTDs and entity declarations are refused
 * before parsing, so nothing external is ever resolved.
 */
export const readCanonicalXml = (xml: string): { tree: unknown; complaints: Complaint[] } => {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml))
    throw badXml('XML with a DTD or entity declarations is refused');
  const undefinedEntity = UNDEFINED_ENTITY.exec(xml);
  if (undefinedEntity)
    throw badXml(
      `The body is not well-formed XML: "${undefinedEntity[0]}" is an unescaped & or an entity XML does not define (write & as &amp;)`,
    );
  checkCharacters(xml);
  checkElementCount(xml);
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    throw badXml(
      `The body is not well-formed XML: ${valid.err.msg} (line ${valid.err.line}, column ${valid.err.col})`,
    );
  let document: Record<string, unknown>;
  try {
    document = parser.parse(xml) as Record<string, unknown>;
  } catch (error) {
    throw badXml(`The body is not well-formed XML: ${(error as Error).message}`);
  }
  const roots = Object.keys(document);
  if (roots.length !== 1 || roots[0]!.toLowerCase() !== 'declaration') {
    return {
      tree: undefined,
      complaints: [{ path: '/', message: 'the XML root element must be <declaration>' }],
    };
  }
  const complaints: Complaint[] = [];
  const tree = readNode(document[roots[0]!], CanonicalDeclarationSchema, '', complaints);
  return { tree: tree ?? {}, complaints };
};

const readNode = (
  node: unknown,
  schema: SchemaNode,
  path: string,
  complaints: Complaint[],
): unknown => {
  if (isObjectNode(schema))
    return isPlainObject(node)
      ? readObject(node, schema, path, complaints)
      : readScalar(node, schema);
  if (isArrayNode(schema)) return readList(node, schema, path, complaints);
  return readScalar(node, schema);
};

const readObject = (
  node: Record<string, unknown>,
  schema: SchemaNode & { properties: Record<string, SchemaNode> },
  path: string,
  complaints: Complaint[],
) => {
  const result: Record<string, unknown> = {};
  for (const [element, content] of Object.entries(node)) {
    if (complaints.length >= MAX_READ_COMPLAINTS) break;
    const name = propertyNamed(schema, element);
    if (name === undefined) continue;
    const childPath = `${path}/${name}`;
    if (Object.hasOwn(result, name) || Array.isArray(content)) {
      complaints.push({
        path: childPath,
        message: `appears more than once; <${name}> may appear once (lists are wrapped: <goods_items><goods_item>...)`,
      });
      continue;
    }
    const value = readNode(content, schema.properties[name]!, childPath, complaints);
    if (value !== undefined) result[name] = value;
  }
  return result;
};

const readList = (
  node: unknown,
  schema: SchemaNode & { items: SchemaNode },
  path: string,
  complaints: Complaint[],
) => {
  if (node === '' || node === undefined) return undefined;
  if (!isPlainObject(node)) return node;
  const itemName = schema.xml?.itemName ?? 'item';
  const limit = schema.maxItems ?? MAX_UNKNOWN_ENTRIES;
  const entries = Object.entries(node).filter(([element]) => element !== '#text');
  const items: unknown[] = [];
  // The parser groups same-named elements: entries spelt in different case would lose their order.
  const spellings = entries.filter(([element]) => element.toLowerCase() === itemName.toLowerCase());
  if (spellings.length > 1) {
    complaints.push({
      path,
      message: `spells its entries in several ways (${spellings.map(([element]) => `<${element}>`).join(', ')}); use one spelling, or their order is lost`,
    });
    return undefined;
  }
  for (const [element, content] of entries) {
    if (complaints.length >= MAX_READ_COMPLAINTS) break;
    if (element.toLowerCase() !== itemName.toLowerCase()) {
      complaints.push({
        path,
        message: `holds <${element}>; its entries are <${itemName}> elements`,
      });
      continue;
    }
    for (const item of Array.isArray(content) ? content : [content]) {
      if (items.length >= limit) {
        complaints.push({
          path,
          message: `holds more than ${limit} entries; at most ${limit} are accepted`,
        });
        return items;
      }
      items.push(readNode(item, schema.items, `${path}/${items.length}`, complaints) ?? null);
    }
  }
  return items;
};

const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** Text as the contract's type; what does not convert stays text, for the validator to name. */
const readScalar = (node: unknown, schema: SchemaNode): unknown => {
  if (typeof node !== 'string')
    return isPlainObject(node) && Object.keys(node).length === 0 ? undefined : node;
  if (node === '') return undefined;
  const trimmed = node.trim();
  switch (schema.type) {
    case 'integer':
      return INTEGER.test(trimmed) ? Number(trimmed) : node;
    case 'number':
      return DECIMAL.test(trimmed) ? Number(trimmed) : node;
    case 'boolean':
      // xs:boolean also allows 1 and 0.
      return trimmed === 'true' || trimmed === '1'
        ? true
        : trimmed === 'false' || trimmed === '0'
          ? false
          : node;
    default:
      return node;
  }
};
