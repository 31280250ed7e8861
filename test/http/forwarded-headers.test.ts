import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { startTestApp } from '../support/app.ts';

const pglite = databaseKinds[0]!;

const whoAmI = async (networks: string, headers: Record<string, string>) => {
  const server = await startTestApp(t.database, {
    env: { Proxy__KnownNetworks: networks },
    configure(app) {
      app.get('/test/whoami', async (request) => ({ ip: request.ip, protocol: request.protocol }));
    },
  });
  try {
    return (await (await fetch(`${server.baseUrl}/test/whoami`, { headers })).json()) as {
      ip: string;
      protocol: string;
    };
  } finally {
    await server.close();
  }
};

let t: TestDatabase;
const forwarded = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' };

describe('forwarded headers', () => {
  before(async () => {
    t = await pglite.open();
  });
  after(() => t?.dispose());

  it('are honoured when the direct peer is inside Proxy:KnownNetworks', async () => {
    assert.deepEqual(await whoAmI('127.0.0.0/8', forwarded), {
      ip: '203.0.113.7',
      protocol: 'https',
    });
  });

  it('are ignored from a peer outside Proxy:KnownNetworks', async () => {
    assert.deepEqual(await whoAmI('10.0.0.0/8', forwarded), { ip: '127.0.0.1', protocol: 'http' });
  });

  it('are ignored when no networks are configured', async () => {
    assert.deepEqual(await whoAmI('', forwarded), { ip: '127.0.0.1', protocol: 'http' });
  });

  it('stop at the first untrusted hop of a forged chain', async () => {
    // The client forged "198.51.100.1"; the trusted proxy appended the address it really saw.
    const chain = { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' };
    assert.equal((await whoAmI('127.0.0.0/8', chain)).ip, '203.0.113.7');
  });
});
