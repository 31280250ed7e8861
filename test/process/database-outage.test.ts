import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { isDatabaseUnavailable, openPostgres } from '../../src/db/index.ts';
import { adminQuery, createPostgresDatabase, postgresSkip } from '../support/databases.ts';
import { uploadForm } from '../support/extraction-flow.ts';
import { jsonAnswer, minimalGoodsAnswer } from '../support/openai-stand-in.ts';
import { repoRoot, spawnTs, waitForStart, type Spawned } from '../support/processes.ts';
import { sharedDir } from '../support/samples.ts';
import { timedGet, troubles } from './service-output.ts';

const main = join(repoRoot, 'src/main.ts');
const invoice = readFileSync(
  join(sharedDir, 'samples/invoices/13_invoice_synthetic-minimal_US_text.pdf'),
);
const goods = minimalGoodsAnswer;
/** How long the database refuses every connection. */
const OUTAGE_MS = 15_000;

/**
 * A chat-completions stand-in whose extraction answers wait until the test lets each one go
 * (the shared stand-in's `held()` never answers): a job can be kept mid-flight across the outage.
 */
const startHoldingModel = async () => {
  const waiting: ServerResponse[] = [];
  let goodsCalls = 0;
  const reply = (response: ServerResponse, body: unknown) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        response_format?: { json_schema?: { name?: string } };
      };
      if (body.response_format?.json_schema?.name === 'document_kind')
        return reply(response, jsonAnswer({ kind: 'invoice' }).body);
      goodsCalls += 1;
      waiting.push(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    goodsCalls: () => goodsCalls,
    waiting: () => waiting.length,
    /** Answers the oldest extraction call waiting. */
    releaseOne() {
      const response = waiting.shift();
      assert.ok(response, 'an extraction call is waiting');
      reply(response, jsonAnswer(goods).body);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

const until = async <T>(what: string, probe: () => Promise<T | undefined>, ms = 60_000) => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await sleep(200);
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe('a database outage mid-job', { skip: postgresSkip }, () => {
  const running: Spawned[] = [];
  after(() => {
    for (const spawned of running) spawned.child.kill('SIGKILL');
  });

  it('is ridden out: live throughout, not ready meanwhile, each dossier in Review once after', async () => {
    const model = await startHoldingModel();
    const fresh = await createPostgresDatabase();
    const name = new URL(fresh.connectionString).pathname.slice(1);
    const service = spawnTs(main, {
      cwd: mkdtempSync(join(tmpdir(), 'cds-db-outage-')),
      env: {
        PORT: '0',
        DATABASE_URL: fresh.connectionString,
        AI__BaseUrl: model.baseUrl,
        AI__OpenAI__ApiKey: 'sk-test',
        Processing__MaxConcurrentJobs: '2',
        // A failed attempt is tried again a second later, not after the default 30 s.
        Processing__ExtractionRetryDelaySeconds: '1',
      },
    });
    running.push(service);
    let outage = false;
    try {
      const address = await waitForStart(service);
      const signin = await fetch(`${address}/signin?returnTo=/Dossiers`, { redirect: 'manual' });
      const cookie = signin.headers.get('set-cookie')!.split(';')[0]!;
      const session = (await (
        await fetch(`${address}/api/session`, { headers: { cookie } })
      ).json()) as { csrfToken: string };
      const upload = async (code: string) => {
        const created = await fetch(`${address}/api/dossiers`, {
          method: 'POST',
          headers: { cookie, 'x-csrf-token': session.csrfToken },
          body: uploadForm({
            regime: 'IM',
            newClient: JSON.stringify({ code, name: `${code} NV`, country: 'BE' }),
            invoice: { name: 'invoice.pdf', bytes: invoice, type: 'application/pdf' },
          }),
        });
        assert.equal(created.status, 201, await created.clone().text());
        return ((await created.json()) as { uuid: string }).uuid;
      };
      const dossiers = [await upload('OUTAGE-A'), await upload('OUTAGE-B')];
      // Both jobs are mid-flight: each waits for the model's answer.
      await until('both extraction calls', async () => (model.waiting() === 2 ? true : undefined));

      outage = true;
      await adminQuery(`alter database ${name} allow_connections false`);
      await adminQuery(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`,
      );
      const outageStarted = Date.now();
      const outageEnds = outageStarted + OUTAGE_MS;
      const live: { status: number; ms: number }[] = [];
      const ready: number[] = [];
      let released = false;
      while (Date.now() < outageEnds) {
        live.push(await timedGet(`${address}/health/live`, 2000));
        ready.push((await timedGet(`${address}/health/ready`, 5000)).status);
        // One answer comes while the database is away: that attempt cannot record its reading,
        // nor its failure, nor can the job engine record the job's end.
        if (!released && Date.now() > outageStarted + 3000) {
          model.releaseOne();
          released = true;
        }
        await sleep(500);
      }
      await adminQuery(`alter database ${name} allow_connections true`);
      outage = false;

      assert.ok(live.length >= 10, `live was asked ${live.length} times`);
      for (const answer of live) {
        assert.equal(
          answer.status,
          200,
          `live answered ${JSON.stringify(answer)}; the service said:\n${troubles(service)}`,
        );
        assert.ok(answer.ms < 2000, `live answered in ${answer.ms} ms`);
      }
      assert.ok(ready.includes(503), `ready answered ${ready.join(' ')}`);
      assert.ok(
        ready.every((status) => status === 503 || status === 200),
        `ready answered ${ready.join(' ')}`,
      );
      assert.equal(service.child.exitCode, null, `the service stopped:\n${service.stderr()}`);

      await until('ready again', async () =>
        (await timedGet(`${address}/health/ready`, 5000)).status === 200 ? true : undefined,
      );
      // The answer held across the outage arrives now; the attempt that failed meanwhile is
      // tried again and answered at once.
      model.releaseOne();
      const statusOf = async (uuid: string) =>
        (
          (await (
            await fetch(`${address}/api/declarations/${uuid}`, { headers: { cookie } })
          ).json()) as { status: string }
        ).status;
      const pending = setInterval(() => {
        while (model.waiting() > 0) model.releaseOne();
      }, 100);
      try {
        for (const uuid of dossiers) {
          const status = await until(`dossier ${uuid} in Review`, async () => {
            const status = await statusOf(uuid);
            return status === 'Review' || status === 'Failed' ? status : undefined;
          });
          assert.equal(status, 'Review', troubles(service));
        }
      } finally {
        clearInterval(pending);
      }
      // Nothing lands twice: a late second reading would add a second extracted>Review entry.
      await sleep(1500);
      for (const uuid of dossiers) {
        const history = (await (
          await fetch(`${address}/api/declarations/${uuid}/history`, { headers: { cookie } })
        ).json()) as { action: string; to: string }[];
        assert.equal(
          history.filter((entry) => entry.action === 'dossier.extracted').length,
          1,
          JSON.stringify(history),
        );
        assert.equal(history.at(-1)?.to, 'Review', JSON.stringify(history));
      }
      assert.equal(service.child.exitCode, null, `the service stopped:\n${service.stderr()}`);
      service.child.kill('SIGTERM');
      assert.equal(await service.exited, 0, service.stderr());
    } finally {
      if (outage) await adminQuery(`alter database ${name} allow_connections true`);
      service.child.kill('SIGKILL');
      await service.exited;
      await model.close();
      await fresh.drop();
    }
  });
});

describe('a connection lost while it is in use', { skip: postgresSkip }, () => {
  it('fails the transaction that held it, not the process', async () => {
    const fresh = await createPostgresDatabase();
    const name = new URL(fresh.connectionString).pathname.slice(1);
    const lost: Error[] = [];
    const database = await openPostgres(fresh.connectionString, {
      poolSize: 2,
      onPoolError: (error) => lost.push(error),
    });
    try {
      const failed = await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          // Between two statements the connection is checked out and idle: the pool does not
          // listen to it, and an 'error' event nobody listens to is thrown.
          await adminQuery(
            `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`,
          );
          await sleep(300);
          await tx.execute(sql`select 1`);
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      assert.ok(isDatabaseUnavailable(failed), String(failed));
      assert.equal(lost.length, 1, lost.map((error) => error.message).join('; '));
      assert.ok(!('client' in JSON.parse(JSON.stringify(lost[0]))), 'logged without the client');
      await database.ping();
    } finally {
      await database.close();
      await fresh.drop();
    }
  });
});
