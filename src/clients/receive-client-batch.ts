import { readJson } from '../canonical/index.ts';
import type { Db } from '../db/index.ts';
import { parseClientBatch } from './parse-client-batch.ts';
import { upsertClientBatch, type BatchOutcome } from './upsert-client-batch.ts';

/**
 * The masterdata use case both entry points call: POST /api/v1/clients and a queue message of
 * MessageType Client. JSON text in; all rows stored, or a DomainError listing every complaint.
 */
export const receiveClientBatch = (
  db: Db,
  json: string,
  updatedBy: string,
): Promise<BatchOutcome> =>
  upsertClientBatch(db, parseClientBatch(readJson(json)).clients, updatedBy);
