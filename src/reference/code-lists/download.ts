import { gunzipSync } from 'node:zlib';

/** A download that could not be used: said in the sync's record and the log. */
export class DownloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DownloadError';
  }
}

export interface DownloadLimits {
  readonly timeoutMs: number;
  readonly maxBytes: number;
}

const GZIP = [0x1f, 0x8b];

const fetchOnce = (url: string, timeoutMs: number) =>
  fetch(url, { signal: AbortSignal.timeout(timeoutMs) });

/** fetch says only "fetch failed"; the reason is in its cause. */
const networkReason = (error: unknown): string => {
  if ((error as Error).name === 'TimeoutError') return 'timed out';
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
};

/**
 * The text at `url`, read with a time limit and a size limit (compressed and after gunzip): a
 * publication served as `.json.gz` without Content-Encoding is recognised by its first bytes.
 */
export const downloadText = async (url: string, limits: DownloadLimits): Promise<string> => {
  const response = await fetchOnce(url, limits.timeoutMs)
    .catch(async (error: unknown) => {
      // A kept-alive connection the server closed meanwhile fails at once: one more try.
      if ((error as Error).name === 'TimeoutError') throw error;
      return fetchOnce(url, limits.timeoutMs);
    })
    .catch((error: unknown) => {
      throw new DownloadError(`${url} could not be fetched: ${networkReason(error)}`);
    });
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new DownloadError(`${url} answered HTTP ${response.status}`);
  }
  const parts: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
      size += chunk.length;
      if (size > limits.maxBytes)
        throw new DownloadError(`${url} is larger than ${limits.maxBytes} bytes`);
      parts.push(Buffer.from(chunk));
    }
  } catch (error) {
    if (error instanceof DownloadError) throw error;
    throw new DownloadError(`${url} broke off: ${(error as Error).message}`);
  }
  let body = Buffer.concat(parts);
  if (body[0] === GZIP[0] && body[1] === GZIP[1]) {
    try {
      body = gunzipSync(body, { maxOutputLength: limits.maxBytes });
    } catch (error) {
      throw new DownloadError(`${url} is not complete gzip: ${(error as Error).message}`);
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw new DownloadError(`${url} is not UTF-8 text`);
  }
};
