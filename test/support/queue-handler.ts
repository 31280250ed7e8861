import { mkdtempSync } from 'node:fs';
import { pino, type Logger } from 'pino';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBodyReaders } from '../../src/body-readers/index.ts';
import type { Db } from '../../src/db/index.ts';
import { ingestDepsFor, queueMessageHandler } from '../../src/ingestion/index.ts';
import type { MessageHandler } from '../../src/messaging/index.ts';

/** The service's queue handler on a database, with its own upload folder and body readers. */
export const queueHandlerOn = (
  db: Db,
  logger: Logger = pino({ level: 'silent' }),
): { handler: MessageHandler; close(): Promise<void> } => {
  const readers = createBodyReaders({ threads: 1 });
  const deps = ingestDepsFor(
    { 'Storage:UploadFolder': mkdtempSync(join(tmpdir(), 'cds-queue-')) },
    db,
    { runtimeSettingsTtlMs: 0 },
  );
  return {
    handler: queueMessageHandler({ ingest: deps, readers, logger }),
    close: () => readers.close(),
  };
};
