import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { setRuntimeSetting } from '../../src/runtime-settings/index.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  followSignIn,
  startOidcProvider,
} from '../support/oidc-provider.ts';

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

    it('goes back only to a page of this site', async () => {
      for (const returnTo of ['//evil.example/x', 'https://evil.example/', '/\\evil.example'])
        assert.equal((await signIn(returnTo)).response.headers.get('location'), '/', returnTo);
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

describe('sign-in through an OpenID Connect provider', () => {
  let t: TestDatabase;
  let app: TestApp;
  let oidc: Awaited<ReturnType<typeof startOidcProvider>>;
  before(async () => {
    t = await databaseKinds[0]!.open();
    oidc = await startOidcProvider({
      ana: { name: 'Ana Admin', email: 'ana@broker.example', roles: ['Admins', 'CustomsGent'] },
      dirk: { name: 'Dirk Declarant', email: 'dirk@broker.example', roles: ['Users'] },
      tom: { name: 'Tom Team', email: 'tom@broker.example', roles: ['CustomsAntwerpen'] },
      wim: { name: 'Wim Legacy', email: 'wim@broker.example', roles: ['Beheerders', 'Douane'] },
    });
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
    return followSignIn(`${app.baseUrl}/signin?returnTo=%2Fapi%2Fsession`);
  };
  const appCookie = (jar: Awaited<ReturnType<typeof signInAs>>) => {
    const cookie = jar.cookie(app.baseUrl)?.get('cds_session');
    return cookie ? `cds_session=${cookie}` : undefined;
  };

  it('signs an Admin in with the code flow and PKCE, keeping only the roles of the service', async () => {
    const done = await signInAs('ana');
    assert.equal(done.url, `${app.baseUrl}/api/session`);
    assert.equal(done.response.status, 200);
    const body = (await done.response.json()) as Record<string, any>;
    assert.deepEqual(body.user, {
      name: 'Ana Admin',
      email: 'ana@broker.example',
      roles: ['Admins'],
    });
    assert.equal(body.mode, 'oidc');
  });

  it('signs a User in as a User', async () => {
    const body = (await (await signInAs('dirk')).response.json()) as Record<string, any>;
    assert.deepEqual(body.user.roles, ['Users']);
  });

  for (const [account, holds] of [
    ['tom', 'a team role only'],
    ['wim', 'legacy Dutch role names only'],
  ] as const)
    it(`refuses a user with ${holds}, with a page that says why, and no session`, async () => {
      const done = await signInAs(account);
      assert.equal(done.url, `${app.baseUrl}/signin-refused`, 'the code leaves the address bar');
      assert.equal(done.response.status, 403);
      const page = await done.response.text();
      assert.match(page, /No access to this application/);
      assert.match(page, /Admins, SuperUsers or Users/);
      assert.equal(appCookie(done), undefined);
    });

  it('refuses a callback whose state was used already', async () => {
    oidc.signInAs('ana');
    const jar = new Map<string, Map<string, string>>();
    // Stop at the service's callback, then present it twice.
    let url = `${app.baseUrl}/signin`;
    let callback = '';
    for (let hop = 0; hop < 8 && !callback; hop++) {
      const origin = new URL(url).origin;
      const cookies = jar.get(origin) ?? new Map<string, string>();
      jar.set(origin, cookies);
      const response = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
      url = new URL(response.headers.get('location')!, url).href;
      if (url.startsWith(`${app.baseUrl}/signin-oidc`)) callback = url;
    }
    assert.ok(callback, 'reached the callback');
    const first = await fetch(callback, { redirect: 'manual' });
    assert.equal(first.status, 302);
    const replay = await fetch(callback, { redirect: 'manual' });
    assert.equal(replay.status, 400);
    assert.match(await replay.text(), /This sign-in has expired/);
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
    assert.equal(target.searchParams.get('post_logout_redirect_uri'), `${app.baseUrl}/signed-out`);
    assert.ok(target.searchParams.get('id_token_hint'));
    assert.equal((await fetch(`${app.baseUrl}/api/session`, { headers: { cookie } })).status, 401);
  });
});
