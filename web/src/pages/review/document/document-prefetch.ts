import { DocumentFetchError } from './pdf-failure.ts';

/** How long a file fetched ahead waits for its viewer before it is let go. */
const KEPT_MS = 60_000;

const ahead = new Map<string, Promise<Uint8Array>>();

/** A download cut off (not one the page stopped itself) is a lost connection. */
const lost =
  (signal: AbortSignal | undefined) =>
  (error: unknown): never => {
    throw signal?.aborted ? error : new DocumentFetchError();
  };

/** The file's bytes, with the session cookie; a failed answer says what it was. */
export const fetchDocument = async (url: string, signal?: AbortSignal): Promise<Uint8Array> => {
  const answer = await fetch(url, { credentials: 'same-origin', signal }).catch(lost(signal));
  if (!answer.ok) throw new DocumentFetchError(answer.status);
  return new Uint8Array(await answer.arrayBuffer().catch(lost(signal)));
};

/**
 * Starts downloading the file the review will draw first as soon as the dossier names it, before
 * the page's code and its checks take the browser's few connections. pdf.js takes the bytes over
 * (they move to its worker), so a file fetched ahead serves one viewer, once.
 */
export const fetchAhead = (url: string): void => {
  if (ahead.has(url)) return;
  const bytes = fetchDocument(url);
  // A failure is the viewer's to report when it asks; nothing here is left unhandled.
  bytes.catch(() => undefined);
  ahead.set(url, bytes);
  setTimeout(() => {
    if (ahead.get(url) === bytes) ahead.delete(url);
  }, KEPT_MS);
};

/** The bytes fetched ahead for `url`, taken out (once); otherwise a download of its own. */
export const takeDocument = (url: string, signal: AbortSignal): Promise<Uint8Array> => {
  const bytes = ahead.get(url);
  if (!bytes) return fetchDocument(url, signal);
  ahead.delete(url);
  return bytes;
};
