import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startTestApp, type TestApp } from '../support/app.ts';
import { ensureWebBuild } from '../support/web-browser.ts';
// Last: its check that PostgreSQL answers (3 s) runs after every other module has loaded.
import { databaseKinds, type TestDatabase } from '../support/databases.ts';

const NONCE = /^'nonce-([A-Za-z0-9_-]{22,})'$/;

/** Issue 25, point 5: the policy every answer carries, the style nonce written as `'nonce-…'`. */
const POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'nonce-…'"],
  'worker-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The policy's directives, and the nonce its style-src holds. */
const policyOf = (response: Response) => {
  const header = response.headers.get('content-security-policy');
  assert.ok(header, `${response.url}: no Content-Security-Policy`);
  let nonce: string | undefined;
  const directives = Object.fromEntries(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [
        name,
        sources.map((source) => {
          const match = NONCE.exec(source);
          if (!match) return source;
          nonce = match[1];
          return "'nonce-…'";
        }),
      ]),
  );
  return { directives, nonce };
};

const assertSecurityHeaders = (response: Response) => {
  const { directives, nonce } = policyOf(response);
  assert.deepEqual(directives, POLICY, response.url);
  assert.ok(nonce, 'a style nonce');
  assert.equal(response.headers.get('x-frame-options'), 'DENY');
  assert.equal(response.headers.get('referrer-policy'), 'same-origin');
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(response.headers.get('strict-transport-security'), null, 'plain HTTP: no HSTS');
  return nonce;
};

const cookieFrom = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith('cds_session='))
    ?.split(';')[0];

const kind = databaseKinds[0]!;

describe('security headers on every answer', () => {
  let t: TestDatabase;
  let direct: TestApp;
  let proxied: TestApp;
  let cookie: string;
  let signIn: Response;
  before(async () => {
    await ensureWebBuild();
    t = await kind.open();
    direct = await startTestApp(t.database);
    proxied = await startTestApp(t.database, { env: { Proxy__KnownNetworks: '127.0.0.1/32' } });
    // The local single-user mode: GET /signin signs the operator in at once.
    signIn = await fetch(`${direct.baseUrl}/signin?returnTo=%2FDossiers`, { redirect: 'manual' });
    cookie = cookieFrom(signIn)!;
    assert.ok(cookie, 'signed in');
  });
  after(async () => {
    await direct?.close();
    await proxied?.close();
    await t?.dispose();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${direct.baseUrl}${path}`, { headers, redirect: 'manual' });

  it('sends them with a page of the app, whose nonce is the one in its csp-nonce meta element', async () => {
    const response = await get('/Dossiers', { cookie });
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
    const nonce = assertSecurityHeaders(response);
    const page = await response.text();
    assert.ok(
      page.includes(`<meta property="csp-nonce" nonce="${nonce}"></head>`),
      'the nonce where the app reads it',
    );
    assert.doesNotMatch(page, /<script(?![^>]*\bsrc=)/, 'no inline script');
  });

  it('sends them with the redirect of a page to sign in, and with the sign-in redirect', async () => {
    const response = await get('/Dossiers');
    assert.equal(response.status, 302);
    assertSecurityHeaders(response);
    assert.equal(signIn.status, 302);
    assertSecurityHeaders(signIn);
  });

  it('sends them with an API answer in JSON', async () => {
    const response = await get('/api/session', { cookie });
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
    assertSecurityHeaders(response);
  });

  it('sends them with a 401 and a 404 problem', async () => {
    for (const [path, status] of [
      ['/api/session', 401],
      ['/no-such-page', 404],
      ['/api/declarations/00000000-0000-0000-0000-000000000000', 401],
    ] as const) {
      const response = await get(path);
      assert.equal(response.status, status, path);
      assert.match(response.headers.get('content-type') ?? '', /^application\/problem\+json/);
      assertSecurityHeaders(response);
    }
  });

  it('sends them with a file of the built app', async () => {
    const index = readFileSync(
      fileURLToPath(new URL('../../web/dist/index.html', import.meta.url)),
      'utf8',
    );
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(index)?.[1];
    assert.ok(asset, 'the entry script named in index.html');
    const response = await get(asset);
    assert.equal(response.status, 200);
    assertSecurityHeaders(response);
  });

  it('sends them with the liveness check', async () => {
    const response = await get('/health/live');
    assert.equal(response.status, 200);
    assertSecurityHeaders(response);
  });

  it('sends them with a page the sign-in renders on the server', async () => {
    const response = await get('/signed-out');
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
    assertSecurityHeaders(response);
  });

  it('makes a new nonce for every answer', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      nonces.add(assertSecurityHeaders(await get('/Dossiers', { cookie })));
      nonces.add(assertSecurityHeaders(await get('/health/live')));
    }
    assert.equal(nonces.size, 10);
  });

  it('sends HSTS only when a trusted proxy says the browser came over HTTPS', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const overTls = await fetch(`${proxied.baseUrl}/health/live`, { headers: https });
    assert.equal(
      overTls.headers.get('strict-transport-security'),
      'max-age=31536000; includeSubDomains',
    );
    const plain = await fetch(`${proxied.baseUrl}/health/live`);
    assert.equal(plain.headers.get('strict-transport-security'), null);
    const problem = await fetch(`${proxied.baseUrl}/no-such-page`, { headers: https });
    assert.equal(problem.status, 404);
    assert.match(problem.headers.get('strict-transport-security') ?? '', /^max-age=31536000/);
    // The same header from a peer outside Proxy:KnownNetworks says nothing.
    const untrusted = await get('/health/live', https);
    assert.equal(untrusted.headers.get('strict-transport-security'), null);
  });
});
