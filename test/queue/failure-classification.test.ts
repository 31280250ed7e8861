import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pino } from 'pino';
import { createBodyReaders, type BodyReaders } from '../../src/body-readers/index.ts';
import { DomainError } from '../../src/errors/index.ts';
import { ingestDepsFor, queueMessageHandler } from '../../src/ingestion/index.ts';
import type { InboundMessage } from '../../src/messaging/index.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';

const pglite = databaseKinds[0]!;
const message: InboundMessage = {
  body: Buffer.from(JSON.stringify({ declaration_type: 'T1', ucr: 'CLASSIFY-1' })),
  messageId: 'classify-1',
  contentType: 'application/json',
  properties: { Partner: 'tms' },
  deliveries: 1,
  redelivered: false,
};
const sqlError = (code: string, text: string) => Object.assign(new Error(text), { code });

describe('what the queue retries and what it dead-letters', { skip: pglite.skip }, () => {
  let t: TestDatabase;
  let readers: BodyReaders;
  before(async () => {
    t = await pglite.open();
    readers = createBodyReaders({ threads: 1 });
  });
  after(async () => {
    await readers?.close();
    await t?.dispose();
  });

  const settlementWhen = (failure: unknown) => {
    const ingest = ingestDepsFor(
      { 'Storage:UploadFolder': mkdtempSync(join(tmpdir(), 'cds-classify-')) },
      t.database.db,
      { runtimeSettingsTtlMs: 0 },
    );
    const handler = queueMessageHandler({
      ingest: {
        ...ingest,
        writeDossier: async () => {
          throw failure;
        },
      },
      readers,
      logger: pino({ level: 'silent' }),
    });
    return handler(message);
  };

  for (const [code, text] of [
    ['40001', 'could not serialize access due to concurrent update'],
    ['40P01', 'deadlock detected'],
    ['57014', 'canceling statement due to statement timeout'],
    ['53300', 'sorry, too many clients already'],
    ['ENOSPC', 'no space left on device'],
  ] as const) {
    it(`retries ${code} (${text}), counting it`, async () => {
      assert.deepEqual(await settlementWhen(sqlError(code, text)), { kind: 'retry', reason: text });
    });
  }

  it('retries an unreachable database without counting it against the message', async () => {
    assert.deepEqual(await settlementWhen(sqlError('ECONNREFUSED', 'connect ECONNREFUSED')), {
      kind: 'retry',
      reason: 'the database is not reachable',
      counted: false,
    });
  });

  it('retries a service too busy to read the body, without counting it', async () => {
    const busy = new DomainError('unavailable', 'busy', 'Too many large bodies');
    assert.deepEqual(await settlementWhen(busy), {
      kind: 'retry',
      reason: 'Too many large bodies',
      counted: false,
    });
  });

  it('dead-letters what another attempt cannot cure: a type error in the database, a bug', async () => {
    for (const failure of [
      sqlError('22P02', 'invalid input syntax for type json'),
      new TypeError("Cannot read properties of undefined (reading 'x')"),
    ]) {
      const settlement = await settlementWhen(failure);
      assert.equal(settlement.kind, 'dead-letter');
      assert.equal((settlement as { reason: string }).reason, 'unexpected-error');
      assert.match(
        (settlement as { description: string }).description,
        new RegExp(failure.message.replace(/[()'.]/g, '.')),
      );
    }
  });
});
