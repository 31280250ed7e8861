import {
  readClientBatch,
  readDeclaration,
  type CanonicalDeclaration,
  type ClientBatch,
} from '../canonical/index.ts';
import { DomainError, type Complaint, type ErrorKind } from '../errors/index.ts';
import { hashBody } from './body-hash.ts';

export type BodyTask =
  | { readonly kind: 'declaration'; readonly bytes: Uint8Array; readonly format: 'json' | 'xml' }
  | { readonly kind: 'client-batch'; readonly bytes: Uint8Array };

export interface ReadBody<T> {
  readonly value: T;
  /** SHA-256 of the bytes, what an Idempotency-Key repeat is compared by. */
  readonly hash: string;
  /**
   * A declaration read on a worker thread: its JSON without attachments, as the dossier stores it
   * (serialised there, so the event loop does not have to).
   */
  readonly json?: string;
}

/** A DomainError as plain data: classes do not cross to another thread. */
export interface RefusedBody {
  readonly refused: {
    readonly kind: ErrorKind;
    readonly code: string;
    readonly message: string;
    readonly complaints: readonly Complaint[];
  };
}

/** What a reader thread hands back: text, which crosses threads as one copy, not an object graph. */
export interface SerialisedBody {
  readonly serialised: {
    /** The value as JSON; for a declaration, without its attachments. */
    readonly json: string;
    readonly attachments?: CanonicalDeclaration['attachments'];
    readonly hash: string;
  };
}

export type BodyTaskResult =
  ReadBody<CanonicalDeclaration | ClientBatch> | SerialisedBody | RefusedBody;

const refusal = (error: unknown): RefusedBody => {
  if (!(error instanceof DomainError)) throw error;
  const { kind, code, message, complaints } = error;
  return { refused: { kind, code, message, complaints } };
};

/**
 * Runs in the calling thread for a small body; on a worker thread for a large one, which then
 * answers with text (`serialise`): JSON.parse of it on the event loop costs less than the
 * structured copy of the same object, and the declaration's JSON is what the dossier stores.
 */
export const readBodyTask = (task: BodyTask & { serialise?: boolean }): BodyTaskResult => {
  try {
    const hash = hashBody(task.bytes);
    const value =
      task.kind === 'client-batch'
        ? readClientBatch(task.bytes)
        : readDeclaration(task.bytes, task.format);
    if (!task.serialise) return { value, hash };
    if (task.kind === 'client-batch') return { serialised: { json: JSON.stringify(value), hash } };
    const { attachments, ...withoutAttachments } = value as CanonicalDeclaration;
    return { serialised: { json: JSON.stringify(withoutAttachments), attachments, hash } };
  } catch (error) {
    return refusal(error);
  }
};

export default readBodyTask;
