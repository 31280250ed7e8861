import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { desc, eq, inArray } from 'drizzle-orm';
import { schema } from '../../src/db/index.ts';
import { DEFAULT_PROMPTS, PROMPT_NAMES, seedPrompts } from '../../src/extraction/index.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { seedDossiers } from '../support/seed-dossiers.ts';
import { signedIn } from '../support/sessions.ts';

type Json = Record<string, any>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

for (const kind of databaseKinds) {
  describe(`/Admin/Prompts through its API on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let app: TestApp;
    let headers: Record<string, string>;
    before(async () => {
      t = await kind.open();
      app = await startTestApp(t.database);
      headers = (await signedIn(t.database.db, ['Admins'], 'Ada Admin')).headers;
      await seedPrompts(t.database.db);
    });
    after(async () => {
      await app?.close();
      await t?.dispose();
    });
    const call = (path: string, method = 'GET', body?: unknown) =>
      fetch(`${app.baseUrl}/api/admin/prompts${path}`, {
        method,
        headers: {
          ...headers,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const read = async (path: string) => {
      const response = await call(path);
      assert.equal(response.status, 200, await response.clone().text());
      return (await response.json()) as any;
    };
    const auditOf = (action: string) =>
      t.database.db
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.action, action))
        .orderBy(desc(schema.auditLog.id));

    it('lists every prompt with its latest version, its row and the attempts it was given', async () => {
      const prompts = (await read('')) as Json[];
      assert.deepEqual(
        prompts.map((prompt) => [prompt.name, prompt.version, prompt.attempts]),
        PROMPT_NAMES.map((name) => [name, 1, 0]),
      );
      assert.ok(prompts.every((prompt) => UUID.test(prompt.id) && prompt.created_by === 'system'));
    });

    it('refuses an empty, blank, oversized or non-text prompt with the reason at /text, storing nothing', async () => {
      const cases: [unknown, RegExp][] = [
        [{ text: '' }, /empty/],
        [{ text: ' \n\t ' }, /empty/],
        [{ text: 'x'.repeat(20_001) }, /20000/],
        [{ text: 'a\u0000b' }, /./],
        [{ text: 42 }, /string|text/],
        [{}, /text/],
      ];
      for (const [body, reason] of cases) {
        const refused = await call('/invoice', 'POST', body);
        assert.equal(refused.status, 422, JSON.stringify(body).slice(0, 30));
        const problem = (await refused.json()) as Json;
        assert.match(JSON.stringify(problem.errors), reason);
        assert.ok(
          problem.errors.some(
            (error: Json) => error.path === '/text' || /text/.test(error.message),
          ),
          JSON.stringify(problem.errors),
        );
      }
      const extra = await call('/invoice', 'POST', { text: 'Read.', version: 9 });
      assert.equal(extra.status, 422, 'a member the body does not have is refused, not dropped');
      const broken = await fetch(`${app.baseUrl}/api/admin/prompts/invoice`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: '{"text": ',
      });
      assert.equal(broken.status, 400);
      assert.deepEqual(
        ((await read('/invoice')) as Json[]).map((version) => version.version),
        [1],
        'nothing stored',
      );
      assert.equal((await auditOf('prompt.changed')).length, 0);
    });

    it('saves a new version under the admin, audited with the one it follows', async () => {
      const saved = await call('/invoice', 'POST', { text: 'Read the invoice.' });
      assert.equal(saved.status, 201, await saved.clone().text());
      const two = (await saved.json()) as Json;
      assert.deepEqual(
        [two.version, two.text, two.created_by, two.attempts],
        [2, 'Read the invoice.', 'Ada Admin', 0],
      );
      const [entry] = await auditOf('prompt.changed');
      assert.equal(entry?.actor, 'Ada Admin');
      assert.deepEqual(entry?.before, { version: 1, text: DEFAULT_PROMPTS.invoice });
      assert.deepEqual(entry?.after, { version: 2, text: 'Read the invoice.' });
    });

    it('goes back to an old version as a new one, audited; the text in use already is refused', async () => {
      const restored = await call('/invoice/versions/1/restore', 'POST');
      assert.equal(restored.status, 201, await restored.clone().text());
      const three = (await restored.json()) as Json;
      assert.deepEqual(
        [three.version, three.text, three.created_by],
        [3, DEFAULT_PROMPTS.invoice, 'Ada Admin'],
      );
      const [entry] = await auditOf('prompt.restored');
      assert.equal(entry?.actor, 'Ada Admin');
      assert.equal(entry?.entityId, 'invoice');
      assert.deepEqual(entry?.before, { version: 2, text: 'Read the invoice.' });
      assert.deepEqual(entry?.after, {
        version: 3,
        text: DEFAULT_PROMPTS.invoice,
        restoredFrom: 1,
      });
      assert.equal(((await read('')) as Json[]).find((p) => p.name === 'invoice')?.version, 3);

      for (const version of [3, 1]) {
        const refused = await call(`/invoice/versions/${version}/restore`, 'POST');
        assert.equal(refused.status, 409, `version ${version}`);
        assert.equal(((await refused.json()) as Json).type, '/problems/prompt-version-in-use');
      }
      const missing = await call('/invoice/versions/9/restore', 'POST');
      assert.equal(missing.status, 404);
      assert.equal(((await missing.json()) as Json).type, '/problems/prompt-version-not-found');
      for (const version of ['0', 'two', '99999999999'])
        assert.equal((await call(`/invoice/versions/${version}/restore`, 'POST')).status, 400);
      assert.equal((await call('/customs/versions/1/restore', 'POST')).status, 404);
      assert.deepEqual(
        ((await read('/invoice')) as Json[]).map((version) => version.version),
        [3, 2, 1],
        'no refused restore wrote a version',
      );
      assert.equal((await auditOf('prompt.restored')).length, 1);
    });

    it('pages the attempts of a version newest first, each with its dossier, and counts them', async () => {
      await seedDossiers(t.database, 2);
      const dossiers = await t.database.db.select({ id: schema.dossiers.id }).from(schema.dossiers);
      const prompts = await t.database.db
        .select({ id: schema.prompts.id, version: schema.prompts.version })
        .from(schema.prompts)
        .where(eq(schema.prompts.name, 'invoice'));
      const idOf = (version: number) => prompts.find((p) => p.version === version)!.id;
      const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute));
      // Five attempts of version 2, two at the same instant; one of version 3.
      const rows = await t.database.db
        .insert(schema.extractionRecords)
        .values([
          ...[0, 1, 1, 2, 3].map((minute, index) => ({
            dossierId: dossiers[index % 2]!.id,
            attempt: 1,
            extractorType: 'pdf_text_hybrid_invoice',
            status: index === 4 ? 'failed' : 'ok',
            error: index === 4 ? 'the model answered nothing' : null,
            model: 'gpt-4.1-mini',
            promptId: idOf(2),
            extractedData: { prompts: ['classify@1', 'invoice@2'] },
            createdAt: at(minute),
          })),
          {
            dossierId: dossiers[0]!.id,
            attempt: 2,
            extractorType: 'pdf_text_hybrid_invoice',
            model: 'gpt-4.1-mini',
            promptId: idOf(3),
            createdAt: at(9),
          },
        ])
        .returning({ id: schema.extractionRecords.id });
      assert.deepEqual(
        ((await read('/invoice')) as Json[]).map((version) => [version.version, version.attempts]),
        [
          [3, 1],
          [2, 5],
          [1, 0],
        ],
      );

      const seen: Json[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = cursor ? `?limit=2&before=${cursor}` : '?limit=2';
        const page = (await read(`/invoice/versions/2/attempts${query}`)) as Json;
        seen.push(...page.attempts);
        cursor = page.older;
        pages += 1;
      } while (cursor && pages < 10);
      assert.equal(pages, 3);
      assert.equal(seen.length, 5);
      assert.equal(new Set(seen.map((attempt) => attempt.id)).size, 5, 'none repeated');
      const times = seen.map((attempt) => Date.parse(attempt.created_at));
      assert.deepEqual(
        times,
        [...times].sort((a, b) => b - a),
        'newest first',
      );
      const failed = seen[0]!;
      assert.deepEqual(
        [failed.status, failed.error, failed.prompts, failed.file_name],
        ['failed', 'the model answered nothing', ['classify@1', 'invoice@2'], null],
      );
      assert.ok(dossiers.some((dossier) => dossier.id === failed.dossier_id));
      assert.match(failed.ucr, /^UCR-\d{7}$/);
      assert.match(failed.client_name, /^Client \d+ NV$/);
      const other = (await read('/invoice/versions/3/attempts')) as Json;
      assert.deepEqual(
        [other.attempts.length, other.attempts[0].prompts, other.older],
        [1, [], null],
      );
      assert.deepEqual((await read('/invoice/versions/1/attempts')).attempts, []);

      // A cursor of another version, a cursor that is no uuid, a limit out of range: 400.
      for (const query of [`?before=${rows.at(-1)!.id}`, '?before=nope', '?limit=0', '?limit=201'])
        assert.equal((await call(`/invoice/versions/2/attempts${query}`)).status, 400, query);
      assert.equal((await call('/invoice/versions/7/attempts')).status, 404);
      await t.database.db.delete(schema.extractionRecords).where(
        inArray(
          schema.extractionRecords.id,
          rows.map((row) => row.id),
        ),
      );
    });
  });
}
