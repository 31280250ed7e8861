import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Redis } from 'ioredis';
import { createApiKey } from '../../src/api-keys/index.ts';
import { redisSkip, redisUrl } from '../support/brokers.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';

for (const kind of databaseKinds) {
  describe(`rate limit on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let api: IngestionTestApp;
    before(async () => {
      t = await kind.open();
      api = await startIngestionApp(t.database, {
        RateLimit__PermitLimit: '3',
        RateLimit__WindowSeconds: '60',
      });
    });
    after(async () => {
      await api?.close();
      await t?.dispose();
    });

    it('answers 429 with Retry-After past the permit limit, per caller', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push((await api.post({ declaration_type: 'EX' })).status);
      assert.deepEqual(statuses, [201, 201, 201, 429]);
      const limited = await api.post({ declaration_type: 'EX' });
      assert.equal(limited.status, 429);
      assert.ok(Number(limited.headers.get('retry-after')) > 0);
      assert.equal(limited.headers.get('ratelimit-limit'), '3');
      assert.equal(limited.headers.get('ratelimit-remaining'), '0');
      assert.equal(((await limited.json()) as { type: string }).type, '/problems/rate-limited');

      const other = await createApiKey(
        t.database.db,
        { name: `other-partner-${kind.name}` },
        'test',
      );
      const response = await api.post(
        { declaration_type: 'EX' },
        { headers: { 'x-api-key': other.rawKey } },
      );
      assert.equal(response.status, 201, 'another caller has its own budget');
    });

    it('keys on the caller, so a forged X-Forwarded-For does not buy a new budget', async () => {
      const key = await createApiKey(t.database.db, { name: `forger-${kind.name}` }, 'test');
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await api.post(
          { declaration_type: 'EX' },
          { headers: { 'x-api-key': key.rawKey, 'x-forwarded-for': `198.51.100.${i}` } },
        );
        statuses.push(response.status);
      }
      assert.deepEqual(statuses, [201, 201, 201, 429]);
    });
  });
}

describe('rate limit shared through Redis', async () => {
  const skip = await redisSkip();
  it('counts one caller across two instances', { skip }, async () => {
    const t = await databaseKinds[0]!.open();
    const redis = [new Redis(redisUrl), new Redis(redisUrl)];
    const env = { RateLimit__PermitLimit: '3', RateLimit__WindowSeconds: '60' };
    const first = await startIngestionApp(t.database, env, { compose: { redis: redis[0] } });
    const second = await startIngestionApp(t.database, env, { compose: { redis: redis[1] } });
    try {
      const statuses: number[] = [];
      for (const api of [first, first, second, second])
        statuses.push(
          (await api.post({ declaration_type: 'EX' }, { headers: { 'x-api-key': first.apiKey } }))
            .status,
        );
      assert.deepEqual(statuses, [201, 201, 201, 429]);
    } finally {
      await first.close();
      await second.close();
      for (const client of redis) client.disconnect();
      await t.dispose();
    }
  });
});
