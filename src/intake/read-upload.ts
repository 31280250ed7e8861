import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { DomainError, type Complaint } from '../errors/index.ts';
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

/**
 * Reads a /NewDossier upload: fields into memory (small), each file streamed to the incoming
 * folder under a generated name, never held in memory. A part that is not expected, a file sent
 * twice, or one over the size limit refuses the whole upload and removes what arrived.
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
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (!FIELDS.has(part.fieldname))
          complaints.push({
            path: `/${part.fieldname}`,
            message: 'is not a field of a new dossier',
          });
        else fields[part.fieldname] = String(part.value);
        continue;
      }
      const slot = part.fieldname;
      if (!isSlot(slot) || files.some((file) => file.slot === slot)) {
        part.file.resume();
        complaints.push({
          path: `/${slot}`,
          message: isSlot(slot)
            ? 'is sent twice; one file per slot'
            : `is not a file slot (${Object.keys(SLOTS).join(', ')})`,
        });
        continue;
      }
      const path = join(incomingFolder, `${randomUUID()}.upload`);
      const seen = inspector();
      try {
        await pipeline(
          part.file,
          seen.stream,
          createWriteStream(path, { flags: 'wx', mode: 0o600 }),
        );
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
      const result = seen.result();
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
  } catch (error) {
    await discard();
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new DomainError(
        'too-large',
        'file-too-large',
        `A file is larger than ${Math.round(maxFileBytes / 1_048_576)} MB (Storage:MaxFileSizeBytes); nothing was stored`,
      );
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new DomainError(
        'too-large',
        'too-many-parts',
        'The upload has more parts than a new dossier takes',
      );
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new DomainError(
        'unsupported-media-type',
        'unsupported-media-type',
        'Send multipart/form-data',
      );
    if (error instanceof DomainError) throw error;
    throw new DomainError(
      'unparseable',
      'bad-multipart',
      `The upload could not be read: ${(error as Error).message}`,
    );
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
