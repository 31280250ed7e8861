import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { DomainError } from '../../src/errors/index.ts';

const pglite = databaseKinds[0]!;

describe('HTTP basics', () => {
  let t: TestDatabase;
  let server: TestApp;
  before(async () => {
    t = await pglite.open();
    server = await startTestApp(t.database, {
      configure(app) {
        app.get('/test/boom', async () => {
          throw new Error('secret internals at /srv/app/db.ts:42 password=hunter2');
        });
        app.get('/test/domain', async () => {
          throw new DomainError('invalid', 'thing.bad', 'The thing is bad', [
            { path: '/thing', message: 'is bad' },
          ]);
        });
      },
    });
  });
  after(async () => {
    await server?.close();
    await t?.dispose();
  });

  it('answers an unknown route with RFC 9457 problem details', async () => {
    const response = await fetch(`${server.baseUrl}/nothing/here?x=1`);
    assert.equal(response.status, 404);
    assert.equal(response.headers.get('content-type'), 'application/problem+json; charset=utf-8');
    const body = (await response.json()) as Record<string, unknown>;
    assert.deepEqual(Object.keys(body).sort(), [
      'detail',
      'instance',
      'requestId',
      'status',
      'title',
      'type',
    ]);
    assert.equal(body.status, 404);
    assert.equal(body.instance, '/nothing/here');
    assert.equal(body.requestId, response.headers.get('x-request-id'));
  });

  it('never leaks a stack trace or an internal message from an unexpected error', async () => {
    const response = await fetch(`${server.baseUrl}/test/boom`);
    assert.equal(response.status, 500);
    const text = await response.text();
    assert.doesNotMatch(text, /hunter2|secret internals|\.ts:\d+|at /);
    const body = JSON.parse(text) as { detail: string; requestId: string };
    assert.match(body.detail, new RegExp(`Quote request id ${body.requestId}`));
    const logged = server.logs.find((line) => line.msg === 'unexpected error');
    assert.ok(logged, 'the error itself is logged for the operator');
    assert.equal(logged.requestId, body.requestId);
  });

  it('maps a domain error to its status with every complaint', async () => {
    const response = await fetch(`${server.baseUrl}/test/domain`);
    assert.equal(response.status, 422);
    const body = (await response.json()) as Record<string, unknown>;
    assert.equal(body.type, '/problems/thing.bad');
    assert.deepEqual(body.errors, [{ path: '/thing', message: 'is bad' }]);
  });

  it('keeps a safe X-Request-Id from the caller and replaces an unsafe one', async () => {
    const kept = await fetch(`${server.baseUrl}/health/live`, {
      headers: { 'x-request-id': 'tms-4711.a' },
    });
    assert.equal(kept.headers.get('x-request-id'), 'tms-4711.a');
    const replaced = await fetch(`${server.baseUrl}/health/live`, {
      headers: { 'x-request-id': 'evil\tid {"level":60}' },
    });
    assert.match(replaced.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
  });

  it('writes JSON log lines that carry the request id', async () => {
    await fetch(`${server.baseUrl}/nothing`, { headers: { 'x-request-id': 'trace-me-1' } });
    const lines = server.logs.filter((line) => line.requestId === 'trace-me-1');
    assert.ok(lines.some((line) => line.msg === 'request completed'));
  });

  it('serves Prometheus metrics counted by route pattern and status', async () => {
    await fetch(`${server.baseUrl}/health/live`);
    await fetch(`${server.baseUrl}/nothing/1`);
    await fetch(`${server.baseUrl}/nothing/2`);
    const response = await fetch(`${server.baseUrl}/metrics`);
    assert.match(response.headers.get('content-type') ?? '', /^text\/plain/);
    const text = await response.text();
    assert.match(
      text,
      /http_requests_total\{method="GET",route="\/health\/live",status_code="200"\} \d+/,
    );
    const unmatched =
      /http_requests_total\{method="GET",route="unmatched",status_code="404"\} (\d+)/.exec(text);
    assert.ok(Number(unmatched?.[1]) >= 2, 'unknown URLs share one series');
    assert.match(
      text,
      /http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/health\/live",status_code="200"\}/,
    );
  });
});

describe('closing the app', () => {
  it('waits for a handler whose caller hung up before the database may close', async () => {
    const t = await pglite.open();
    let outcome = 'still running';
    let started: () => void;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    const server = await startTestApp(t.database, {
      configure(app) {
        app.get('/test/slow-db', async () => {
          started();
          await new Promise((resolve) => setTimeout(resolve, 500));
          try {
            await t.database.ping();
            outcome = 'database answered';
          } catch {
            outcome = 'database was closed under the handler';
          }
          return { ok: true };
        });
      },
    });
    const abort = new AbortController();
    const request = fetch(`${server.baseUrl}/test/slow-db`, { signal: abort.signal }).catch(
      () => 'aborted',
    );
    // The caller hangs up once the handler runs (on a loaded machine 100 ms may not be enough).
    await handlerStarted;
    abort.abort();
    assert.equal(await request, 'aborted');
    await server.close();
    await t.dispose();
    assert.equal(outcome, 'database answered');
  });
});

describe('errors raised by the HTTP layer itself', () => {
  it("answer with a stable problem code and Fastify's safe message", async () => {
    const t = await pglite.open();
    const server = await startTestApp(t.database, {
      configure(app) {
        app.post('/test/echo', { bodyLimit: 100 }, async (request) => request.body);
      },
    });
    try {
      const post = (body: string, type: string) =>
        fetch(`${server.baseUrl}/test/echo`, {
          method: 'POST',
          headers: { 'content-type': type },
          body,
        });
      const tooLarge = await post(JSON.stringify({ x: 'y'.repeat(200) }), 'application/json');
      assert.equal(tooLarge.status, 413);
      assert.equal(((await tooLarge.json()) as { type: string }).type, '/problems/body-too-large');
      const badJson = await post('{"x":', 'application/json');
      assert.equal(badJson.status, 400);
      assert.equal(((await badJson.json()) as { type: string }).type, '/problems/bad-request');
      const wrongType = await post('x', 'text/csv');
      assert.equal(wrongType.status, 415);
      assert.equal(
        wrongType.headers.get('content-type'),
        'application/problem+json; charset=utf-8',
      );
    } finally {
      await server.close();
      await t.dispose();
    }
  });
});
