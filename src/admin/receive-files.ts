import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type {} from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../errors/index.ts';

export interface ReceivedFile {
  /** The name the browser sent, made safe for a file system (letters, digits, `.`, `-`, `_`). */
  readonly fileName: string;
  readonly path: string;
  readonly sizeBytes: number;
  /** The first bytes: what the file is (a ZIP starts with PK). */
  readonly head: Buffer;
}

export interface ReceivedFiles {
  /** The upload's own folder: every file of it is inside. */
  readonly folder: string;
  readonly files: readonly ReceivedFile[];
  readonly fields: Readonly<Record<string, string>>;
  /** Removes the folder and what it holds: the upload was refused. */
  discard(): Promise<void>;
}

export interface ReceiveRules {
  /** A new folder is made inside for this upload. */
  readonly under: string;
  readonly maxFileBytes: number;
  readonly maxFiles: number;
  /** The field files come in. */
  readonly fileField: string;
  /** Short text fields taken besides (each at most 1 KB). */
  readonly textFields: readonly string[];
}

const HEAD = 512;
/** What a multipart body holds besides its files: boundaries, part headers, a few short fields. */
const OVERHEAD_BYTES = 64 * 1024;

/** `export-20260101-20260131 (1).zip` → `export-20260101-20260131-1-.zip`; never a path. */
export const safeFileName = (sent: string, fallback: string): string => {
  const name = basename(sent.replace(/\\/g, '/'))
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[.-]+/, '')
    .slice(-120);
  return name || fallback;
};

const tooLarge = (maxFileBytes: number) =>
  new DomainError(
    'too-large',
    'file-too-large',
    `The file is larger than ${Math.floor(maxFileBytes / 1_048_576).toLocaleString('en')} MB, the most this upload takes; nothing was stored`,
  );

const asDomainError = (error: unknown, rules: ReceiveRules): DomainError => {
  if (error instanceof DomainError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(rules.maxFileBytes);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new DomainError(
      'too-large',
      'too-many-parts',
      `The upload holds more than ${rules.maxFiles} file(s) or more fields than it takes`,
    );
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new DomainError(
      'unsupported-media-type',
      'unsupported-media-type',
      `Send the file as multipart/form-data in the field ${rules.fileField}`,
    );
  if (code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNRESET')
    return new DomainError(
      'unparseable',
      'request-aborted',
      'The connection closed before the upload was complete; nothing was stored',
    );
  return new DomainError(
    'unparseable',
    'bad-multipart',
    `The upload could not be read: ${(error as Error).message}`,
  );
};

/** Counts a file's bytes as they pass and keeps the first ones. */
const measure = () => {
  let head = Buffer.alloc(0);
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (head.length < HEAD) head = Buffer.concat([head, chunk.subarray(0, HEAD - head.length)]);
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ head, size }) };
};

/**
 * Streams the files of a multipart upload to a folder of their own, never holding one in memory:
 * a body whose Content-Length already passes the limit is refused before a byte is read; a file
 * that passes it while arriving is refused then (413), the rest of the body is not read and the
 * connection closes with the answer. Whatever goes wrong, nothing of the upload is left on disk.
 * The caller registers @fastify/multipart with the same limits (`multipartLimits`).
 */
export const receiveFiles = async (
  request: FastifyRequest,
  reply: FastifyReply,
  rules: ReceiveRules,
): Promise<ReceivedFiles> => {
  const declared = Number(request.headers['content-length'] ?? Number.NaN);
  const refuseNow = (error: DomainError) => {
    // Answered before the body ended: the connection ends with the answer rather than reading on.
    if (!request.raw.complete) {
      reply.header('connection', 'close');
      request.raw.unpipe();
      request.raw.pause();
    }
    return error;
  };
  if (Number.isFinite(declared) && declared > rules.maxFiles * rules.maxFileBytes + OVERHEAD_BYTES)
    throw refuseNow(tooLarge(rules.maxFileBytes));
  if (!request.isMultipart())
    throw refuseNow(
      new DomainError(
        'unsupported-media-type',
        'unsupported-media-type',
        `Send the file as multipart/form-data in the field ${rules.fileField}`,
      ),
    );
  const folder = join(rules.under, randomUUID());
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const files: ReceivedFile[] = [];
  const fields: Record<string, string> = {};
  const discard = () => rm(folder, { recursive: true, force: true });
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (!rules.textFields.includes(part.fieldname) || part.valueTruncated)
          throw new DomainError(
            'invalid',
            'validation',
            `The upload holds a field it does not take: ${part.fieldname.slice(0, 64)}`,
            [{ path: `/${part.fieldname.slice(0, 64)}`, message: 'is not a field of this upload' }],
          );
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== rules.fileField)
        throw new DomainError(
          'invalid',
          'validation',
          `Files come in the field ${rules.fileField}, not ${part.fieldname.slice(0, 64)}`,
          [{ path: `/${part.fieldname.slice(0, 64)}`, message: 'is not a file field' }],
        );
      const fileName = safeFileName(part.filename ?? '', `file-${files.length + 1}`);
      // A number first: two files sent with one name stay two files, in the order sent.
      const path = join(folder, `${files.length + 1}-${fileName}`);
      const seen = measure();
      const target = createWriteStream(path, { flags: 'wx', mode: 0o600 });
      let over = false;
      part.file.once('limit', () => {
        over = true;
        // Not a byte more is read: the client is held back by TCP until the answer closes it.
        request.raw.unpipe();
        request.raw.pause();
        part.file.destroy(tooLarge(rules.maxFileBytes));
      });
      try {
        await pipeline(part.file, seen.stream, target);
      } catch (error) {
        if (!target.closed) await once(target, 'close').catch(() => undefined);
        throw over ? tooLarge(rules.maxFileBytes) : error;
      }
      if (over || part.file.truncated) throw tooLarge(rules.maxFileBytes);
      const { head, size } = seen.result();
      if (size === 0)
        throw new DomainError('invalid', 'validation', `${fileName} is an empty file`, [
          { path: `/${rules.fileField}`, message: 'is an empty file' },
        ]);
      files.push({ fileName, path, sizeBytes: size, head });
    }
  } catch (error) {
    const refused = refuseNow(asDomainError(error, rules));
    await discard();
    throw refused;
  }
  if (files.length === 0) {
    await discard();
    throw new DomainError('invalid', 'validation', `No file came in the field ${rules.fileField}`, [
      { path: `/${rules.fileField}`, message: 'is required' },
    ]);
  }
  return { folder, files, fields, discard };
};

/** The @fastify/multipart limits that go with the rules (register it in the route's plugin). */
export const multipartLimits = (
  rules: Pick<ReceiveRules, 'maxFileBytes' | 'maxFiles' | 'textFields'>,
) => ({
  fileSize: rules.maxFileBytes,
  files: rules.maxFiles,
  fields: rules.textFields.length,
  fieldSize: 1024,
  parts: rules.maxFiles + rules.textFields.length,
  headerPairs: 50,
});
