import { fromBufferPromise, type Entry, type ZipFile } from 'yauzl';
import { figure, type ReadingLimits } from '../reading-limits.ts';
import { tooMuchInflated } from './sheet-limits.ts';
import { SpreadsheetUnreadableError } from './spreadsheet-errors.ts';

/** An xlsx holds a few dozen parts; tens of thousands is a way to make listing them the work. */
const MAX_ENTRIES = 10_000;

// A password-protected xlsx and an Excel 97-2003 .xls are both OLE compound files, not zips.
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** The parts of an xlsx file (a zip), each read as text while it inflates. */
export interface XlsxPackage {
  has(part: string): boolean;
  /** Hands the part's text to `onText` piece by piece, as it inflates; never holds it whole. */
  readText(part: string, onText: (text: string) => void): Promise<void>;
  close(): void;
}

/**
 * Opens the zip by its central directory (yauzl), so parts are read in the order the workbook
 * needs them, whatever order the zip stores them in. Every part read counts against
 * `maxInflatedBytes`: its declared size refuses it before it inflates, and the bytes are counted as
 * they come, since a zip bomb declares sizes it does not keep.
 */
export const openXlsxPackage = async (
  bytes: Uint8Array,
  limits: ReadingLimits,
): Promise<XlsxPackage> => {
  if (OLE_SIGNATURE.every((byte, at) => bytes[at] === byte))
    throw new SpreadsheetUnreadableError(
      'the workbook is password-protected or in the Excel 97-2003 format; save it as .xlsx without a password',
    );
  let zip: ZipFile;
  try {
    zip = await fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      lazyEntries: true,
      autoClose: false,
      // Sizes are checked below, with a reason a declarant can read.
      validateEntrySizes: false,
    });
  } catch (error) {
    throw new SpreadsheetUnreadableError(`not an xlsx workbook (${(error as Error).message})`);
  }
  const entries = await listEntries(zip);
  let inflated = 0;
  return {
    has: (part) => entries.has(part.toLowerCase()),
    readText: async (part, onText) => {
      const entry = entries.get(part.toLowerCase());
      if (!entry) throw new SpreadsheetUnreadableError(`the workbook has no part ${part}`);
      const declared = entry.uncompressedSize;
      if (inflated + declared > limits.maxInflatedBytes) throw tooMuchInflated(limits);
      const stream = await zip.openReadStreamPromise(entry).catch((error: Error) => {
        throw new SpreadsheetUnreadableError(`${part} cannot be unpacked (${error.message})`);
      });
      const decoder = new TextDecoder('utf-8');
      const chunks = (stream as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
      let read = 0;
      try {
        for (
          let next = await nextChunk(chunks, part);
          !next.done;
          next = await nextChunk(chunks, part)
        ) {
          read += next.value.length;
          inflated += next.value.length;
          // Held to its declared size, a part cannot take the total past the limit checked above.
          if (read > declared)
            throw new SpreadsheetUnreadableError(
              `the file is damaged: ${part} unpacks to more than the ${figure(declared)} bytes its zip entry declares`,
            );
          onText(decoder.decode(next.value, { stream: true }));
        }
      } finally {
        stream.destroy();
      }
      onText(decoder.decode());
    },
    close: () => zip.close(),
  };
};

const listEntries = async (zip: ZipFile): Promise<Map<string, Entry>> => {
  const entries = new Map<string, Entry>();
  let count = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      if (++count > MAX_ENTRIES)
        throw new SpreadsheetUnreadableError(
          `the file holds more than ${figure(MAX_ENTRIES)} parts; no workbook has that many`,
        );
      // Part names are case-insensitive (ECMA-376 part 2, 9.1.1.1).
      if (/\.(xml|rels)$/i.test(entry.fileName)) entries.set(entry.fileName.toLowerCase(), entry);
    }
  } catch (error) {
    zip.close();
    if (error instanceof SpreadsheetUnreadableError) throw error;
    throw new SpreadsheetUnreadableError(`not an xlsx workbook (${(error as Error).message})`);
  }
  return entries;
};

/** The next inflated chunk; an error here is the zip's (bad deflate data), not a handler's. */
const nextChunk = async (
  chunks: AsyncIterator<Buffer>,
  part: string,
): Promise<IteratorResult<Buffer>> => {
  try {
    return await chunks.next();
  } catch (error) {
    throw new SpreadsheetUnreadableError(
      `${part} cannot be unpacked (${(error as Error).message})`,
    );
  }
};
