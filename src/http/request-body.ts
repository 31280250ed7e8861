import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../errors/index.ts';

const inflate = promisify(gunzip);

/** SPEC.md, Limits: 5 MB, measured on the decompressed body (taken as 5 MiB, the generous reading). */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;

export interface RawBody {
  /** `json` or `xml`, from the Content-Type. */
  readonly format: 'json' | 'xml';
  /** The decompressed bytes; decoding (strict UTF-8) and parsing are the body readers' work. */
  readonly bytes: Buffer;
}

const tooLarge = () =>
  new DomainError(
    'too-large',
    'body-too-large',
    `The body is over ${MAX_BODY_BYTES} bytes (5 MB), measured after decompression`,
  );

/** Reads at most `limit` bytes; the stream is not read further once the limit is passed. */
const collect = async (
  request: FastifyRequest,
  stream: NodeJS.ReadableStream,
  limit: number,
): Promise<Buffer> => {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buffer = chunk as Buffer;
      size += buffer.length;
      if (size > limit) throw tooLarge();
      chunks.push(buffer);
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    // The caller hung up mid-body: nothing to answer, and nothing wrong with the service.
    throw new DomainError(
      'unparseable',
      'request-aborted',
      'The request body ended early (the connection was closed)',
    );
  }
  return Buffer.concat(chunks, size);
};

/** gzip is inflated with an output cap, so a small bomb stops at the limit instead of filling memory. */
const decompress = async (request: FastifyRequest, raw: Buffer): Promise<Buffer> => {
  const encoding = String(request.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  if (encoding === 'identity' || encoding === '') return raw;
  if (encoding !== 'gzip') {
    throw new DomainError(
      'unsupported-media-type',
      'unsupported-content-encoding',
      `Content-Encoding "${encoding}" is not supported; send gzip or no encoding`,
    );
  }
  try {
    return await inflate(raw, { maxOutputLength: MAX_BODY_BYTES });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge();
    throw new DomainError(
      'unparseable',
      'bad-gzip',
      `The body is not valid gzip: ${(error as Error).message}`,
    );
  }
};

const checkCharset = (request: FastifyRequest): void => {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(
    String(request.headers['content-type'] ?? ''),
  )?.[1];
  if (charset && charset.toLowerCase() !== 'utf-8' && charset.toLowerCase() !== 'utf8') {
    throw new DomainError(
      'unsupported-media-type',
      'unsupported-charset',
      `charset "${charset}" is not supported; send UTF-8`,
    );
  }
};

/**
 * Replaces Fastify's parsers in the calling plugin's scope: JSON and XML bodies are read as bytes,
 * inflated when gzip and limited. Decoding and parsing them is the body readers' job.
 * Any other Content-Type gets 415 from Fastify itself.
 */
export const acceptRawBodies = (
  app: FastifyInstance,
  formats: readonly ('json' | 'xml')[],
): void => {
  app.removeAllContentTypeParsers();
  const types = { json: ['application/json'], xml: ['application/xml', 'text/xml'] };
  for (const format of formats) {
    app.addContentTypeParser(
      types[format],
      async (request: FastifyRequest, payload: NodeJS.ReadableStream): Promise<RawBody> => {
        checkCharset(request);
        const raw = await collect(request, payload, MAX_BODY_BYTES);
        const bytes = await decompress(request, raw);
        if (bytes.length === 0)
          throw new DomainError('unparseable', 'empty-body', 'The body is empty');
        return { format, bytes };
      },
    );
  }
};

/** The route's view of the body; a request without one (no Content-Type, no bytes) is a 400. */
export const rawBodyOf = (request: FastifyRequest): RawBody => {
  const body = request.body as RawBody | undefined;
  if (!body || !Buffer.isBuffer(body.bytes))
    throw new DomainError('unparseable', 'empty-body', 'The body is empty');
  return body;
};
