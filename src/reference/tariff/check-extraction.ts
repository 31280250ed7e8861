import { SaxesParser } from 'saxes';
import { ExtractionFileError } from './extraction-file-error.ts';
import { openExtraction } from './open-extraction.ts';

/** The root element is in the first bytes; a file that shows none by then is not an extraction. */
const MAX_BYTES_BEFORE_ROOT = 64 * 1024;

/**
 * Checks a ZIP is an extraction before it is queued (an upload): a ZIP whose central directory
 * reads, holding one XML file, not encrypted, in a compression this reader inflates, whose root
 * element is `TariffHistoryResponse`. Only the first bytes of the XML are read; what lies further
 * (a damaged record) fails the import itself, which then changes nothing. ExtractionFileError
 * says what is wrong.
 */
export const checkExtraction = async (path: string): Promise<{ readonly entryName: string }> => {
  const opened = await openExtraction(path);
  try {
    const parser = new SaxesParser();
    let root: string | undefined;
    let failure: string | undefined;
    parser.on('opentag', (tag) => {
      root ??= tag.name.slice(tag.name.indexOf(':') + 1);
    });
    parser.on('error', (error) => {
      failure ??= error.message;
    });
    let read = 0;
    const decoder = new TextDecoder('utf-8', { fatal: false });
    for await (const chunk of opened.xml as AsyncIterable<Buffer>) {
      read += chunk.length;
      parser.write(decoder.decode(chunk, { stream: true }));
      if (root || failure || read > MAX_BYTES_BEFORE_ROOT) break;
    }
    if (failure && !root)
      throw new ExtractionFileError(`${opened.entryName} is not XML: ${failure}`);
    if (!root)
      throw new ExtractionFileError(`${opened.entryName} holds no XML element in its first 64 KB`);
    if (root !== 'TariffHistoryResponse')
      throw new ExtractionFileError(
        `${opened.entryName} is a ${root} document, not a TariffHistoryResponse extraction`,
      );
    return { entryName: opened.entryName };
  } catch (error) {
    if (error instanceof ExtractionFileError) throw error;
    throw new ExtractionFileError(`the ZIP is damaged: ${(error as Error).message}`);
  } finally {
    opened.xml.destroy();
    opened.close();
  }
};
