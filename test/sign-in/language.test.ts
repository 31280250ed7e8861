import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createApiKey } from '../../src/api-keys/index.ts';
import { setRuntimeSetting } from '../../src/runtime-settings/index.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';

for (const kind of databaseKinds) {
  describe(`the app's language, kept per user, on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let app: TestApp;
    before(async () => {
      t = await kind.open();
      app = await startTestApp(t.database);
    });
    after(async () => {
      await app?.close();
      await t?.dispose();
    });

    /** A fresh browser: signs in (local mode) and reads its session. */
    const browser = async (acceptLanguage?: string) => {
      const headers: Record<string, string> = acceptLanguage
        ? { 'accept-language': acceptLanguage }
        : {};
      const signin = await fetch(`${app.baseUrl}/signin?returnTo=%2FDossiers`, {
        redirect: 'manual',
        headers,
      });
      const cookies = signin.headers
        .getSetCookie()
        .map((line) => line.split(';')[0]!)
        .filter((pair) => !pair.endsWith('='));
      const cookie = cookies.join('; ');
      const session = async () =>
        (await (
          await fetch(`${app.baseUrl}/api/session`, { headers: { ...headers, cookie } })
        ).json()) as { language: string; chosenLanguage: string | null; csrfToken: string };
      const choose = async (body: string) => {
        const { csrfToken } = await session();
        return fetch(`${app.baseUrl}/api/session/language`, {
          method: 'PUT',
          headers: {
            ...headers,
            cookie,
            'x-csrf-token': csrfToken,
            'content-type': 'application/json',
          },
          body,
        });
      };
      return { cookie, cookies, session, choose };
    };

    it('speaks the browser\u2019s language when the user chose none, else the installation\u2019s default (Dutch)', async () => {
      assert.equal((await (await browser('fr-BE,fr;q=0.9,en;q=0.8')).session()).language, 'fr');
      assert.equal((await (await browser('de-DE,en;q=0.5,nl;q=0.7')).session()).language, 'nl');
      assert.equal((await (await browser('de-DE, es;q=0.8')).session()).language, 'nl');
      assert.equal((await (await browser()).session()).language, 'nl');
      await setRuntimeSetting(t.database.db, 'Branding:DefaultLanguage', 'en', 'test');
      try {
        assert.equal((await (await browser('de-DE')).session()).language, 'en');
      } finally {
        await setRuntimeSetting(t.database.db, 'Branding:DefaultLanguage', 'nl', 'test');
      }
    });

    it('keeps the user\u2019s choice on the server: another browser, in another language, gets it at sign-in', async () => {
      const first = await browser('nl-BE');
      const chosen = await first.choose('{"language":"fr"}');
      assert.equal(chosen.status, 200);
      assert.deepEqual(await chosen.json(), { language: 'fr' });
      assert.match(chosen.headers.getSetCookie().join('\n'), /cds_lang=fr; .*HttpOnly/);
      assert.equal((await first.session()).chosenLanguage, 'fr');
      const second = await browser('en-GB');
      assert.ok(
        second.cookies.includes('cds_lang=fr'),
        'the sign-in hands the choice to the browser',
      );
      const again = await second.session();
      assert.equal(again.language, 'fr');
      assert.equal(again.chosenLanguage, 'fr');
      const forgotten = await second.choose('{"language":null}');
      assert.equal(forgotten.status, 200);
      assert.equal((await second.session()).language, 'en', 'the browser\u2019s language again');
    });

    it('draws the sign-in\u2019s own pages in the chosen language, else the browser\u2019s, else Dutch', async () => {
      const page = async (headers: Record<string, string>) => {
        const html = await (await fetch(`${app.baseUrl}/signed-out`, { headers })).text();
        return {
          lang: /<html lang="(\w+)">/.exec(html)?.[1],
          title: /<h1>([^<]+)<\/h1>/.exec(html)?.[1],
        };
      };
      assert.deepEqual(await page({ 'accept-language': 'fr-BE,fr;q=0.9' }), {
        lang: 'fr',
        title: 'Vous êtes déconnecté',
      });
      assert.deepEqual(await page({ 'accept-language': 'en-GB' }), {
        lang: 'en',
        title: 'You are signed out',
      });
      assert.deepEqual(await page({ 'accept-language': 'de-DE' }), {
        lang: 'nl',
        title: 'U bent afgemeld',
      });
      assert.deepEqual(await page({ 'accept-language': 'fr-BE', cookie: 'cds_lang=en' }), {
        lang: 'en',
        title: 'You are signed out',
      });
    });

    it('answers the app\u2019s calls in the person\u2019s language, and partners always in English', async () => {
      const user = await browser('nl-BE');
      const missing = `${app.baseUrl}/api/declarations/00000000-0000-4000-8000-000000000000`;
      const problemIn = async (headers: Record<string, string>) =>
        (await (await fetch(missing, { headers })).json()) as { title: string; detail: string };
      const french = await problemIn({ cookie: user.cookie, 'accept-language': 'fr-BE' });
      assert.equal(french.title, 'Dossier introuvable');
      assert.match(french.detail, /^Ce dossier n\u2019existe pas/);
      const dutch = await problemIn({ cookie: user.cookie, 'accept-language': 'nl-BE' });
      assert.equal(dutch.title, 'Dossier niet gevonden');
      const english = await problemIn({ cookie: user.cookie, 'accept-language': 'en' });
      assert.equal(english.title, 'No such dossier');
      assert.match(
        english.detail,
        /00000000-0000-4000-8000-000000000000/,
        'the exact English detail',
      );
      const { rawKey } = await createApiKey(
        t.database.db,
        { name: 'language-partner', scopes: ['declarations', 'masterdata'] },
        'test',
      );
      const partner = await problemIn({ 'x-api-key': rawKey, 'accept-language': 'fr-BE' });
      assert.equal(partner.title, 'No such dossier', 'a partner reads English whatever it asks');
      // A partner's complaints are the contract's path and message, without the app's keywords.
      const batch = await fetch(`${app.baseUrl}/api/v1/clients`, {
        method: 'POST',
        headers: { 'x-api-key': rawKey, 'content-type': 'application/json' },
        body: JSON.stringify({
          clients: [{ code: 'DEC', name: 'Decimals', air_transport_minimum: 1.005 }],
        }),
      });
      assert.equal(batch.status, 422);
      const complaints = ((await batch.json()) as { errors: Record<string, unknown>[] }).errors;
      assert.ok(complaints.length > 0);
      for (const complaint of complaints)
        assert.deepEqual(Object.keys(complaint).sort(), ['message', 'path']);
      const refused = await user.choose('{"language":"de"}');
      assert.equal(((await refused.json()) as { title: string }).title, 'Controleer de gegevens');
    });

    it('refuses a language it does not have, or anything else in the body, storing nothing', async () => {
      const user = await browser('nl');
      assert.equal((await user.choose('{"language":"en"}')).status, 200);
      for (const body of [
        '{"language":"de"}',
        '{"language":"NL"}',
        '{"language":"fr","x":1}',
        '[]',
      ]) {
        const refused = await user.choose(body);
        assert.equal(refused.status, 422, body);
        assert.equal(((await refused.json()) as { type: string }).type, '/problems/validation');
      }
      assert.equal((await user.session()).chosenLanguage, 'en', 'the earlier choice stands');
    });
  });
}
