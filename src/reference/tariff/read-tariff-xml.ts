import { SaxesParser } from 'saxes';
import { ExtractionFileError } from './extraction-file-error.ts';

/** One element of a record: its local name, its child elements and its text. */
export interface XmlNode {
  readonly name: string;
  readonly children: XmlNode[];
  text: string;
}

/** The n-th `TariffHistoryItem` of the file (from 0) and the records it wraps. */
export interface TariffItem {
  readonly index: number;
  readonly records: readonly XmlNode[];
}

export type ReadEvent =
  | { readonly type: 'item'; readonly item: TariffItem }
  /** Items before `skip` are counted, not built: this many have been passed over so far. */
  | { readonly type: 'skipped'; readonly count: number };

export interface ReadOptions {
  /** Items already applied by an earlier attempt: counted and passed over, never built. */
  readonly skip: number;
  /** `ResultsInfo/totalRecords`, when the file says it. */
  readonly onTotal?: (total: number) => void;
}

// Bounded before validated (ARCHITECTURE.md rule 13): a record is small; these stop a hostile file.
const MAX_DEPTH = 40;
const MAX_TEXT = 256 * 1024;
const MAX_NODES_PER_ITEM = 50_000;
const SKIP_REPORT_EVERY = 5000;

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Streams a `TariffHistoryResponse` document into its items, one at a time: the document is never
 * held, only the item being read (saxes, a non-validating streaming parser that knows no DTD and
 * refuses undefined entities). Malformed XML is an ExtractionFileError naming line and column.
 */
export async function* readTariffItems(
  xml: AsyncIterable<Buffer | string> | Iterable<Buffer | string>,
  options: ReadOptions,
): AsyncGenerator<ReadEvent> {
  const parser = new SaxesParser({ position: true });
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const ready: ReadEvent[] = [];
  const fail = (message: string): never => {
    throw new ExtractionFileError(`${message} (line ${parser.line}, column ${parser.column + 1})`);
  };

  let depth = 0;
  let items = 0;
  let inResults = false;
  let resultsField = '';
  let total = '';
  let building = false;
  let nodes = 0;
  const stack: XmlNode[] = [];
  let wrappers: XmlNode[] = [];

  parser.on('xmldecl', (decl) => {
    if (decl.encoding && !/^utf-?8$/i.test(decl.encoding))
      fail(`the XML is encoded in ${decl.encoding}; only UTF-8 is read`);
  });
  parser.on('doctype', () => fail('the XML holds a document type declaration (DTD)'));
  parser.on('opentag', (tag) => {
    depth++;
    if (depth > MAX_DEPTH) fail(`elements nest deeper than ${MAX_DEPTH} levels`);
    const name = localName(tag.name);
    if (depth === 1) {
      if (name !== 'TariffHistoryResponse')
        fail(`the root element is ${name}, not TariffHistoryResponse`);
    } else if (depth === 2) {
      inResults = name === 'ResultsInfo';
      if (name === 'TariffHistoryItem') {
        building = items >= options.skip;
        nodes = 0;
        wrappers = [];
      }
    } else if (inResults && depth === 3) {
      resultsField = name;
    } else if (building && depth >= 3) {
      if (++nodes > MAX_NODES_PER_ITEM)
        fail(`item ${items + 1} holds more than ${MAX_NODES_PER_ITEM} elements`);
      const node: XmlNode = { name, children: [], text: '' };
      const parent = stack.at(-1);
      if (parent) parent.children.push(node);
      else wrappers.push(node);
      stack.push(node);
    }
  });
  const onText = (text: string) => {
    if (building && stack.length > 0) {
      const node = stack.at(-1)!;
      if (node.text.length + text.length > MAX_TEXT)
        fail(`the text of ${node.name} is longer than ${MAX_TEXT} characters`);
      node.text += text;
    } else if (inResults && depth === 3 && resultsField === 'totalRecords') {
      total += text;
    }
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    if (building && depth >= 3) stack.pop();
    else if (inResults && depth === 3 && resultsField === 'totalRecords') {
      const value = Number(total.trim());
      if (Number.isSafeInteger(value) && value >= 0) options.onTotal?.(value);
    }
    if (depth === 2) {
      if (inResults) inResults = false;
      else if (building) {
        ready.push({
          type: 'item',
          item: { index: items, records: wrappers.flatMap((wrapper) => wrapper.children) },
        });
        building = false;
        items++;
      } else {
        items++;
        if (items % SKIP_REPORT_EVERY === 0) ready.push({ type: 'skipped', count: items });
      }
    }
    depth--;
  });

  const malformed = (error: unknown) => {
    if (error instanceof ExtractionFileError) return error;
    const message = (error as Error).message;
    const at = /^(\d+):(\d+): (.*)$/s.exec(message);
    return new ExtractionFileError(
      at
        ? `malformed XML at line ${at[1]}, column ${Number(at[2]) + 1}: ${at[3]}`
        : `malformed XML: ${message}`,
    );
  };
  const write = (text: string) => {
    try {
      parser.write(text);
    } catch (error) {
      throw malformed(error);
    }
  };
  const decode = (chunk: Buffer | string, end = false): string => {
    try {
      return typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: !end });
    } catch {
      return fail('the XML is not valid UTF-8');
    }
  };

  try {
    for await (const chunk of xml) {
      write(decode(chunk));
      while (ready.length > 0) yield ready.shift()!;
    }
  } catch (error) {
    if (error instanceof ExtractionFileError) throw error;
    // Errors of the source stream: the inflated entry ends early, its size or CRC is wrong.
    throw new ExtractionFileError(`the ZIP is damaged: ${(error as Error).message}`);
  }
  write(decode(Buffer.alloc(0), true));
  try {
    parser.close();
  } catch (error) {
    throw malformed(error);
  }
  while (ready.length > 0) yield ready.shift()!;
}
