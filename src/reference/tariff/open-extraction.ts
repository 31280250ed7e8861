import type { Readable } from 'node:stream';
import { openPromise, type Entry, type ZipFile } from 'yauzl';
import { ExtractionFileError } from './extraction-file-error.ts';

/** More entries than this is not an extraction (which holds one XML file). */
const MAX_ENTRIES = 1000;

export interface OpenedExtraction {
  /** The XML file's name inside the ZIP. */
  readonly entryName: string;
  /** The XML, inflated as it is read: never held whole. */
  readonly xml: Readable;
  close(): void;
}

const entriesOf = (zip: ZipFile): Promise<Entry[]> =>
  new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      if (entries.length > MAX_ENTRIES)
        reject(new ExtractionFileError(`the ZIP holds more than ${MAX_ENTRIES} entries`));
      else zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', (error: Error) =>
      reject(new ExtractionFileError(`the ZIP is damaged: ${error.message}`)),
    );
    zip.readEntry();
  });

/**
 * Opens a Tarbel extraction: a ZIP holding one XML file (`TariffHistoryResponse`). Everything
 * wrong with the file itself is an ExtractionFileError, which fails the import at once: retrying
 * would read the same bytes.
 */
export const openExtraction = async (path: string): Promise<OpenedExtraction> => {
  let zip: ZipFile;
  try {
    zip = await openPromise(path, { lazyEntries: true, autoClose: false });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new ExtractionFileError(`the file ${path} does not exist`);
    if (code === 'EISDIR') throw new ExtractionFileError(`${path} is a folder, not a ZIP file`);
    if (code) throw error;
    throw new ExtractionFileError(`not a ZIP archive (${(error as Error).message})`);
  }
  try {
    const entries = await entriesOf(zip);
    const xml = entries.filter(
      (entry) => !entry.fileName.endsWith('/') && /\.xml$/i.test(entry.fileName),
    );
    if (xml.length === 0) {
      const names = entries.map((entry) => entry.fileName).slice(0, 5);
      throw new ExtractionFileError(
        `the ZIP holds no XML file${names.length ? ` (it holds ${names.join(', ')})` : ' (it is empty)'}`,
      );
    }
    if (xml.length > 1)
      throw new ExtractionFileError(
        `the ZIP holds ${xml.length} XML files (${xml
          .slice(0, 5)
          .map((entry) => entry.fileName)
          .join(', ')}); an extraction holds one`,
      );
    const entry = xml[0]!;
    if (entry.isEncrypted()) throw new ExtractionFileError(`${entry.fileName} is encrypted`);
    if (!entry.canDecodeFileData())
      throw new ExtractionFileError(
        `${entry.fileName} uses compression method ${entry.compressionMethod}, which cannot be read (only stored and deflated)`,
      );
    const stream = await zip.openReadStreamPromise(entry).catch((error: Error) => {
      throw new ExtractionFileError(`the ZIP is damaged: ${error.message}`);
    });
    return { entryName: entry.fileName, xml: stream, close: () => zip.close() };
  } catch (error) {
    zip.close();
    throw error;
  }
};
