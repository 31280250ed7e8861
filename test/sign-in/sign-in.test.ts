import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { schema } from '../../src/db/index.ts';
import { setRuntimeSetting } from '../../src/runtime-settings/index.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  followSignIn,
  startOidcProvider,
} from '../support/oidc-provider.ts';

/** A GET with a Host header of our choosing (fetch always sends the URL's own). */
const rawGet = (port: number, path: string, host: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; body: string; location?: string; setCookie?: string[] }>(
    (resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port, path, headers: { ...headers, host } },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body,
              ...(response.headers.location ? { location: response.headers.location } : {}),
              ...(response.headers['set-cookie']
                ? { setCookie: response.headers['set-cookie'] }
                : {}),
            }),
          );
        },
      );
      request.on('error', reject);
      request.end();
    },
  );

const cookieFrom = (response: Response): string | undefined =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith('cds_session='))
    ?.split(';')[0];

for (const kind of databaseKinds) {
  describe(`the local single-user sign-in on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let app: TestApp;
    before(async () => {
      t = await kind.open();
      app = await startTestApp(t.database, { env: { Proxy__KnownNetworks: '127.0.0.1/32' } });
    });
    after(async () => {
      await app?.close();
      await t?.dispose();
    });
    const signIn = async (returnTo = '/Dossiers', headers: Record<string, string> = {}) => {
      const response = await fetch(
        `${app.baseUrl}/signin?returnTo=${encodeURIComponent(returnTo)}`,
        {
          redirect: 'manual',
          headers,
        },
      );
      return { response, cookie: cookieFrom(response)! };
    };
    const session = (cookie: string) =>
      fetch(`${app.baseUrl}/api/session`, { headers: { cookie } });

    it('signs the operator in as an Admin at once, with an HttpOnly SameSite=Lax cookie, and goes back', async () => {
      const { response, cookie } = await signIn('/Clients?q=acme');
      assert.equal(response.status, 302);
      assert.equal(response.headers.get('location'), '/Clients?q=acme');
      const line = response.headers.getSetCookie().find((set) => set.startsWith('cds_session='))!;
      assert.match(line, /; HttpOnly/);
      assert.match(line, /; SameSite=Lax/);
      assert.match(line, /; Path=\//);
      assert.doesNotMatch(line, /; Secure/, 'plain HTTP: a Secure cookie would never come back');
      const answer = await session(cookie);
      assert.equal(answer.status, 200);
      const body = (await answer.json()) as Record<string, any>;
      assert.deepEqual(body.user, { name: 'Local operator', email: null, roles: ['Admins'] });
      assert.equal(body.mode, 'local');
      assert.match(body.csrfToken, /^[A-Za-z0-9_-]{40,}$/);
    });

    it('marks the cookie Secure when a trusted proxy says the browser came over HTTPS', async () => {
      const { response } = await signIn('/', { 'x-forwarded-proto': 'https' });
      assert.match(response.headers.getSetCookie().join('\n'), /cds_session=[^;]+;.*; Secure/);
    });

    it('goes back only to a page the app routes, never to another site and never with a 500', async () => {
      for (const returnTo of [
        '//evil.example/x',
        'https://evil.example/',
        '/\\evil.example',
        // Browsers drop a tab or newline in a URL: `/\t/evil.example` is `//evil.example` to them.
        '/\t/evil.example',
        '/\n/evil.example',
        '/\r\nSet-Cookie: a=b',
        '/ /evil.example',
        '/\u00a0/evil.example',
        '/Dossiers/../..//evil.example',
        '/api/session',
        '/no-such-page',
        'Dossiers',
        '',
      ]) {
        const { response } = await signIn(returnTo);
        assert.equal(response.status, 302, JSON.stringify(returnTo));
        assert.equal(response.headers.get('location'), '/', JSON.stringify(returnTo));
      }
      const accented = await signIn('/Clients?q=Café#top');
      assert.equal(accented.response.status, 302);
      assert.equal(accented.response.headers.get('location'), '/Clients?q=Caf%C3%A9#top');
      assert.equal(
        (
          await signIn('/Dossiers/0b0e5d3a-5b7e-4a43-9a53-6f0b1f7c2a11/ReviewImport')
        ).response.headers.get('location'),
        '/Dossiers/0b0e5d3a-5b7e-4a43-9a53-6f0b1f7c2a11/ReviewImport',
      );
    });

    it('answers only requests addressed to its loopback name and port (DNS rebinding)', async () => {
      const port = Number(new URL(app.baseUrl).port);
      for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]) {
        const answer = await rawGet(port, '/signin?returnTo=%2FDossiers', host);
        assert.equal(answer.status, 302, host);
      }
      for (const host of [
        `evil.example:${port}`,
        'evil.example',
        `127.0.0.1:${port + 1}`,
        `localhost.evil.example:${port}`,
        `127.0.0.2:${port}`,
      ]) {
        for (const path of ['/signin', '/api/session', '/health/live', '/Dossiers']) {
          const answer = await rawGet(port, path, host);
          assert.equal(answer.status, 403, `${host} ${path}`);
          assert.equal(answer.setCookie, undefined, 'no session for a foreign name');
          assert.match(answer.body, /wrong-host/);
        }
      }
    });

    it('sends a page request without a session to sign in, and brings it back after', async () => {
      const response = await fetch(`${app.baseUrl}/Dossiers?status=Review`, { redirect: 'manual' });
      assert.equal(response.status, 302);
      assert.equal(
        response.headers.get('location'),
        '/signin?returnTo=%2FDossiers%3Fstatus%3DReview',
      );
      const api = await fetch(`${app.baseUrl}/api/session`);
      assert.equal(api.status, 401);
      assert.equal(((await api.json()) as { type: string }).type, '/problems/unauthenticated');
    });

    it('shows the branding title with its markup cleaned of anything active', async () => {
      await setRuntimeSetting(
        t.database.db,
        'Branding:TitleHtml',
        '<b>Scheldt</b> <img src=x onerror=alert(1)><script>alert(2)</script><span class="x" style="color:red" onclick="y()">Customs</span>',
        'test',
      );
      const body = (await (await session((await signIn()).cookie)).json()) as Record<string, any>;
      assert.equal(body.branding.titleHtml, '<b>Scheldt</b> <span class="x">Customs</span>');
      assert.equal(body.branding.mainColor, '#1d4ed8');
    });

    it('refuses a change made with the cookie but without the CSRF token, and signs out with it', async () => {
      const { cookie } = await signIn();
      const { csrfToken } = (await (await session(cookie)).json()) as { csrfToken: string };
      const forged = await fetch(`${app.baseUrl}/api/session/signout`, {
        method: 'POST',
        headers: { cookie },
      });
      assert.equal(forged.status, 403);
      assert.equal(((await forged.json()) as { type: string }).type, '/problems/csrf');
      const wrong = await fetch(`${app.baseUrl}/api/session/signout`, {
        method: 'POST',
        headers: { cookie, 'x-csrf-token': `${csrfToken.slice(0, -1)}x` },
      });
      assert.equal(wrong.status, 403);
      assert.equal((await session(cookie)).status, 200, 'still signed in');
      const out = await fetch(`${app.baseUrl}/api/session/signout`, {
        method: 'POST',
        headers: { cookie, 'x-csrf-token': csrfToken },
      });
      assert.equal(out.status, 200);
      assert.deepEqual(await out.json(), { redirectTo: '/signed-out' });
      assert.match(out.headers.getSetCookie().join(), /cds_session=; .*Max-Age=0/);
      assert.equal((await session(cookie)).status, 401, 'the session is gone');
    });

    it('ends a session that has been idle too long', async () => {
      const { cookie } = await signIn();
      await t.database.db.execute(
        sql`update web_sessions set expires_at = now() - interval '1 second'`,
      );
      assert.equal((await session(cookie)).status, 401);
      const page = await fetch(`${app.baseUrl}/Clients`, {
        headers: { cookie },
        redirect: 'manual',
      });
      assert.equal(page.status, 302);
    });
  });
}

for (const kind of databaseKinds)
  describe(
    `sign-in through an OpenID Connect provider on ${kind.name}`,
    { skip: kind.skip },
    () => {
      // The directory: a test changes someone's roles and the service must follow.
      const accounts: Record<string, { name: string; email: string; roles: string[] }> = {
        ana: { name: 'Ana Admin', email: 'ana@broker.example', roles: ['Admins', 'CustomsGent'] },
        dirk: { name: 'Dirk Declarant', email: 'dirk@broker.example', roles: ['Users'] },
        rita: { name: 'Rita Refresh', email: 'rita@broker.example', roles: ['Users'] },
        tom: { name: 'Tom Team', email: 'tom@broker.example', roles: ['CustomsAntwerpen'] },
        wim: { name: 'Wim Legacy', email: 'wim@broker.example', roles: ['Beheerders', 'Douane'] },
      };
      let t: TestDatabase;
      let app: TestApp;
      let oidc: Awaited<ReturnType<typeof startOidcProvider>>;
      before(async () => {
        t = await kind.open();
        oidc = await startOidcProvider(accounts);
        app = await startTestApp(t.database, {
          env: {
            Auth__Provider: 'EntraId',
            Auth__Oidc__Authority: oidc.issuer,
            Auth__EntraId__ClientId: CLIENT_ID,
            Auth__EntraId__ClientSecret: CLIENT_SECRET,
          },
        });
        oidc.registerClient(app.baseUrl);
      });
      after(async () => {
        await app?.close();
        await oidc?.close();
        await t?.dispose();
      });

      const signInAs = async (account: string) => {
        oidc.signInAs(account);
        return followSignIn(`${app.baseUrl}/signin?returnTo=%2FClients`);
      };
      const appCookie = (jar: Awaited<ReturnType<typeof signInAs>>) => {
        const cookie = jar.cookie(app.baseUrl)?.get('cds_session');
        return cookie ? `cds_session=${cookie}` : undefined;
      };
      const sessionOf = async (done: Awaited<ReturnType<typeof signInAs>>) =>
        fetch(`${app.baseUrl}/api/session`, { headers: { cookie: appCookie(done) ?? '' } });
      /** Walks a sign-in up to the service's callback and stops there: the link and the browser's cookies. */
      const callbackOf = async (account: string) => {
        oidc.signInAs(account);
        const stopped = await followSignIn(`${app.baseUrl}/signin`, undefined, (url) =>
          url.startsWith(`${app.baseUrl}/signin-oidc`),
        );
        const own = stopped.cookie(app.baseUrl) ?? new Map<string, string>();
        return {
          callback: stopped.url,
          cookie: [...own].map(([k, v]) => `${k}=${v}`).join('; '),
        };
      };

      it('signs an Admin in with the code flow and PKCE, keeping only the roles of the service', async () => {
        const done = await signInAs('ana');
        assert.equal(done.url, `${app.baseUrl}/Clients`);
        const answer = await sessionOf(done);
        assert.equal(answer.status, 200);
        const body = (await answer.json()) as Record<string, any>;
        assert.deepEqual(body.user, {
          name: 'Ana Admin',
          email: 'ana@broker.example',
          roles: ['Admins'],
        });
        assert.equal(body.mode, 'oidc');
      });

      it('signs a User in as a User', async () => {
        const body = (await (await sessionOf(await signInAs('dirk'))).json()) as Record<
          string,
          any
        >;
        assert.deepEqual(body.user.roles, ['Users']);
      });

      for (const [account, holds] of [
        ['tom', 'a team role only'],
        ['wim', 'legacy Dutch role names only'],
      ] as const)
        it(`refuses a user with ${holds}, with a page that says why, and no session`, async () => {
          const done = await signInAs(account);
          assert.equal(
            done.url,
            `${app.baseUrl}/signin-refused`,
            'the code leaves the address bar',
          );
          assert.equal(done.response.status, 403);
          const page = await done.response.text();
          assert.match(page, /Geen toegang tot deze toepassing/);
          assert.match(page, /Admins, SuperUsers of Users/);
          assert.equal(appCookie(done), undefined);
        });

      it('refuses a callback whose state was used already', async () => {
        const { callback, cookie } = await callbackOf('ana');
        const first = await fetch(callback, { redirect: 'manual', headers: { cookie } });
        assert.equal(first.status, 302);
        const replay = await fetch(callback, { redirect: 'manual', headers: { cookie } });
        assert.equal(replay.status, 400);
        assert.match(await replay.text(), /Deze aanmelding is verlopen/);
      });

      it("binds a sign-in to the browser that started it: an attacker's callback link signs nobody in elsewhere (login CSRF)", async () => {
        // The attacker signs in as themself and stops at the callback: the link is the bait.
        const { callback } = await callbackOf('wim');
        const victim = await fetch(callback, { redirect: 'manual' });
        assert.equal(victim.status, 400);
        assert.match(await victim.text(), /niet in deze browser begonnen/);
        assert.equal(
          victim.headers.getSetCookie().some((line) => line.startsWith('cds_session=')),
          false,
        );
        const otherBrowser = await callbackOf('dirk');
        const crossed = await fetch(callback, {
          redirect: 'manual',
          headers: { cookie: otherBrowser.cookie },
        });
        assert.equal(
          crossed.status,
          400,
          'a sign-in cookie of another sign-in does not fit either',
        );
        // The browser that started it still completes it: the refusal consumed nothing.
        const own = await fetch(otherBrowser.callback, {
          redirect: 'manual',
          headers: { cookie: otherBrowser.cookie },
        });
        assert.equal(own.status, 302);
        const line = own.headers.getSetCookie().find((set) => set.startsWith('cds_signin='))!;
        assert.match(line, /Max-Age=0/, 'the binding is cleared once used');
        const started = await fetch(`${app.baseUrl}/signin`, { redirect: 'manual' });
        const binding = started.headers
          .getSetCookie()
          .find((set) => set.startsWith('cds_signin='))!;
        assert.match(binding, /; Path=\/signin-oidc/);
        assert.match(binding, /; HttpOnly/);
        assert.match(binding, /; SameSite=Lax/);
        assert.match(binding, /Max-Age=600/);
      });

      it('builds the return address from a trusted origin only, never from a Host anyone may send', async () => {
        const port = Number(new URL(app.baseUrl).port);
        const foreign = await rawGet(port, '/signin', `customs.evil.example:${port}`);
        assert.equal(foreign.status, 400);
        assert.match(foreign.body, /Aanmelden kan niet op dit adres/);
        const own = await fetch(`${app.baseUrl}/signin`, { redirect: 'manual' });
        const target = new URL(own.headers.get('location')!);
        assert.equal(target.origin, oidc.issuer);
        assert.equal(target.searchParams.get('redirect_uri'), `${app.baseUrl}/signin-oidc`);
        assert.match(target.searchParams.get('scope')!, /offline_access/);
      });

      it("takes the return address from Server:PublicBaseUrl, or from a trusted proxy's forwarded host", async () => {
        const env = {
          Auth__Provider: 'EntraId',
          Auth__Oidc__Authority: oidc.issuer,
          Auth__EntraId__ClientId: CLIENT_ID,
          Auth__EntraId__ClientSecret: CLIENT_SECRET,
        };
        const published = await startTestApp(t.database, {
          env: { ...env, Server__PublicBaseUrl: 'https://customs.example.be/' },
        });
        const proxied = await startTestApp(t.database, {
          env: { ...env, Proxy__KnownNetworks: '127.0.0.1/32' },
        });
        try {
          const redirectOf = async (base: string, headers: Record<string, string>) => {
            const port = Number(new URL(base).port);
            const answer = await rawGet(
              port,
              '/signin',
              headers.host ?? `127.0.0.1:${port}`,
              headers,
            );
            assert.equal(answer.status, 302, answer.body);
            return new URL(answer.location!).searchParams.get('redirect_uri');
          };
          for (const host of [
            'customs.evil.example',
            `127.0.0.1:${new URL(published.baseUrl).port}`,
          ])
            assert.equal(
              await redirectOf(published.baseUrl, { host }),
              'https://customs.example.be/signin-oidc',
            );
          assert.equal(
            await redirectOf(proxied.baseUrl, {
              'x-forwarded-host': 'customs.broker.example',
              'x-forwarded-proto': 'https',
            }),
            'https://customs.broker.example/signin-oidc',
          );
        } finally {
          await published.close();
          await proxied.close();
        }
      });

      it('reads the roles again from the provider once they are older than Auth:RoleRefreshMinutes', async () => {
        const done = await signInAs('rita');
        const cookie = appCookie(done)!;
        const roles = async () => {
          const answer = await fetch(`${app.baseUrl}/api/session`, { headers: { cookie } });
          return answer.status === 200
            ? ((await answer.json()) as { user: { roles: string[] } }).user.roles
            : answer.status;
        };
        const age = () =>
          t.database.db.execute(
            sql`update web_sessions set roles_checked_at = now() - interval '16 minutes' where user_id = 'oid-rita'`,
          );
        assert.deepEqual(await roles(), ['Users']);
        accounts.rita!.roles = ['SuperUsers', 'CustomsGent'];
        assert.deepEqual(
          await roles(),
          ['Users'],
          'within the interval the session keeps what it read',
        );
        await age();
        assert.deepEqual(
          await roles(),
          ['SuperUsers'],
          "the directory's change reached the session",
        );
        accounts.rita!.roles = ['CustomsGent'];
        await age();
        assert.equal(await roles(), 401, 'no role of the service left: the session ended');
        const left = await t.database.db
          .select()
          .from(schema.webSessions)
          .where(eq(schema.webSessions.userId, 'oid-rita'));
        assert.equal(left.length, 0);
      });

      it('ends the session when the provider refuses the refresh', async () => {
        accounts.rita!.roles = ['Users'];
        const cookie = appCookie(await signInAs('rita'))!;
        await t.database.db.execute(
          sql`update web_sessions set refresh_token = 'revoked-or-never-issued', roles_checked_at = now() - interval '1 hour' where user_id = 'oid-rita'`,
        );
        assert.equal(
          (await fetch(`${app.baseUrl}/api/session`, { headers: { cookie } })).status,
          401,
        );
        const page = await fetch(`${app.baseUrl}/Clients`, {
          headers: { cookie },
          redirect: 'manual',
        });
        assert.equal(page.status, 302, 'the next page asks for a sign-in');
      });

      it('signs out at the provider too, naming the session and where to come back', async () => {
        const done = await signInAs('ana');
        const cookie = appCookie(done)!;
        const { csrfToken } = (await (
          await fetch(`${app.baseUrl}/api/session`, { headers: { cookie } })
        ).json()) as { csrfToken: string };
        const out = await fetch(`${app.baseUrl}/api/session/signout`, {
          method: 'POST',
          headers: { cookie, 'x-csrf-token': csrfToken },
        });
        const { redirectTo } = (await out.json()) as { redirectTo: string };
        const target = new URL(redirectTo);
        assert.equal(target.origin, oidc.issuer);
        assert.equal(
          target.searchParams.get('post_logout_redirect_uri'),
          `${app.baseUrl}/signed-out`,
        );
        assert.ok(target.searchParams.get('id_token_hint'));
        assert.equal(
          (await fetch(`${app.baseUrl}/api/session`, { headers: { cookie } })).status,
          401,
        );
      });
    },
  );
