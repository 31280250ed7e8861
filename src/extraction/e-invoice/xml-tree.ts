import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** An element as the parser gives it: its children by local name, always as lists. */
export type XmlElement = { readonly [name: string]: XmlElement[] | string } | string;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
});

/** An e-invoice is a few hundred kilobytes at most; anything larger is not read. */
export const MAX_E_INVOICE_BYTES = 4 * 1024 * 1024;
/** Deeper than any e-invoice syntax nests; a walk stops there. */
const MAX_DEPTH = 40;

/**
 * The document's root element, or undefined for text that is no well-formed XML. A document type
 * declaration is refused outright: no e-invoice syntax has one, and its entities are the way to
 * make a parser expand a few bytes into gigabytes.
 */
export const parseXml = (text: string): { name: string; element: XmlElement } | undefined => {
  if (text.length > MAX_E_INVOICE_BYTES || /<!DOCTYPE/i.test(text)) return undefined;
  let parsed: Record<string, unknown>;
  try {
    // The parser reads past a missing end tag; a file cut short or broken is no invoice to trust.
    if (XMLValidator.validate(text) !== true) return undefined;
    parsed = parser.parse(text) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  for (const [name, value] of Object.entries(parsed))
    if (Array.isArray(value) && value.length > 0) return { name, element: value[0] as XmlElement };
  return undefined;
};

export const childrenNamed = (element: XmlElement | undefined, name: string): XmlElement[] => {
  if (!element || typeof element === 'string') return [];
  const found = element[name];
  return Array.isArray(found) ? found : [];
};

/** The first element down a path of child names. */
export const child = (
  element: XmlElement | undefined,
  ...path: string[]
): XmlElement | undefined => {
  let at = element;
  for (const name of path) at = childrenNamed(at, name)[0];
  return at;
};

export const textOf = (element: XmlElement | undefined): string | undefined => {
  if (element === undefined) return undefined;
  const text = typeof element === 'string' ? element : element['#text'];
  const value = typeof text === 'string' ? text.replace(/\s+/g, ' ').trim() : '';
  return value === '' ? undefined : value;
};

export const attributeOf = (element: XmlElement | undefined, name: string): string | undefined => {
  if (!element || typeof element === 'string') return undefined;
  const value = element[`@${name}`];
  return typeof value === 'string' ? value : undefined;
};

/** The text at the end of a path of child names. */
export const textAt = (element: XmlElement | undefined, ...path: string[]): string | undefined =>
  textOf(child(element, ...path));

/** The first element of that name anywhere below, in document order. */
export const descendant = (
  element: XmlElement | undefined,
  name: string,
  depth = 0,
): XmlElement | undefined => {
  if (!element || typeof element === 'string' || depth > MAX_DEPTH) return undefined;
  const direct = childrenNamed(element, name)[0];
  if (direct !== undefined) return direct;
  for (const [key, value] of Object.entries(element)) {
    if (key.startsWith('@') || key === '#text' || !Array.isArray(value)) continue;
    for (const item of value) {
      const found = descendant(item, name, depth + 1);
      if (found !== undefined) return found;
    }
  }
  return undefined;
};
