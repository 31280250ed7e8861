import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { startTestApp } from '../support/app.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';

const pglite = databaseKinds[0]!;

/** A raw connection whose every byte and close the test controls. */
const open = async (baseUrl: string) => {
  const { port } = new URL(baseUrl);
  const socket: Socket = connect(Number(port), '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  const closed = new Promise<number>((resolve) => {
    const started = Date.now();
    socket.once('close', () => resolve(Date.now() - started));
  });
  socket.on('error', () => undefined);
  return { socket, closed, received: () => received };
};

describe('request time limits and connections per peer', { skip: pglite.skip }, () => {
  let t: TestDatabase;
  let api: IngestionTestApp;
  before(async () => {
    t = await pglite.open();
    api = await startIngestionApp(t.database, {
      Server__RequestTimeoutSeconds: '2',
      Server__HeadersTimeoutSeconds: '1',
      Server__MaxConnectionsPerPeer: '3',
    });
  });
  after(async () => {
    await api?.close();
    await t?.dispose();
  });

  it('answers 408 and closes a request whose body trickles in a byte at a time', async () => {
    const connection = await open(api.baseUrl);
    const body = '{"declaration_type":"EX"}';
    connection.socket.write(
      `POST /api/declarations HTTP/1.1\r\nHost: ${new URL(api.baseUrl).host}\r\nContent-Type: application/json\r\nX-Api-Key: ${api.apiKey}\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    let sent = 0;
    const trickle = setInterval(() => {
      if (sent < body.length && !connection.socket.destroyed)
        connection.socket.write(body[sent++]!);
    }, 500);
    const lasted = await connection.closed;
    clearInterval(trickle);
    assert.ok(sent < body.length, 'cut off before the body was complete');
    assert.ok(lasted < 6000, `closed after ${lasted} ms`);
    assert.match(connection.received(), /^HTTP\/1\.1 408/);
  });

  it('closes a connection whose headers never end', async () => {
    const connection = await open(api.baseUrl);
    connection.socket.write(`GET /health/live HTTP/1.1\r\nHost: ${new URL(api.baseUrl).host}\r\n`);
    const keepAlive = setInterval(() => {
      if (!connection.socket.destroyed) connection.socket.write('X-Slow: 1\r\n');
    }, 300);
    const lasted = await connection.closed;
    clearInterval(keepAlive);
    assert.ok(lasted < 4000, `closed after ${lasted} ms`);
    assert.doesNotMatch(connection.received(), /200 OK/);
  });

  it('closes a connection that sends nothing at all within the header time limit', async () => {
    const connection = await open(api.baseUrl);
    const lasted = await connection.closed;
    assert.ok(lasted >= 900 && lasted < 4000, `closed after ${lasted} ms`);
  });

  it('answers a request that takes longer than the keep-alive idle time', async () => {
    const slow = await startTestApp(t.database, {
      env: { Server__IdleTimeoutSeconds: '1' },
      configure: (app) =>
        app.get('/test/slow', async () => {
          await new Promise((resolve) => setTimeout(resolve, 2500));
          return { finished: true };
        }),
    });
    try {
      const response = await fetch(`${slow.baseUrl}/test/slow`);
      assert.deepEqual(await response.json(), { finished: true });
    } finally {
      await slow.close();
    }
  });

  it('answers 429 on a connection over the per-peer limit and serves the others', async () => {
    const held = await Promise.all([1, 2, 3].map(() => open(api.baseUrl)));
    const extra = await open(api.baseUrl);
    extra.socket.write(`GET /health/live HTTP/1.1\r\nHost: ${new URL(api.baseUrl).host}\r\n\r\n`);
    await extra.closed;
    assert.match(extra.received(), /^HTTP\/1\.1 429/);
    assert.match(extra.received(), /too-many-connections/);

    held[0]!.socket.write(
      `GET /health/live HTTP/1.1\r\nHost: ${new URL(api.baseUrl).host}\r\n\r\n`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.match(held[0]!.received(), /^HTTP\/1\.1 200/);

    const flood = await Promise.all([1, 2, 3, 4].map(() => open(api.baseUrl)));
    const closedAtOnce = await Promise.race([
      flood.at(-1)!.closed.then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 1000)),
    ]);
    assert.equal(closedAtOnce, true, 'past twice the limit a connection is closed at once');
    for (const connection of [...held, ...flood]) connection.socket.destroy();
    await Promise.all([...held, ...flood].map((connection) => connection.closed));
    const fresh = await fetch(`${api.baseUrl}/health/live`);
    assert.equal(fresh.status, 200, 'closed connections no longer count');
  });
});
