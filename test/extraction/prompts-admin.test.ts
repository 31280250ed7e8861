import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { schema } from '../../src/db/index.ts';
import {
  currentPrompt,
  DEFAULT_PROMPTS,
  PROMPT_NAMES,
  seedPrompts,
} from '../../src/extraction/prompts/index.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { signedIn } from '../support/sessions.ts';

type Prompt = { id: string; name: string; version: number; text: string; created_by: string };

for (const kind of databaseKinds) {
  describe(`prompts at /Admin/Prompts on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let api: TestApp;
    let admin: Awaited<ReturnType<typeof signedIn>>;
    let superUser: Awaited<ReturnType<typeof signedIn>>;
    before(async () => {
      t = await kind.open();
      api = await startTestApp(t.database);
      admin = await signedIn(t.database.db, ['Admins'], 'Ada Admin');
      superUser = await signedIn(t.database.db, ['SuperUsers'], 'Sam Super');
    });
    after(async () => {
      await api?.close();
      await t?.dispose();
    });
    const call = (
      path: string,
      session: Awaited<ReturnType<typeof signedIn>> | undefined,
      body?: unknown,
    ) =>
      fetch(`${api.baseUrl}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          ...session?.headers,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });

    it('lists the shipped prompts before any is stored, and seeds each once', async () => {
      const before = (await (await call('/api/admin/prompts', admin)).json()) as Prompt[];
      assert.deepEqual(
        before.map((prompt) => [prompt.name, prompt.version]),
        PROMPT_NAMES.map((name) => [name, 0]),
      );
      assert.deepEqual(await seedPrompts(t.database.db), [...PROMPT_NAMES].sort());
      assert.deepEqual(await seedPrompts(t.database.db), [], 'seeding again changes nothing');
      const seeded = (await (await call('/api/admin/prompts', admin)).json()) as Prompt[];
      assert.ok(seeded.every((prompt) => prompt.version === 1 && prompt.created_by === 'system'));
      assert.equal(seeded.find((p) => p.name === 'invoice')?.text, DEFAULT_PROMPTS.invoice);
    });

    it('saves a new version under the admin, audited, and the latest version is the one used', async () => {
      const saved = await call('/api/admin/prompts/invoice', admin, { text: 'Read the invoice.' });
      assert.equal(saved.status, 201, await saved.clone().text());
      const version = (await saved.json()) as Prompt;
      assert.deepEqual([version.version, version.created_by], [2, 'Ada Admin']);
      const versions = (await (await call('/api/admin/prompts/invoice', admin)).json()) as Prompt[];
      assert.deepEqual(
        versions.map((prompt) => prompt.version),
        [2, 1],
      );
      const inUse = await currentPrompt(t.database.db, 'invoice');
      assert.deepEqual(
        [inUse.name, inUse.version, inUse.text, inUse.id],
        ['invoice', 2, 'Read the invoice.', version.id],
      );
      const [entry] = await t.database.db
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.action, 'prompt.changed'));
      assert.equal(entry?.actor, 'Ada Admin');
      assert.equal(entry?.entityId, 'invoice');
      assert.deepEqual((entry?.before as { version: number }).version, 1);
      assert.deepEqual(entry?.after, { version: 2, text: 'Read the invoice.' });
    });

    it("never overwrites an admin's version when seeding at the next start", async () => {
      await seedPrompts(t.database.db);
      assert.equal((await currentPrompt(t.database.db, 'invoice')).text, 'Read the invoice.');
    });

    it('gives two admins saving at once a version each', async () => {
      const answers = await Promise.all(
        ['one', 'two', 'three'].map((text) => call('/api/admin/prompts/classify', admin, { text })),
      );
      assert.deepEqual(
        answers.map((answer) => answer.status),
        [201, 201, 201],
      );
      const versions = (await (
        await call('/api/admin/prompts/classify', admin)
      ).json()) as Prompt[];
      assert.deepEqual(
        versions.map((prompt) => prompt.version),
        [4, 3, 2, 1],
      );
    });

    it('refuses an empty, oversized or invalid text at /text, an unknown name, and a body that is no JSON', async () => {
      for (const text of ['  ', 'x'.repeat(20_001), 'a\u0000b', 42]) {
        const refused = await call('/api/admin/prompts/invoice', admin, { text });
        assert.equal(refused.status, 422, String(text).slice(0, 10));
        const problem = (await refused.json()) as { errors: { path: string }[] };
        assert.deepEqual(
          problem.errors.map((error) => error.path),
          ['/text'],
        );
      }
      const unknown = await call('/api/admin/prompts/customs', admin, { text: 'x' });
      assert.equal(unknown.status, 404);
      assert.equal(((await unknown.json()) as { type: string }).type, '/problems/prompt-not-found');
      assert.equal((await call('/api/admin/prompts/nope', admin)).status, 404);
      const bad = await fetch(`${api.baseUrl}/api/admin/prompts/invoice`, {
        method: 'POST',
        headers: { ...admin.headers, 'content-type': 'application/json' },
        body: '{"text": ',
      });
      assert.equal(bad.status, 400);
      assert.equal((await currentPrompt(t.database.db, 'invoice')).version, 2, 'nothing stored');
    });

    it('is for Admins only: a SuperUser is refused, no session is 401, no CSRF token is 403', async () => {
      assert.equal((await call('/api/admin/prompts', superUser)).status, 403);
      assert.equal(
        (await call('/api/admin/prompts/invoice', superUser, { text: 'x' })).status,
        403,
      );
      assert.equal((await call('/api/admin/prompts', undefined)).status, 401);
      const noCsrf = await fetch(`${api.baseUrl}/api/admin/prompts/invoice`, {
        method: 'POST',
        headers: { cookie: admin.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ text: 'x' }),
      });
      assert.equal(noCsrf.status, 403);
    });
  });
}
