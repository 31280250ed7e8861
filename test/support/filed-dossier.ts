import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { schema, type Db } from '../../src/db/index.ts';
import { approveDossier } from '../../src/dossiers/approve-dossier.ts';
import { createOutboxWorker } from '../../src/outbox/index.ts';
import { testSettings } from './app.ts';

/** A partner's declaration posted with its API key and approved as a declarant approves it. */
export const approvedDossier = async (
  db: Db,
  baseUrl: string,
  key: string,
  body: Record<string, unknown>,
): Promise<string> => {
  const response = await fetch(`${baseUrl}/api/declarations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify(body),
  });
  if (response.status !== 201)
    throw new Error(`POST /api/declarations: ${response.status} ${await response.text()}`);
  const { uuid } = (await response.json()) as { uuid: string };
  await approveDossier(db, {
    dossierId: uuid,
    baseRevision: 0,
    overrideReason: 'checked against the documents',
    actor: { name: 'Ana Admin', roles: ['Admins'] },
    at: new Date(),
    checks: {},
  });
  return uuid;
};

/** The outbox sent once to the `Pr` drop folder; the envelope filed for the dossier. */
export const sentToDropFolder = async (db: Db, drop: string, dossierId: string) => {
  const worker = createOutboxWorker({
    db,
    blocks: testSettings({ ServiceBus__Descartes__Pr__Folder: drop }).descartesBlocks,
    logger: pino({ level: 'silent' }),
  });
  await worker.drainOnce();
  await worker.stop();
  const [outbox] = await db
    .select()
    .from(schema.outboxMessages)
    .where(eq(schema.outboxMessages.dossierId, dossierId));
  return readFileSync(join(drop, `${outbox!.messageId}.xml`), 'utf8');
};
