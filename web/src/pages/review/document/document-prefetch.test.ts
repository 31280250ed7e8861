import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAhead, takeDocument } from './document-prefetch.ts';
import { DocumentFetchError } from './pdf-failure.ts';

const answering = (...bodies: (string | number)[]) => {
  const fetchMock = vi.fn();
  for (const body of bodies)
    fetchMock.mockResolvedValueOnce(
      typeof body === 'number' ? new Response('', { status: body }) : new Response(body),
    );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

afterEach(() => vi.unstubAllGlobals());

describe('a document fetched ahead', () => {
  it('serves the first viewer without a second download, and only that one', async () => {
    const fetchMock = answering('first', 'second');
    fetchAhead('/a');
    fetchAhead('/a');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(text(await takeDocument('/a', new AbortController().signal))).toBe('first');
    expect(text(await takeDocument('/a', new AbortController().signal))).toBe('second');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives its failure to the viewer that takes it', async () => {
    answering(404);
    fetchAhead('/gone');
    const taken = takeDocument('/gone', new AbortController().signal);
    await expect(taken).rejects.toBeInstanceOf(DocumentFetchError);
    await expect(taken).rejects.toMatchObject({ status: 404 });
  });

  it('is a download of its own for a file nobody fetched ahead', async () => {
    const fetchMock = answering('own');
    expect(text(await takeDocument('/b', new AbortController().signal))).toBe('own');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/b');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'same-origin' });
  });
});
