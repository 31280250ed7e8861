import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/app.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { launchBrowser } from '../support/web-browser.ts';

describe('the sign-in in a real browser, local single-user mode', () => {
  let t: TestDatabase;
  let app: TestApp;
  let browser: Browser;
  before(async () => {
    t = await databaseKinds[0]!.open();
    app = await startTestApp(t.database);
    // evil.example resolves to this machine, as a rebound name or a hostile redirect would.
    browser = await launchBrowser(['--host-resolver-rules=MAP evil.example 127.0.0.1']);
  });
  after(async () => {
    await browser?.close();
    await app?.close();
    await t?.dispose();
  });

  it('stays on the app when returnTo hides a second slash behind a tab the browser drops', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const returnTo of ['/\t/evil.example', '/%09/evil.example', '/\n/evil.example/x']) {
      await page.goto(`${app.baseUrl}/signin?returnTo=${encodeURIComponent(returnTo)}`);
      assert.equal(new URL(page.url()).origin, app.baseUrl, JSON.stringify(returnTo));
    }
    await context.close();
  });

  it("draws the server's own sign-in pages styled under the CSP: their style carries the nonce", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    for (const path of ['/signed-out', '/signin-refused']) {
      await page.goto(`${app.baseUrl}${path}`);
      const font = await page
        .locator('body')
        .evaluate((body) => body.ownerDocument.defaultView!.getComputedStyle(body).fontFamily);
      assert.match(font, /system-ui/, path);
    }
    assert.deepEqual(refused, []);
    await context.close();
  });

  it('refuses a page reached under another name that resolves to 127.0.0.1 (DNS rebinding)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const port = new URL(app.baseUrl).port;
    const answer = await page.goto(`http://evil.example:${port}/signin?returnTo=%2FClients`);
    assert.equal(answer?.status(), 403);
    assert.match(await page.content(), /wrong-host/);
    assert.deepEqual(await context.cookies(), [], 'no session under the foreign name');
    const api = await page.evaluate(async () => (await fetch('/api/session')).status);
    assert.equal(api, 403);
    await context.close();
  });
});
