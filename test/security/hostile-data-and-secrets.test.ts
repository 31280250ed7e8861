import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { parseDeclaration } from '../../src/canonical/index.ts';
import { schema } from '../../src/db/index.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';
import { sample } from '../support/samples.ts';

const SQL_TEXT = `x'); drop table dossiers; --"\\%_`;

/** Every string member of a sample that the contract lets hold free text, set to SQL_TEXT. */
const everyFreeTextField = () => {
  const declaration = sample('t2-groupage') as Record<string, any>;
  delete declaration.client_code;
  const replaced: string[] = [];
  const walk = (node: any, path: string) => {
    for (const [key, value] of Object.entries(node)) {
      const at = `${path}/${key}`;
      if (typeof value === 'string') {
        node[key] = SQL_TEXT.slice(0, Math.min(SQL_TEXT.length, 35));
        if (parseDeclaration(declaration).ok) replaced.push(at);
        else node[key] = value;
      } else if (value && typeof value === 'object') walk(value, at);
    }
  };
  walk(declaration, '');
  return { declaration, replaced };
};

const pointer = (root: any, path: string) =>
  path
    .split('/')
    .slice(1)
    .reduce((node, key) => node?.[key], root);

const files = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => resolve(entry.parentPath, entry.name));

for (const kind of databaseKinds) {
  describe(`hostile data and secrets on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let api: IngestionTestApp;
    before(async () => {
      t = await kind.open();
      api = await startIngestionApp(t.database, { RateLimit__PermitLimit: '1000' });
    });
    after(async () => {
      await api?.close();
      await t?.dispose();
    });

    it('stores SQL metacharacters verbatim in every free-text field', async () => {
      const { declaration, replaced } = everyFreeTextField();
      assert.ok(replaced.length >= 25, `only ${replaced.length} fields took free text`);
      declaration.ucr = `${SQL_TEXT.slice(0, 20)}-${kind.name}`;
      const response = await api.post(declaration);
      assert.equal(response.status, 201, await response.clone().text());
      const { uuid } = (await response.json()) as { uuid: string };
      const [stored] = await t.database.db
        .select()
        .from(schema.dossiers)
        .where(eq(schema.dossiers.id, uuid));
      for (const path of replaced.filter((path) => path !== '/ucr'))
        assert.equal(pointer(stored!.rawExtraction, path), SQL_TEXT.slice(0, 35), path);
      assert.equal(stored!.ucr, declaration.ucr);
      const clients = await api.post(
        { clients: [{ code: `SQL-${kind.name}`, name: SQL_TEXT, city: SQL_TEXT }] },
        { path: '/api/v1/clients' },
      );
      assert.equal(clients.status, 200);
      const [client] = await t.database.db
        .select()
        .from(schema.clients)
        .where(eq(schema.clients.code, `SQL-${kind.name}`));
      assert.equal(client!.name, SQL_TEXT);
    });

    it('keeps attachments inside the upload folder whatever their file names say', async () => {
      const names = [
        '../../../../tmp/evil.pdf',
        '..\\..\\evil.pdf',
        '/etc/cron.d/evil',
        'a/../../b.pdf',
      ];
      const attachment = (file_name: string) => ({
        file_name,
        content_type: 'application/pdf',
        kind: 'other',
        data: Buffer.from('%PDF-1.4 evil').toString('base64'),
      });
      // PostgreSQL cannot store U+0000: refused with its path rather than failing with a 500.
      const nul = await api.post({
        declaration_type: 'EX',
        ucr: `NUL-${kind.name}`,
        attachments: [attachment('a.pdf'), attachment('\u0000.pdf')],
      });
      assert.equal(nul.status, 422);
      assert.deepEqual(
        ((await nul.json()) as { errors: { path: string }[] }).errors.map((error) => error.path),
        ['/attachments/1/file_name'],
      );
      const response = await api.post({
        declaration_type: 'EX',
        ucr: `TRAVERSAL-${kind.name}`,
        attachments: names.map(attachment),
      });
      assert.equal(response.status, 201, await response.clone().text());
      const { uuid } = (await response.json()) as { uuid: string };
      const stored = files(api.uploadFolder);
      assert.ok(stored.length >= names.length);
      for (const file of stored) assert.ok(file.startsWith(resolve(api.uploadFolder)), file);
      const outside = readdirSync(dirname(resolve(api.uploadFolder)));
      assert.ok(!outside.includes('evil.pdf') && !outside.includes('b.pdf'));
      const documents = await t.database.db
        .select()
        .from(schema.dossierDocuments)
        .where(eq(schema.dossierDocuments.dossierId, uuid));
      assert.deepEqual(documents.map((document) => document.fileName).sort(), [...names].sort());
      for (const document of documents) {
        assert.ok(!document.storagePath.includes('..'), document.storagePath);
        assert.ok(
          resolve(join(api.uploadFolder, document.storagePath)).startsWith(
            resolve(api.uploadFolder),
          ),
        );
      }
    });

    it('never echoes credentials or stack traces in error bodies, nor API keys in logs', async () => {
      const forged = `cds_${'A'.repeat(43)}`;
      const bodies: string[] = [];
      for (const headers of <Record<string, string>[]>[
        { 'x-api-key': forged },
        { authorization: `Bearer ${forged}.${forged}.${forged}` },
        { 'x-api-key': api.apiKey, 'content-type': 'application/json' },
      ]) {
        const response = await fetch(`${api.baseUrl}/api/declarations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: '{"declaration_type":',
        });
        assert.ok(response.status === 400 || response.status === 401, String(response.status));
        bodies.push(await response.text());
      }
      for (const body of bodies) {
        assert.doesNotMatch(body, new RegExp(forged));
        assert.doesNotMatch(body, new RegExp(api.apiKey));
        assert.doesNotMatch(body, /\bat .*\.ts:\d+/, 'no stack frame');
      }
      await api.post({ declaration_type: 'EX', ucr: `LOGGED-${kind.name}` });
      const logs = JSON.stringify(api.logs);
      assert.ok(api.logs.length > 0);
      assert.ok(!logs.includes(api.apiKey), 'the raw API key is not logged');
      assert.ok(!logs.includes(forged), 'a presented key is not logged either');
    });
  });
}

describe('failed authentications behind an untrusted peer', () => {
  it('are limited per real peer, whatever X-Forwarded-For claims', async () => {
    const t = await databaseKinds[0]!.open();
    const api = await startIngestionApp(t.database, { RateLimit__PermitLimit: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const response = await fetch(`${api.baseUrl}/api/declarations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i}` },
          body: '{}',
        });
        await response.arrayBuffer();
        statuses.push(response.status);
      }
      // Failures are counted per real peer: the forged X-Forwarded-For values change nothing.
      assert.deepEqual(statuses, [401, 401, 401, 429, 429]);
      const valid = await api.post({ declaration_type: 'EX', ucr: 'AFTER-LIMIT' });
      assert.equal(valid.status, 201, 'a valid key from the same address still gets through');
    } finally {
      await api.close();
      await t.dispose();
    }
  });
});
