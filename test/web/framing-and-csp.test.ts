import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/app.ts';
import { seedDossiers } from '../support/seed-dossiers.ts';
import {
  CONTEXT_OPTIONS,
  ensureWebBuild,
  eventually,
  launchBrowser,
  rowNames,
} from '../support/web-browser.ts';
// Last: its check that PostgreSQL answers (3 s) runs after every other module has loaded.
import { databaseKinds, type TestDatabase } from '../support/databases.ts';

/** Where the signed-in app's screenshot goes, to look at: styled by Mantine, not raw HTML. */
const SCREENSHOT = join(tmpdir(), 'cds-framing-and-csp-dossiers.png');

/**
 * Every refusal by the page's policy, in the page or any of its frames: Chromium's console line
 * ("… violates the following Content Security Policy directive …") and the DOM's
 * securitypolicyviolation event, which names the directive and what it blocked.
 */
const watchPolicy = async (page: Page): Promise<string[]> => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|securitypolicyviolation/.test(text)) refusals.push(text);
  });
  await page.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (event) =>
      console.error('securitypolicyviolation', event.effectiveDirective, event.blockedURI,
        event.sourceFile + ':' + event.lineNumber));`,
  });
  return refusals;
};

/** A page on another loopback origin (the same site: ports do not make sites) that frames `url`. */
const startFramingSite = async (url: string): Promise<{ server: Server; url: string }> => {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>Elsewhere</title><iframe src="${url}"></iframe>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
};

const kind = databaseKinds[0]!;

let browser: Browser;
before(async () => {
  await ensureWebBuild();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

describe('the security policy in a browser', () => {
  let t: TestDatabase;
  let app: TestApp;
  let framing: { server: Server; url: string };
  let context: BrowserContext;
  before(async () => {
    t = await kind.open();
    await seedDossiers(t.database, 60);
    // Development, for Swagger UI; the local single-user sign-in, as on a developer's machine.
    app = await startTestApp(t.database, {
      env: { APP_ENVIRONMENT: 'Development', Logging__Level: 'warn' },
    });
    framing = await startFramingSite(`${app.baseUrl}/Dossiers`);
    context = await browser.newContext({ ...CONTEXT_OPTIONS, baseURL: app.baseUrl });
    context.setDefaultTimeout(15_000);
    // Signed in: the session cookie (SameSite=Lax) goes along with a same-site frame's request.
    const page = await context.newPage();
    await page.goto('/signin?returnTo=%2FDossiers');
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await page.close();
  });
  after(async () => {
    await context?.close();
    await new Promise((resolve) => framing?.server.close(resolve));
    await app?.close();
    await t?.dispose();
  });

  it('shows the signed-in dossier list, styled, with no refusal by the policy', async () => {
    const page = await context.newPage();
    const refusals = await watchPolicy(page);
    await page.goto('/Dossiers');
    await page.getByRole('heading', { name: 'Dossiers' }).waitFor();
    await eventually(async () => assert.equal((await rowNames(page, 'Dossier')).length, 50));
    // Mantine's variables come in a <style> element it adds: without the nonce the page would
    // fall back to the browser's serif font and an unfilled button.
    const looks = await page.locator('body').evaluate((body) => ({
      font: body.ownerDocument.defaultView!.getComputedStyle(body).fontFamily,
      styles: [...body.ownerDocument.querySelectorAll('style')].map((style) => style.nonce),
    }));
    assert.match(looks.font, /system-ui/);
    assert.ok(looks.styles.length > 0, 'Mantine added its <style> elements');
    assert.ok(
      looks.styles.every((nonce) => nonce !== ''),
      'every <style> carries the nonce',
    );
    const button = page.locator('#main').getByRole('link', { name: 'New dossier' });
    assert.notEqual(
      await button.evaluate(
        (element) => element.ownerDocument.defaultView!.getComputedStyle(element).backgroundColor,
      ),
      'rgba(0, 0, 0, 0)',
      'a filled button',
    );
    await page.screenshot({ path: SCREENSHOT });
    assert.deepEqual(refusals, []);
    await page.close();
  });

  it('opens a drawer (Mantine locks the page\u2019s scroll with a <style> of its own) with no refusal', async () => {
    const page = await context.newPage();
    const refusals = await watchPolicy(page);
    await page.goto('/Clients?open=%2Bnew');
    await page.getByRole('dialog').waitFor();
    await eventually(async () =>
      assert.ok(
        await page
          .locator('body')
          .evaluate(
            (body) => body.ownerDocument.defaultView!.getComputedStyle(body).overflow === 'hidden',
          ),
        'the page behind the drawer does not scroll',
      ),
    );
    assert.deepEqual(refusals, []);
    await page.close();
  });

  it('refuses to show the signed-in app in a frame of another origin of the same site', async () => {
    const page = await context.newPage();
    const refusals = await watchPolicy(page);
    const appAnswer = page.waitForResponse((response) =>
      response.url().startsWith(`${app.baseUrl}/Dossiers`),
    );
    await page.goto(framing.url);
    // The server answered the frame with the app (the cookie went along, as in the attack)...
    assert.equal((await appAnswer).status(), 200);
    // ...and the browser put an error page in its place, and said why.
    const frame = await eventually(async () => {
      const child = page.frames().find((candidate) => candidate !== page.mainFrame());
      assert.ok(child, 'the frame');
      assert.match(child.url(), /^chrome-error:/);
      return child;
    });
    assert.equal(await frame.locator('#root').count(), 0, 'no app root in the frame');
    await eventually(async () =>
      assert.ok(
        refusals.some((text) =>
          text.startsWith(
            `Framing '${app.baseUrl}/' violates the following Content Security Policy directive: "frame-ancestors 'none'"`,
          ),
        ),
        refusals.join('\n') || 'no refusal logged',
      ),
    );
    await page.close();
  });

  it('refuses a frame of the app inside the app itself', async () => {
    const page = await context.newPage();
    await page.goto('/Clients');
    await page.getByRole('heading', { name: 'Customs clients' }).waitFor();
    const framed = await page.locator('body').evaluate(
      (body) =>
        new Promise<string>((resolve) => {
          const frame = body.ownerDocument.createElement('iframe');
          frame.src = '/Dossiers';
          frame.addEventListener('load', () => {
            // A frame the browser refused holds an error page of another origin: unreadable.
            try {
              resolve(frame.contentDocument?.getElementById('root') ? 'the app' : 'nothing');
            } catch {
              resolve('an error page');
            }
          });
          body.append(frame);
        }),
    );
    assert.notEqual(framed, 'the app');
    assert.match(page.frames()[1]?.url() ?? '', /^chrome-error:/);
    await page.close();
  });

  it('shows Swagger UI in Development with no refusal, its inline style allowed there only', async () => {
    const page = await context.newPage();
    const refusals = await watchPolicy(page);
    const answer = await page.goto('/swagger');
    await page.locator('.opblock').first().waitFor();
    assert.ok((await page.locator('.opblock').count()) > 20, 'the operations listed');
    await page.locator('.opblock-summary-path', { hasText: '/health/live' }).first().click();
    await page.getByRole('button', { name: 'Try it out' }).click();
    await page.getByRole('button', { name: 'Execute' }).click();
    await page.locator('.live-responses-table .response-col_status').first().waitFor();
    assert.deepEqual(refusals, []);
    const swaggerStyles = /(?:^|;)style-src ([^;]*)/.exec(
      answer?.headers()['content-security-policy'] ?? '',
    );
    assert.match(swaggerStyles?.[1] ?? '', /'sha256-/, 'Swagger UI: its logo style by hash');
    // Not a wider policy for the app: its pages keep the nonce alone.
    const appPage = await context.request.get('/Dossiers');
    assert.equal(appPage.status(), 200);
    assert.match(
      appPage.headers()['content-security-policy'] ?? '',
      /(^|;)style-src 'self' 'nonce-[A-Za-z0-9_-]+'(;|$)/,
    );
    await page.close();
  });
});
