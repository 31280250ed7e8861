import { readDeclaration, type CanonicalDeclaration } from '../canonical/index.ts';
// The worker loads only the pure reader, not the clients module's database code.
import { readClientBatch } from '../clients/parse-client-batch.ts';
import type { ClientBatch } from '../clients/index.ts';
import { DomainError, type Complaint, type ErrorKind } from '../errors/index.ts';
import { hashRequest } from '../idempotency/request-hash.ts';

export type BodyTask =
  | { readonly kind: 'declaration'; readonly bytes: Uint8Array; readonly format: 'json' | 'xml' }
  | { readonly kind: 'client-batch'; readonly bytes: Uint8Array };

export interface ReadBody<T> {
  readonly value: T;
  /** SHA-256 of the bytes, what an Idempotency-Key repeat is compared by. */
  readonly hash: string;
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

export type BodyTaskResult = ReadBody<CanonicalDeclaration | ClientBatch> | RefusedBody;

/** Runs on a worker thread for a large body, in the calling thread for a small one. */
export const readBodyTask = (task: BodyTask): BodyTaskResult => {
  try {
    const value =
      task.kind === 'declaration'
        ? readDeclaration(task.bytes, task.format)
        : readClientBatch(task.bytes);
    return { value, hash: hashRequest(task.bytes) };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const { kind, code, message, complaints } = error;
    return { refused: { kind, code, message, complaints } };
  }
};

export default readBodyTask;
