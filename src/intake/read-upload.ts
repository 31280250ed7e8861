import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { DomainError, type Complaint } from '../errors/index.ts';
import { watchUpload, type UploadCutOff } from './upload-cut-off.ts';
import { isSlot, SLOTS, type SlotName } from './upload-slots.ts';

export interface ReceivedFile {
  readonly slot: SlotName;
  readonly fileName: string;
  /** Where the bytes wait, in the incoming folder, until the dossier is committed. */
  readonly path: string;
  readonly sizeBytes: number;
  readonly sha256: string;
  /** The first bytes (type detection) and the last (is it whole). */
  readonly head: Buffer;
  readonly tail: Buffer;
}

export interface ReceivedUpload {
  readonly fields: Readonly<Record<string, string>>;
  readonly files: readonly ReceivedFile[];
  /** Removes every file received: the request failed, or the files moved already. */
  discard(): Promise<void>;
}

const FIELDS = new Set(['regime', 'clientCode', 'newClient', 'ucr', 'containerNumber']);
const HEAD = 4100;
const TAIL = 1024;

/** Keeps the first and last bytes and the hash of what streams through to the disk. */
const inspector = () => {
  const hash = createHash('sha256');
  let head = Buffer.alloc(0);
  let tail = Buffer.alloc(0);
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      if (head.length < HEAD) head = Buffer.concat([head, chunk.subarray(0, HEAD - head.length)]);
      tail = Buffer.concat([tail, chunk]).subarray(-TAIL);
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ head, tail, size, sha256: hash.digest('hex') }) };
};

/** A file's bytes to the incoming folder; a file cut off leaves nothing there. */
const receiveFile = async (
  file: Readable,
  path: string,
  cutOff: UploadCutOff,
): Promise<ReturnType<ReturnType<typeof inspector>['result']>> => {
  const seen = inspector();
  const target = createWriteStream(path, { flags: 'wx', mode: 0o600 });
  try {
    await pipeline(file, seen.stream, target, { signal: cutOff.signal });
    return seen.result();
  } catch (error) {
    // Removed once closed: a file removed while it is still being opened would be created after.
    if (!target.closed) await once(target, 'close').catch(() => undefined);
    await rm(path, { force: true });
    throw cutOff.signal.aborted ? (cutOff.signal.reason as Error) : error;
  }
};

/** A refused file's bytes, read and dropped (bounded by the file limit like any other). */
const dropFile = (file: Readable, cutOff: UploadCutOff) =>
  pipeline(file, new Writable({ write: (_chunk, _encoding, done) => done() }), {
    signal: cutOff.signal,
  }).catch((error: unknown) => {
    throw cutOff.signal.aborted ? (cutOff.signal.reason as Error) : error;
  });

const fileTooLarge = (maxFileBytes: number) =>
  new DomainError(
    'too-large',
    'file-too-large',
    `A file is larger than ${Math.round(maxFileBytes / 1_048_576)} MB (Storage:MaxFileSizeBytes); nothing was stored`,
  );

/** Field names are echoed in complaints: a long one is cut (busboy bounds it only by the 80 KB of part headers). */
const shown = (name: string) => (name.length > 64 ? `${name.slice(0, 64)}…` : name);

/** What a failed read answers: the cut-off's reason, or the parser's error in our words. */
const asDomainError = (error: unknown, maxFileBytes: number): DomainError => {
  if (error instanceof DomainError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(maxFileBytes);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new DomainError(
      'too-large',
      'too-many-parts',
      'The upload has more parts than a new dossier takes',
    );
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new DomainError(
      'unsupported-media-type',
      'unsupported-media-type',
      'Send multipart/form-data',
    );
  return new DomainError(
    'unparseable',
    'bad-multipart',
    `The upload could not be read: ${(error as Error).message}`,
  );
};

/**
 * Reads a /NewDossier upload: fields into memory (small), each file streamed to the incoming
 * folder under a generated name, never held in memory. A part that is not expected, a file sent
 * twice, or one over the size limit refuses the whole upload and removes what arrived.
 *
 * Every wait is raced against the upload's cut-off (upload-cut-off.ts): a file past the limit,
 * a field past 64 KB or a part that never ends is refused the moment it crosses the limit, and a
 * caller who hangs up loses what was written at once; nothing waits for a body that may never end.
 */
export const readUpload = async (
  request: FastifyRequest,
  incomingFolder: string,
  maxFileBytes: number,
): Promise<ReceivedUpload> => {
  await mkdir(incomingFolder, { recursive: true, mode: 0o700 });
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  const discard = async () => {
    await Promise.all(files.map((file) => rm(file.path, { force: true })));
  };
  const complaints: Complaint[] = [];
  const cutOff = watchUpload(request.raw);
  try {
    const parts = request.parts()[Symbol.asyncIterator]();
    // The first call pipes the request into the parser; counting starts behind it.
    const first = parts.next();
    cutOff.count();
    for (let next = await cutOff.race(first); !next.done; next = await cutOff.race(parts.next())) {
      const part = next.value;
      cutOff.partStarted(part.type === 'file');
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated)
          throw new DomainError(
            'too-large',
            'field-too-large',
            `The field ${shown(part.fieldname)} is longer than 64 KB; nothing was stored`,
          );
        if (!FIELDS.has(part.fieldname))
          complaints.push({
            path: `/${shown(part.fieldname)}`,
            message: 'is not a field of a new dossier',
          });
        else fields[part.fieldname] = String(part.value);
        continue;
      }
      // Busboy stops passing on a file's bytes at the limit but reads the rest of the part, which
      // may never end: refuse it now.
      part.file.once('limit', () => cutOff.refuse(fileTooLarge(maxFileBytes)));
      const slot = part.fieldname;
      if (!isSlot(slot) || files.some((file) => file.slot === slot)) {
        await dropFile(part.file, cutOff);
        cutOff.fileEnded();
        complaints.push({
          path: `/${shown(slot)}`,
          message: isSlot(slot)
            ? 'is sent twice; one file per slot'
            : `is not a file slot (${Object.keys(SLOTS).join(', ')})`,
        });
        continue;
      }
      const path = join(incomingFolder, `${randomUUID()}.upload`);
      const result = await receiveFile(part.file, path, cutOff);
      cutOff.fileEnded();
      files.push({
        slot,
        fileName: part.filename || `${slot}`,
        path,
        sizeBytes: result.size,
        sha256: result.sha256,
        head: result.head,
        tail: result.tail,
      });
      if (result.size === 0) complaints.push({ path: `/${slot}`, message: 'is an empty file' });
    }
    // The parser stops at the closing boundary; whatever the request still holds (an epilogue, a
    // chunked body's last chunk) must arrive, or the upload was cut short.
    if (!request.raw.complete) await cutOff.race(once(request.raw, 'end'));
  } catch (error) {
    const refused = asDomainError(
      cutOff.signal.aborted ? cutOff.signal.reason : error,
      maxFileBytes,
    );
    cutOff.refuse(refused);
    await discard();
    throw refused;
  } finally {
    cutOff.release();
  }
  if (complaints.length > 0) {
    await discard();
    throw new DomainError(
      'invalid',
      'validation',
      'The upload is not a new dossier; see errors',
      complaints,
    );
  }
  return { fields, files, discard };
};
