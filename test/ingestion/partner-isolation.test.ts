import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createApiKey } from '../../src/api-keys/index.ts';
import { createTokenVerifier } from '../../src/auth/index.ts';
import { setRuntimeSetting } from '../../src/runtime-settings/index.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { filingEnv, BROKER_SETTINGS } from '../support/filing.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';
import { startOidcServer } from '../support/oidc-server.ts';
import { sample } from '../support/samples.ts';

const TENANT = '5a1c2a9e-7d4b-4c1e-9a2f-000000000002';
const CLIENT = '9a7b6c5d-1111-2222-3333-444455556666';
const PARTNER_APP = 'c1e2c3d4-aaaa-bbbb-cccc-ddddeeeeffff';
const ADMIN_APP = 'd1e2c3d4-aaaa-bbbb-cccc-ddddeeee0000';

for (const kind of databaseKinds) {
  describe(`partner isolation on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let api: IngestionTestApp;
    let oidc: Awaited<ReturnType<typeof startOidcServer>>;
    let otherKey: string;
    const token = (claims: Record<string, unknown>, audience = `api://${CLIENT}`) =>
      oidc.mint({ iss: oidc.issuerV2, aud: audience, ...claims });
    const partnerToken = () => token({ azp: PARTNER_APP, roles: ['Ingestion.Write'] });
    const adminToken = () => token({ azp: ADMIN_APP, roles: ['Admins'] });
    const asKey = (key: string) => ({ 'x-api-key': key });
    const asToken = (value: string) => ({ 'x-api-key': '', authorization: `Bearer ${value}` });
    const read = (path: string, headers: Record<string, string>) =>
      fetch(`${api.baseUrl}${path}`, { headers });
    const send = async (body: unknown, headers: Record<string, string>) =>
      fetch(`${api.baseUrl}/api/declarations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    /** A complete T1 that stays in Review. */
    const transit = (ucr: string) => {
      const { auto_dispatch: _auto, ...body } = sample('t1-auto-dispatch');
      return { ...body, ucr };
    };

    before(async () => {
      t = await kind.open();
      oidc = await startOidcServer(TENANT);
      const verifyToken = createTokenVerifier({
        instance: oidc.instance,
        tenantId: TENANT,
        clientId: CLIENT,
        refetchCooldownMs: 0,
      });
      api = await startIngestionApp(t.database, filingEnv, { compose: { verifyToken } });
      for (const [key, value] of Object.entries(BROKER_SETTINGS))
        await setRuntimeSetting(t.database.db, key, value, 'test');
      otherKey = (await createApiKey(t.database.db, { name: `other-${kind.name}` }, 'test')).rawKey;
    });
    after(async () => {
      await api?.close();
      await oidc?.close();
      await t?.dispose();
    });

    it("answers 404 for another partner's dossier, its XML, and lists none of them", async () => {
      const created = await send(transit(`ISO-1-${kind.name}`), asKey(api.apiKey));
      assert.equal(created.status, 201);
      const { uuid } = (await created.json()) as { uuid: string };

      const own = await read(`/api/declarations/${uuid}`, asKey(api.apiKey));
      assert.equal(own.status, 200);
      assert.equal(own.headers.get('cache-control'), 'no-store');

      for (const path of [`/api/declarations/${uuid}`, `/api/declarations/${uuid}/xml`]) {
        const other = await read(path, asKey(otherKey));
        assert.equal(other.status, 404, path);
        const problem = (await other.json()) as { type: string; detail: string };
        assert.equal(problem.type, '/problems/dossier-not-found');
        const missing = await read(path.replace(uuid, crypto.randomUUID()), asKey(otherKey));
        assert.equal(
          ((await missing.json()) as { type: string }).type,
          problem.type,
          'the same answer as for an id that does not exist',
        );
      }
      for (const query of ['', `?partner=${api.keyName}`, `?ucr=ISO-1-${kind.name}`]) {
        const list = await read(`/api/declarations${query}`, asKey(otherKey));
        assert.equal(list.status, 200);
        assert.deepEqual(await list.json(), [], query);
      }
      const mine = (await (
        await read(`/api/declarations?ucr=ISO-1-${kind.name}`, asKey(api.apiKey))
      ).json()) as { uuid: string }[];
      assert.deepEqual(
        mine.map((dossier) => dossier.uuid),
        [uuid],
      );
    });

    it('lets a bearer application read what it sent, and only that; Admins read everything', async () => {
      const byApp = await send(transit(`ISO-2-${kind.name}`), asToken(await partnerToken()));
      assert.equal(byApp.status, 201);
      const { uuid: appDossier } = (await byApp.json()) as { uuid: string };
      const byKey = await send(transit(`ISO-3-${kind.name}`), asKey(api.apiKey));
      const { uuid: keyDossier } = (await byKey.json()) as { uuid: string };

      const app = asToken(await partnerToken());
      assert.equal((await read(`/api/declarations/${appDossier}`, app)).status, 200);
      assert.equal((await read(`/api/declarations/${keyDossier}`, app)).status, 404);
      assert.equal((await read(`/api/declarations/${appDossier}`, asKey(api.apiKey))).status, 404);
      const appList = (await (await read('/api/declarations', app)).json()) as {
        ingestionPartner: string;
      }[];
      assert.ok(appList.length > 0);
      assert.ok(appList.every((dossier) => dossier.ingestionPartner === PARTNER_APP));

      const admin = asToken(await adminToken());
      const asAdmin = (await (await read(`/api/declarations/${keyDossier}`, admin)).json()) as {
        client: Record<string, unknown>;
      };
      assert.deepEqual(Object.keys(asAdmin.client).sort(), [
        'code',
        'identification_number',
        'is_customs_client',
        'name',
      ]);
      const asPartner = (await (
        await read(`/api/declarations/${keyDossier}`, asKey(api.apiKey))
      ).json()) as { client: Record<string, unknown> };
      assert.deepEqual(
        asPartner.client,
        { code: asAdmin.client.code },
        "the client record is the broker's",
      );
      assert.equal((await read(`/api/declarations/${appDossier}`, admin)).status, 200);
      assert.equal((await read(`/api/declarations/${keyDossier}`, admin)).status, 200);
      const all = (await (await read('/api/declarations?limit=200', admin)).json()) as {
        ingestionPartner: string;
      }[];
      assert.ok(new Set(all.map((dossier) => dossier.ingestionPartner)).size >= 2);
    });

    it('never returns the guarantee access code, in JSON or in the XML, not even to Admins', async () => {
      const created = await send(transit(`ISO-4-${kind.name}`), asKey(api.apiKey));
      const { uuid } = (await created.json()) as { uuid: string };
      const code = sample('t1-auto-dispatch').guarantees[0].access_code as string;
      for (const headers of [asKey(api.apiKey), asToken(await adminToken())]) {
        const json = await read(`/api/declarations/${uuid}`, headers);
        const jsonText = await json.text();
        assert.doesNotMatch(jsonText, new RegExp(code));
        assert.match(jsonText, /"access_code":"\*\*\*\*"/);
        const xml = await read(`/api/declarations/${uuid}/xml`, headers);
        assert.equal(xml.status, 200);
        const xmlText = await xml.text();
        assert.doesNotMatch(xmlText, new RegExp(`>${code}<`));
        assert.match(xmlText, /<accessCode>\*\*\*\*<\/accessCode>/);
        assert.equal(xml.headers.get('x-access-codes-masked'), 'true');
      }
    });

    it("keeps UCRs apart per partner: another's UCR is accepted, one's own repeat is 409 naming only oneself", async () => {
      const ucr = `ISO-5-${kind.name}`;
      assert.equal((await send(transit(ucr), asKey(api.apiKey))).status, 201);
      const other = await send(transit(ucr), asKey(otherKey));
      assert.equal(
        other.status,
        201,
        'a UCR of another partner reveals nothing and blocks nothing',
      );
      const repeat = await send(transit(ucr), asKey(otherKey));
      assert.equal(repeat.status, 409);
      const problem = (await repeat.json()) as { type: string; detail: string };
      assert.equal(problem.type, '/problems/ucr-taken');
      assert.match(problem.detail, new RegExp(`other-${kind.name} sent a T1 declaration`));
      assert.doesNotMatch(problem.detail, new RegExp(api.keyName));
    });

    it('refuses a delegated user token on the partner endpoints even with Ingestion.Write', async () => {
      for (const claims of [
        { scp: 'user_impersonation', roles: ['Ingestion.Write'], azp: PARTNER_APP },
        { idtyp: 'user', scp: 'Declarations.Send', roles: ['Ingestion.Write'], azp: PARTNER_APP },
      ]) {
        const response = await send(transit(`ISO-6-${kind.name}`), asToken(await token(claims)));
        assert.equal(response.status, 403);
        assert.equal(
          ((await response.json()) as { type: string }).type,
          '/problems/delegated-token',
        );
      }
      const delegatedAdmin = asToken(
        await token({ scp: 'user_impersonation', roles: ['Admins'], azp: ADMIN_APP }),
      );
      assert.equal((await read('/api/declarations', delegatedAdmin)).status, 200);
      const userWithPartnerRole = asToken(
        await token({
          idtyp: 'user',
          scp: 'Declarations.Read',
          roles: ['Ingestion.Write'],
          azp: PARTNER_APP,
        }),
      );
      assert.equal((await read('/api/declarations', userWithPartnerRole)).status, 403);
    });

    it('never takes an ID token as a bearer token, even with the bare client id as audience and a role', async () => {
      for (const claims of [
        // What the sign-in's ID token of an Admin looks like: nonce, azp, roles, no scp.
        { nonce: 'n-0S6_WzA2Mj', roles: ['Admins'], azp: ADMIN_APP },
        { idtyp: 'user', roles: ['Admins'], azp: ADMIN_APP },
      ]) {
        const response = await read('/api/declarations', asToken(await token(claims, CLIENT)));
        assert.equal(response.status, 401, JSON.stringify(claims));
        assert.match(
          ((await response.json()) as { detail: string }).detail,
          /an ID token is not an access token/,
        );
      }
      const partnerIdToken = asToken(
        await token({ nonce: 'n-1', roles: ['Ingestion.Write'], azp: PARTNER_APP }, CLIENT),
      );
      const sent = await send(transit(`ISO-7-${kind.name}`), partnerIdToken);
      assert.equal(sent.status, 401);
    });
  });
}
