import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../support/app.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { repoRoot } from '../support/processes.ts';
import { signedIn } from '../support/sessions.ts';

describe('the web app as the service serves it', () => {
  let t: TestDatabase;
  let app: TestApp;
  let cookie: string;
  before(async () => {
    execFileSync(process.execPath, ['scripts/ensure-web-build.mjs'], {
      cwd: repoRoot,
      stdio: 'ignore',
    });
    t = await databaseKinds[0]!.open();
    app = await startTestApp(t.database);
    ({ cookie } = await signedIn(t.database.db, ['Users']));
  });
  after(async () => {
    await app?.close();
    await t?.dispose();
  });

  it('serves every SPEC.md page of the app to a signed-in user, never cached', async () => {
    for (const page of [
      '/',
      '/Dossiers',
      '/NewDossier',
      '/Clients',
      '/ClientsAll',
      '/Dossiers/abc/ReviewImport',
      '/Admin/ApiKeys',
    ]) {
      const response = await fetch(`${app.baseUrl}${page}`, {
        headers: { cookie },
        redirect: 'manual',
      });
      assert.equal(response.status, 200, page);
      assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
      assert.equal(response.headers.get('cache-control'), 'no-store');
      assert.match(await response.text(), /<script type="module"[^>]* src="\/assets\//);
    }
  });

  it('sends the scripts compressed as the browser accepts, kept a year under their hashed names', async () => {
    const html = await (await fetch(`${app.baseUrl}/Dossiers`, { headers: { cookie } })).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const plain = await fetch(`${app.baseUrl}${script}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const brotli = await fetch(`${app.baseUrl}${script}`, { headers: { 'accept-encoding': 'br' } });
    assert.equal(brotli.headers.get('content-encoding'), 'br');
    assert.equal(plain.headers.get('content-encoding'), null);
    assert.equal(await brotli.text(), await plain.text(), 'the same script either way');
    assert.equal(brotli.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal((await fetch(`${app.baseUrl}/assets/no-such-file.js`)).status, 404);
    assert.equal((await fetch(`${app.baseUrl}/assets/..%2Fpackage.json`)).status, 400);
  });
});

describe('the app icon', () => {
  let t: TestDatabase;
  let app: TestApp;
  before(async () => {
    execFileSync(process.execPath, ['scripts/ensure-web-build.mjs'], {
      cwd: repoRoot,
      stdio: 'ignore',
    });
    t = await databaseKinds[0]!.open();
    app = await startTestApp(t.database);
  });
  after(async () => {
    await app?.close();
    await t?.dispose();
  });

  it('answers the names browsers ask for on their own, to anyone, with the SVG the pages name', async () => {
    const page = await (await fetch(`${app.baseUrl}/signed-out`)).text();
    assert.match(page, /<link rel="icon" href="\/favicon.svg" type="image\/svg\+xml">/);
    for (const path of ['/favicon.svg', '/favicon.ico']) {
      const icon = await fetch(`${app.baseUrl}${path}`);
      assert.equal(icon.status, 200, path);
      assert.equal(icon.headers.get('content-type'), 'image/svg+xml');
      assert.match(icon.headers.get('cache-control') ?? '', /max-age=86400/);
      assert.match(await icon.text(), /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
  });
});
