import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { countRows, databaseKinds, type TestDatabase } from '../support/databases.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';
import { sharedDir } from '../support/samples.ts';
import { signedIn } from '../support/sessions.ts';
import { uploadForm } from '../support/extraction-flow.ts';

/** Storage:MaxFileSizeBytes of the app under test: small, so pushing past it takes little time. */
const LIMIT = 256 * 1024;
const CHUNK = 16 * 1024;
const BOUNDARY = 'cut-short-boundary';
const pdf = readFileSync(
  join(sharedDir, 'samples/invoices/12_invoice_synthetic-plumbing_US_text.pdf'),
);
const env = {
  Storage__MaxFileSizeBytes: String(LIMIT),
  // Longer than any wait below: what ends an upload here is never Node's own request time limit.
  Server__RequestTimeoutSeconds: '30',
};

const fieldPart = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (slot: string, fileName: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${slot}"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`;

interface RawUpload {
  readonly socket: Socket;
  /** Body bytes written so far. */
  sent: number;
  /** Body bytes written when the first byte of the answer arrived. */
  sentWhenAnswered?: number;
  received(): string;
  /** Resolves when the connection is closed, by either side. */
  readonly closed: Promise<void>;
  write(bytes: string | Buffer): Promise<void>;
}

/**
 * A browser whose every body byte and hang-up the test controls: POST /api/dossiers announcing a
 * body far larger than it will ever send.
 */
const openUpload = async (baseUrl: string, headers: Record<string, string>): Promise<RawUpload> => {
  const socket = connect(Number(new URL(baseUrl).port), '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.on('error', () => undefined);
  let received = '';
  const upload: RawUpload = {
    socket,
    sent: 0,
    received: () => received,
    closed: new Promise<void>((resolve) => socket.once('close', () => resolve())),
    write: (bytes) =>
      new Promise<void>((resolve) => {
        if (socket.destroyed) return resolve();
        upload.sent += bytes.length;
        socket.write(bytes, () => resolve());
      }),
  };
  socket.on('data', (chunk: Buffer) => {
    upload.sentWhenAnswered ??= upload.sent;
    received += chunk.toString('utf8');
  });
  const head = [
    'POST /api/dossiers HTTP/1.1',
    `Host: ${new URL(baseUrl).host}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
    `Content-Length: ${1024 ** 3}`,
  ].join('\r\n');
  socket.write(`${head}\r\n\r\n`);
  return upload;
};

/** Writes `chunk` again and again, paced like a fast link, until the server closes or `cap` is sent. */
const pushUntilClosed = async (upload: RawUpload, chunk: Buffer, cap: number) => {
  while (!upload.socket.destroyed && upload.sent < cap) {
    await upload.write(chunk);
    await sleep(10);
  }
};

/** The answer on a raw socket: status, headers (lower-case names), and the body as JSON. */
const answerOf = (text: string) => {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: JSON.parse(body || '{}') as Record<string, unknown>,
  };
};

/** Resolves once `condition` holds, polled every 20 ms; false when it still does not after `ms`. */
const eventually = async (condition: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await sleep(20);
  }
  return true;
};

const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    sleep(ms).then(() => {
      throw new Error(`${what}: still waiting after ${ms} ms`);
    }),
  ]);

const incomingOf = (api: IngestionTestApp) => join(api.uploadFolder, '.incoming');
const incomingFiles = (api: IngestionTestApp) =>
  existsSync(incomingOf(api)) ? readdirSync(incomingOf(api)) : [];
const incomingBytes = (api: IngestionTestApp) =>
  incomingFiles(api).reduce((sum, name) => sum + statSync(join(incomingOf(api), name)).size, 0);

for (const kind of databaseKinds) {
  // Timeouts: a regression hangs on a body that never ends; it should fail instead.
  describe(`an upload cut short on ${kind.name}`, { skip: kind.skip, timeout: 60_000 }, () => {
    let t: TestDatabase;
    let api: IngestionTestApp;
    let user: Awaited<ReturnType<typeof signedIn>>;
    before(async () => {
      t = await kind.open();
      api = await startIngestionApp(t.database, env, { jobs: 'send' });
      user = await signedIn(t.database.db, ['Users'], 'Ulla User');
    });
    after(
      async () => {
        await api?.close();
        await t?.dispose();
      },
      { timeout: 20_000 },
    );
    const startUpload = async () => {
      const upload = await openUpload(api.baseUrl, user.headers);
      await upload.write(fieldPart('regime', 'IM') + fieldPart('clientCode', 'NOBODY'));
      await upload.write(filePart('invoice', 'endless.pdf'));
      return upload;
    };

    it('abandons a file past Storage:MaxFileSizeBytes at once: 413, Connection: close, the socket closed, nothing kept', async () => {
      const upload = await startUpload();
      const started = Date.now();
      await pushUntilClosed(upload, Buffer.alloc(CHUNK, 32), 40 * LIMIT);
      await within(upload.closed, 5000, 'the connection to close');
      const answer = answerOf(upload.received());
      assert.equal(answer.status, 413, upload.received().slice(0, 400));
      assert.equal(answer.headers.connection, 'close');
      assert.match(answer.headers['content-type'] ?? '', /^application\/problem\+json/);
      assert.equal(answer.body.type, '/problems/file-too-large');
      assert.ok(
        upload.sentWhenAnswered! < 3 * LIMIT,
        `answered after ${upload.sentWhenAnswered} bytes`,
      );
      assert.ok(upload.sent < 3 * LIMIT, `closed after ${upload.sent} bytes`);
      assert.deepEqual(incomingFiles(api), [], 'the partial file is removed');
      process.stdout.write(
        `# ${kind.name}: 413 after ${upload.sentWhenAnswered} body bytes sent (limit ${LIMIT}), closed after ${upload.sent}, ${Date.now() - started} ms\n`,
      );
    });

    it('removes the partial file at once when the caller hangs up mid-file', async () => {
      const upload = await startUpload();
      await upload.write(Buffer.alloc(LIMIT / 2, 32));
      assert.ok(
        await eventually(() => incomingBytes(api) >= LIMIT / 4, 5000),
        'the file is being written',
      );
      upload.socket.destroy();
      const hungUp = Date.now();
      assert.ok(
        await eventually(() => incomingFiles(api).length === 0, 1000),
        `left ${incomingFiles(api).join()}`,
      );
      process.stdout.write(
        `# ${kind.name}: incoming empty ${Date.now() - hungUp} ms after the hang-up\n`,
      );
    });

    it('removes the partial file when the caller hangs up past the limit', async () => {
      const upload = await startUpload();
      await upload.write(Buffer.alloc(LIMIT + CHUNK, 32));
      // Until the server has read up to the limit (or answered already, as it now does).
      await eventually(() => upload.received() !== '' || incomingBytes(api) >= LIMIT, 5000);
      upload.socket.destroy();
      assert.ok(
        await eventually(() => incomingFiles(api).length === 0, 1000),
        `left ${incomingFiles(api).join()}`,
      );
    });

    it('creates nothing from an upload whose caller hangs up after a whole file', async () => {
      const before = await countRows(t.database.db, 'dossiers');
      const upload = await openUpload(api.baseUrl, user.headers);
      await upload.write(
        fieldPart('regime', 'IM') +
          fieldPart(
            'newClient',
            JSON.stringify({ code: `CUT-${kind.name}`, name: 'Cut Short NV' }),
          ),
      );
      await upload.write(filePart('invoice', 'whole.pdf'));
      await upload.write(Buffer.concat([pdf, Buffer.from(`\r\n--${BOUNDARY}\r\nContent-Dispo`)]));
      await sleep(300);
      upload.socket.destroy();
      await sleep(700);
      assert.equal(await countRows(t.database.db, 'dossiers'), before, 'no dossier');
      assert.equal(await countRows(t.database.db, 'clients'), 0, 'no client');
      assert.deepEqual(incomingFiles(api), []);
    });

    it('refuses a field over 64 KB with 413 naming it, never cut and kept', async () => {
      const response = await fetch(`${api.baseUrl}/api/dossiers`, {
        method: 'POST',
        headers: user.headers,
        body: uploadForm({
          regime: 'IM',
          clientCode: 'NOBODY',
          containerNumber: 'C'.repeat(70_000),
        }),
      });
      assert.equal(response.status, 413, await response.clone().text());
      const problem = (await response.json()) as { type: string; detail: string };
      assert.equal(problem.type, '/problems/field-too-large');
      assert.match(problem.detail, /containerNumber/);
      assert.doesNotMatch(problem.detail, /CCCC/, 'the value is not echoed');
    });

    it('refuses a field that never ends with 413 and closes the connection', async () => {
      const upload = await openUpload(api.baseUrl, user.headers);
      await upload.write(
        `${fieldPart('regime', 'IM')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="ucr"\r\n\r\n`,
      );
      await pushUntilClosed(upload, Buffer.alloc(CHUNK, 85), 40 * LIMIT);
      await within(upload.closed, 5000, 'the connection to close');
      const answer = answerOf(upload.received());
      assert.equal(answer.status, 413, upload.received().slice(0, 400));
      assert.equal(answer.headers.connection, 'close');
      assert.equal(answer.body.type, '/problems/field-too-large');
      assert.ok(upload.sent < 4 * 1024 * 1024, `closed after ${upload.sent} bytes`);
      process.stdout.write(
        `# ${kind.name}: an endless field refused after ${upload.sentWhenAnswered} bytes\n`,
      );
    });

    it('answers a caller without a session at once and closes the connection, the body unread', async () => {
      const upload = await openUpload(api.baseUrl, {});
      await upload.write(filePart('invoice', 'anonymous.pdf'));
      await pushUntilClosed(upload, Buffer.alloc(CHUNK, 32), 40 * LIMIT);
      await within(upload.closed, 5000, 'the connection to close');
      const answer = answerOf(upload.received());
      assert.equal(answer.status, 401);
      assert.equal(answer.headers.connection, 'close');
      assert.ok(upload.sent < 3 * LIMIT, `closed after ${upload.sent} bytes`);
    });

    it('stops without waiting for an upload stalled mid-body, and keeps none of it', async () => {
      const stopping = await startIngestionApp(t.database, env, { jobs: 'send' });
      let closed = false;
      try {
        const upload = await openUpload(stopping.baseUrl, user.headers);
        await upload.write(fieldPart('regime', 'IM') + filePart('invoice', 'stalled.pdf'));
        await upload.write(Buffer.alloc(LIMIT / 2, 32));
        assert.ok(
          await eventually(() => incomingBytes(stopping) >= LIMIT / 4, 5000),
          'the file is being written',
        );
        const started = Date.now();
        await within(stopping.close(), 8000, 'app.close()');
        closed = true;
        const took = Date.now() - started;
        assert.ok(took < 3000, `closed in ${took} ms`);
        await within(upload.closed, 1000, 'the stalled connection to close');
        assert.deepEqual(incomingFiles(stopping), []);
        process.stdout.write(`# ${kind.name}: app.close() with a stalled upload took ${took} ms\n`);
      } finally {
        if (!closed) await stopping.close().catch(() => undefined);
      }
    });
  });
}
