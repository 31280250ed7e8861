import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/index.ts';
import { DEFAULT_PROMPTS, seedPrompts } from '../../src/extraction/index.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { uploadDossier, waitForStatus } from '../support/extraction-flow.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';
import {
  jsonAnswer,
  minimalGoodsAnswer,
  startOpenAiStandIn,
  type OpenAiStandIn,
  type RecordedRequest,
} from '../support/openai-stand-in.ts';
import { sharedDir } from '../support/samples.ts';
import { signedIn } from '../support/sessions.ts';

const minimal = readFileSync(
  join(sharedDir, 'samples/invoices/13_invoice_synthetic-minimal_US_text.pdf'),
);
const schemaOf = (request: RecordedRequest) =>
  (request.body as { response_format?: { json_schema?: { name?: string } } }).response_format
    ?.json_schema?.name;
const systemOf = (request: RecordedRequest) =>
  (request.body as { messages: { role: string; content: string }[] }).messages.find(
    (message) => message.role === 'system',
  )?.content;

type Version = { id: string; version: number; text: string; attempts: number };

/**
 * Issue 31 point 4: which prompt version read which document. An attempt made through the model
 * (the local stand-in of OpenAI) names the version it was given; going back to an old version
 * is a new version, and the next reading names that one.
 */
for (const kind of databaseKinds) {
  describe(
    `the prompt version of each extraction attempt on ${kind.name}`,
    { skip: kind.skip },
    () => {
      let t: TestDatabase;
      let ai: OpenAiStandIn;
      let api: IngestionTestApp;
      let admin: Awaited<ReturnType<typeof signedIn>>;
      before(async () => {
        t = await kind.open();
        ai = await startOpenAiStandIn({ apiKey: 'sk-test' });
        ai.respond((request) =>
          schemaOf(request) === 'document_kind'
            ? jsonAnswer({ kind: 'invoice' })
            : jsonAnswer(minimalGoodsAnswer),
        );
        api = await startIngestionApp(
          t.database,
          { AI__BaseUrl: ai.openAiBaseUrl, AI__OpenAI__ApiKey: 'sk-test' },
          { jobs: 'work' },
        );
        admin = await signedIn(t.database.db, ['Admins'], 'Ada Admin');
        // As the service does at start.
        await seedPrompts(t.database.db);
      });
      after(async () => {
        await api?.close();
        await ai?.close();
        await t?.dispose();
      });
      const call = (path: string, method = 'GET', body?: unknown) =>
        fetch(`${api.baseUrl}${path}`, {
          method,
          headers: {
            ...admin.headers,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      const versions = async () =>
        (await (await call('/api/admin/prompts/invoice')).json()) as Version[];
      const recorded = (dossierId: string) =>
        queryRows<{ prompt_id: string | null; attempt: number; prompts: string[] }>(
          t.database.db,
          sql`select prompt_id, attempt, extracted_data->'prompts' as prompts
            from extraction_records where dossier_id = ${dossierId} order by attempt`,
        );
      const goodsRequests = () => ai.requests.filter((r) => schemaOf(r) === 'goods_document');

      it('records the version the model was given, and after a restore the restored one', async () => {
        const saved = await call('/api/admin/prompts/invoice', 'POST', {
          text: 'Read the invoice, version two.',
        });
        assert.equal(saved.status, 201, await saved.clone().text());
        const two = (await saved.json()) as Version;

        const id = await uploadDossier(api.baseUrl, admin.headers, {
          regime: 'IM',
          newClient: JSON.stringify({ code: 'PROMPTED', name: 'Prompted NV', country: 'BE' }),
          invoice: { name: 'invoice.pdf', bytes: minimal, type: 'application/pdf' },
        });
        assert.equal(await waitForStatus(t.database.db, id, ['Review', 'Failed']), 'Review');
        assert.equal(systemOf(goodsRequests().at(-1)!), 'Read the invoice, version two.');
        const [first] = await recorded(id);
        assert.equal(first?.prompt_id, two.id, 'the attempt names invoice version 2');
        assert.deepEqual(first?.prompts, ['classify@1', 'invoice@2']);

        const [latest, original] = await versions();
        assert.deepEqual(
          [latest?.version, latest?.attempts, original?.version, original?.attempts],
          [2, 1, 1, 0],
        );
        const page = (await (
          await call('/api/admin/prompts/invoice/versions/2/attempts')
        ).json()) as {
          attempts: Record<string, unknown>[];
          older: string | null;
        };
        assert.equal(page.older, null);
        assert.equal(page.attempts.length, 1);
        assert.deepEqual(
          [
            page.attempts[0]!.dossier_id,
            page.attempts[0]!.file_name,
            page.attempts[0]!.status,
            page.attempts[0]!.model,
            page.attempts[0]!.prompts,
          ],
          [id, 'invoice.pdf', 'ok', 'gpt-4.1-mini-2025-04-14', ['classify@1', 'invoice@2']],
        );

        const restored = await call('/api/admin/prompts/invoice/versions/1/restore', 'POST');
        assert.equal(restored.status, 201, await restored.clone().text());
        const three = (await restored.json()) as Version;
        assert.deepEqual([three.version, three.text], [3, DEFAULT_PROMPTS.invoice]);

        const again = await call(`/api/dossiers/${id}/extractions`, 'POST');
        assert.equal(again.status, 202, await again.clone().text());
        const deadline = Date.now() + 60_000;
        while ((await recorded(id)).length < 2 && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 250));
        const [, second] = await recorded(id);
        assert.equal(second?.prompt_id, three.id, 'the second reading names version 3');
        assert.deepEqual(second?.prompts, ['classify@1', 'invoice@3']);
        assert.equal(systemOf(goodsRequests().at(-1)!), DEFAULT_PROMPTS.invoice);
        assert.deepEqual(
          (await versions()).map((version) => [version.version, version.attempts]),
          [
            [3, 1],
            [2, 1],
            [1, 0],
          ],
        );
      });
    },
  );
}
