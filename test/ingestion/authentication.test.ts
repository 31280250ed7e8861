import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { createApiKey, revokeApiKey } from '../../src/api-keys/index.ts';
import { createTokenVerifier } from '../../src/auth/index.ts';
import { ingest, ingestDepsFor } from '../../src/ingestion/index.ts';
import type { DomainError } from '../../src/errors/index.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';
import { newSigningKey, startOidcServer } from '../support/oidc-server.ts';

const TENANT = '3f1c2a9e-7d4b-4c1e-9a2f-000000000001';
const CLIENT = '8a7b6c5d-1111-2222-3333-444455556666';
const CALLER = 'b1e2c3d4-aaaa-bbbb-cccc-ddddeeeeffff';
const body = JSON.stringify({ declaration_type: 'EX' });
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

for (const kind of databaseKinds) {
  describe(`authentication on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let api: IngestionTestApp;
    let oidc: Awaited<ReturnType<typeof startOidcServer>>;
    const good = () => ({
      iss: oidc.issuerV2,
      aud: `api://${CLIENT}`,
      azp: CALLER,
      roles: ['Ingestion.Write'],
    });
    const withToken = (token: string) =>
      fetch(`${api.baseUrl}/api/declarations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
      });
    const withKey = (key: string | undefined) =>
      fetch(`${api.baseUrl}/api/declarations`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(key === undefined ? {} : { 'x-api-key': key }),
        },
        body,
      });

    before(async () => {
      t = await kind.open();
      oidc = await startOidcServer(TENANT);
      const verifyToken = createTokenVerifier({
        instance: oidc.instance,
        tenantId: TENANT,
        clientId: CLIENT,
        refetchCooldownMs: 0,
      });
      api = await startIngestionApp(t.database, {}, { compose: { verifyToken } });
    });
    after(async () => {
      await api?.close();
      await oidc?.close();
      await t?.dispose();
    });

    it('accepts a v2 token for api://{ClientId} and records its azp as the partner', async () => {
      const token = await oidc.mint(good());
      const response = await withToken(token);
      assert.equal(response.status, 201);
      const { uuid } = (await response.json()) as { uuid: string };
      const shown = (await (
        await api.get(`/api/declarations/${uuid}`, {
          'x-api-key': '',
          authorization: `Bearer ${token}`,
        })
      ).json()) as {
        ingestionPartner: string;
        partnerDisplay: string;
      };
      assert.equal(shown.ingestionPartner, CALLER);
      // SPEC.md "Dossier": an application has an id, not a name; on screen it is API.
      assert.equal(shown.partnerDisplay, 'API');
    });

    it('accepts a v1 token (sts.windows.net issuer, bare ClientId audience, appid)', async () => {
      const { azp: _azp, ...claims } = good();
      const response = await withToken(
        await oidc.mint({ ...claims, iss: oidc.issuerV1, aud: CLIENT, appid: CALLER }),
      );
      assert.equal(response.status, 201);
    });

    it('tolerates five minutes of clock skew and no more', async () => {
      assert.equal(
        (
          await withToken(
            await oidc.mint(good(), { expiresIn: Math.floor(Date.now() / 1000) - 120 }),
          )
        ).status,
        201,
      );
      assert.equal(
        (
          await withToken(
            await oidc.mint(good(), { expiresIn: Math.floor(Date.now() / 1000) - 600 }),
          )
        ).status,
        401,
      );
    });

    const rejected: [string, () => Promise<string>][] = [
      ['a token for another audience', () => oidc.mint({ ...good(), aud: 'api://someone-else' })],
      [
        'a token from another issuer',
        () =>
          oidc.mint({ ...good(), iss: 'https://login.microsoftonline.com/another-tenant/v2.0' }),
      ],
      [
        'an expired token',
        () => oidc.mint(good(), { expiresIn: Math.floor(Date.now() / 1000) - 3600 }),
      ],
      [
        'an unsigned token (alg none)',
        async () =>
          `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...good(), exp: Math.floor(Date.now() / 1000) + 600 })}.`,
      ],
      [
        'an HS256 token signed with the public key as the secret',
        async () => {
          const { publicKey } = await generateKeyPair('RS256', { extractable: true });
          const secret = new TextEncoder().encode(await exportSPKI(publicKey));
          return new SignJWT(good())
            .setProtectedHeader({ alg: 'HS256', kid: 'key-1' })
            .setExpirationTime('10m')
            .sign(secret);
        },
      ],
      [
        'a token signed by a key the tenant does not publish',
        async () => oidc.mint(good(), { key: await newSigningKey('stranger') }),
      ],
      [
        'a token naming no application',
        () => oidc.mint({ iss: oidc.issuerV2, aud: CLIENT, roles: ['Ingestion.Write'] }),
      ],
      ['a token that is not a JWT', async () => 'not-a-token'],
    ];
    for (const [name, token] of rejected) {
      it(`answers 401 to ${name}`, async () => {
        const response = await withToken(await token());
        assert.equal(response.status, 401);
        assert.match(response.headers.get('www-authenticate') ?? '', /^Bearer/);
        assert.equal(
          ((await response.json()) as { type: string }).type,
          '/problems/unauthenticated',
        );
      });
    }

    it('answers 403 to a valid token without the Ingestion.Write role, or with another role', async () => {
      const { roles: _roles, ...noRoles } = good();
      for (const claims of [noRoles, { ...good(), roles: ['Ingestion.Read'] }]) {
        const response = await withToken(await oidc.mint(claims));
        assert.equal(response.status, 403);
        assert.equal(((await response.json()) as { type: string }).type, '/problems/missing-role');
      }
    });

    it('fetches the key set again when a token names a new kid (key rotation)', async () => {
      const rotated = await newSigningKey('key-2');
      oidc.publish(rotated);
      const fetchesBefore = oidc.jwksFetches;
      assert.equal((await withToken(await oidc.mint(good(), { key: rotated }))).status, 201);
      assert.ok(oidc.jwksFetches > fetchesBefore);
    });

    it('admits a valid API key and refuses a missing, unknown, expired or revoked one with 401', async () => {
      assert.equal((await withKey(api.apiKey)).status, 201);
      const missing = await withKey(undefined);
      assert.equal(missing.status, 401);
      assert.match(missing.headers.get('www-authenticate') ?? '', /ApiKey header="X-Api-Key"/);
      assert.equal((await withKey('cds_unknown')).status, 401);
      const expiring = await createApiKey(
        t.database.db,
        { name: 'expiring-partner', expires: '2030-01-01' },
        'test',
        new Date('2029-12-01T00:00:00Z'),
      );
      assert.equal((await withKey(expiring.rawKey)).status, 201, 'still valid today');
      const revoked = await createApiKey(t.database.db, { name: 'revoked-partner' }, 'test');
      assert.equal((await withKey(revoked.rawKey)).status, 201);
      await revokeApiKey(t.database.db, 'revoked-partner', 'test');
      const after = await withKey(revoked.rawKey);
      assert.equal(after.status, 401);
      assert.doesNotMatch(await after.text(), new RegExp(revoked.rawKey));
    });

    it('refuses a key revoked a moment after it was admitted: new dossier, replay and read alike', async () => {
      const { rawKey } = await createApiKey(t.database.db, { name: 'just-revoked' }, 'test');
      const post = (idempotencyKey?: string) =>
        fetch(`${api.baseUrl}/api/declarations`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-api-key': rawKey,
            ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
          },
          body: JSON.stringify({ declaration_type: 'EX', ucr: `REVOKED-${kind.name}` }),
        });
      const first = await post('replay-me');
      assert.equal(first.status, 201);
      const { uuid } = (await first.json()) as { uuid: string };
      await revokeApiKey(t.database.db, 'just-revoked', 'test');
      // Within the second the key is remembered as live, the write's own check refuses it.
      assert.equal((await post()).status, 401);
      assert.equal((await post('replay-me')).status, 401, 'no replay for a revoked key');
      const read = await fetch(`${api.baseUrl}/api/declarations/${uuid}`, {
        headers: { 'x-api-key': rawKey },
      });
      assert.equal(read.status, 401);
      const stored = await t.database.db.query.dossiers.findMany();
      assert.equal(
        stored.filter((dossier) => dossier.ucr === `REVOKED-${kind.name}`).length,
        1,
        'only the dossier made before the revocation',
      );
    });

    it('fails a request whose key is revoked while it is in flight', async () => {
      const { rawKey: _raw, key } = await createApiKey(
        t.database.db,
        { name: 'in-flight' },
        'test',
      );
      const [row] = (await t.database.db.query.apiKeys.findMany()).filter(
        (candidate) => candidate.name === key.name,
      );
      await revokeApiKey(t.database.db, 'in-flight', 'test');
      await assert.rejects(
        ingest(
          ingestDepsFor({ 'Storage:UploadFolder': api.uploadFolder }, t.database.db, {
            runtimeSettingsTtlMs: 0,
          }),
          { declaration_type: 'EX' },
          { source: 'ApiIngestion', partner: 'in-flight', apiKeyId: row!.id },
        ),
        (error: DomainError) => error.kind === 'unauthenticated',
      );
    });
  });
}

describe('bearer tokens without Entra ID configured', () => {
  it('are refused with 401 and a hint to use X-Api-Key', async () => {
    const t = await databaseKinds[0]!.open();
    const api = await startIngestionApp(t.database);
    try {
      const response = await fetch(`${api.baseUrl}/api/declarations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer abc.def.ghi' },
        body,
      });
      assert.equal(response.status, 401);
      assert.match(
        ((await response.json()) as { detail: string }).detail,
        /does not accept bearer tokens/,
      );
    } finally {
      await api.close();
      await t.dispose();
    }
  });
});
