import { SaxesParser } from 'saxes';
import type { ReadingLimits } from '../reading-limits.ts';
import { textTooLong } from './sheet-limits.ts';
import { SpreadsheetUnreadableError } from './spreadsheet-errors.ts';
import type { XlsxPackage } from './xlsx-package.ts';

export type Attributes = Readonly<Record<string, string>>;

/** What a part's reader does with its elements; names come without their namespace prefix. */
export interface XmlHandlers {
  readonly open?: (name: string, attributes: Attributes) => void;
  readonly text?: (text: string) => void;
  readonly close?: (name: string) => void;
}

/** SpreadsheetML is a handful of levels deep; far deeper is a file built to fill the tag stack. */
const MAX_DEPTH = 64;

/**
 * Reads one part of the package as XML events (saxes, which expands no DTD entity). saxes gathers
 * a text, an attribute or a comment whole before it hands it over, so the characters since the
 * last "<" are watched as the text is fed: a run longer than any escaped cell text (8 characters
 * of XML for one character, as in "&#65535;") is refused before saxes holds it.
 */
export const readXmlPart = async (
  pkg: XlsxPackage,
  part: string,
  handlers: XmlHandlers,
  limits: ReadingLimits,
  where = 'the workbook',
): Promise<void> => {
  const parser = new SaxesParser({ position: false });
  let depth = 0;
  parser.on('opentag', (node) => {
    if (++depth > MAX_DEPTH)
      throw new SpreadsheetUnreadableError(`${part} nests its XML more than ${MAX_DEPTH} deep`);
    handlers.open?.(localName(node.name), node.attributes as Attributes);
  });
  parser.on('closetag', (node) => {
    depth--;
    handlers.close?.(localName(node.name));
  });
  const { text } = handlers;
  if (text) {
    parser.on('text', (value) => text(value));
    parser.on('cdata', (value) => text(value));
  }
  const maxRun = 8 * limits.maxCellCharacters + 64;
  let run = 0;
  const feed = (text: string) => {
    const first = text.indexOf('<');
    if (first === -1) run += text.length;
    else {
      if (run + first > maxRun) throw textTooLong(`a text of ${where}`, limits);
      // A run between two "<" of one piece is shorter than the piece: the exact checks see it.
      run = text.length - text.lastIndexOf('<') - 1;
    }
    if (run > maxRun) throw textTooLong(`a text of ${where}`, limits);
    writeXml(parser, text, part);
  };
  await pkg.readText(part, feed);
  writeXml(parser, undefined, part);
};

const writeXml = (parser: SaxesParser, text: string | undefined, part: string) => {
  try {
    if (text === undefined) parser.close();
    else parser.write(text);
  } catch (error) {
    // saxes reports malformed XML as a plain Error; a handler's refusal passes through as it is.
    if (error instanceof Error && error.constructor === Error)
      throw new SpreadsheetUnreadableError(`${part} is not well-formed XML (${error.message})`);
    throw error;
  }
};

const localName = (name: string): string => name.slice(name.indexOf(':') + 1);

/** An attribute by its local name: `r:id` is written with whatever prefix the file declares. */
export const attribute = (attributes: Attributes, name: string): string | undefined => {
  const plain = attributes[name];
  if (plain !== undefined) return plain;
  for (const key in attributes)
    if (key.endsWith(`:${name}`) && !key.startsWith('xmlns:')) return attributes[key];
  return undefined;
};
