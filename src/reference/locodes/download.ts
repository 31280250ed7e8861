/** Reading a URL for an import: a timeout over the whole download, a size bound, errors in words. */

const reasonOf = (error: unknown): string => {
  const { name, message, cause } = error as { name?: string; message?: string; cause?: unknown };
  if (name === 'TimeoutError') return 'no complete answer before the timeout';
  const causeMessage = (cause as { message?: string } | undefined)?.message;
  return causeMessage
    ? `${message ?? String(error)} (${causeMessage})`
    : (message ?? String(error));
};

/** GET `url`; anything but a 2xx answer is an error that names the URL and the status. */
export const fetchOk = async (url: string, signal: AbortSignal): Promise<Response> => {
  let response: Response;
  try {
    response = await fetch(url, { signal, redirect: 'follow' });
  } catch (error) {
    throw new Error(`${url} did not answer: ${reasonOf(error)}`, { cause: error });
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`${url} answered HTTP ${response.status} ${response.statusText}`.trim());
  }
  return response;
};

/** The body's bytes as they arrive, refused past `maxBytes`; a broken-off download is an error. */
export async function* bodyBytes(
  response: Response,
  url: string,
  maxBytes: number,
): AsyncGenerator<Uint8Array> {
  if (!response.body) return;
  let read = 0;
  try {
    for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
      read += chunk.byteLength;
      if (read > maxBytes) throw new Error(`${url} is larger than ${maxBytes / 2 ** 20} MB`);
      yield chunk;
    }
  } catch (error) {
    if ((error as Error).message?.startsWith(url)) throw error;
    throw new Error(`the download of ${url} broke off after ${read} bytes: ${reasonOf(error)}`, {
      cause: error,
    });
  }
}

/** The whole body as text, for small documents (a data package). */
export const bodyText = async (response: Response, url: string, maxBytes: number) => {
  const chunks: Uint8Array[] = [];
  for await (const chunk of bodyBytes(response, url, maxBytes)) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
};
