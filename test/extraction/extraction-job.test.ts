import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/index.ts';
import { SYSTEM, transitionDossier } from '../../src/dossiers/index.ts';
import {
  createModelClient,
  EXTRACTION_JOB,
  sweepStuckExtractions,
} from '../../src/extraction/index.ts';
import { pino } from 'pino';
import { seedTariff } from '../../src/reference/index.ts';
import { testSettings } from '../support/app.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { startDocumentIntelligenceStandIn } from '../support/document-intelligence-stand-in.ts';
import { statusMoves, uploadDossier, waitForStatus } from '../support/extraction-flow.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';
import {
  jsonAnswer,
  serverError,
  startOpenAiStandIn,
  type OpenAiStandIn,
} from '../support/openai-stand-in.ts';
import { sharedDir } from '../support/samples.ts';
import { signedIn } from '../support/sessions.ts';

const invoices = join(sharedDir, 'samples/invoices');
const minimal = readFileSync(join(invoices, '13_invoice_synthetic-minimal_US_text.pdf'));
const client = (code: string) => JSON.stringify({ code, name: `${code} NV`, country: 'BE' });
const pdf = (bytes: Buffer) => ({ name: 'invoice.pdf', bytes, type: 'application/pdf' });

const located = <T>(value: T) => ({ value, page: 1 });
const party = (name: string) => ({
  name,
  street: null,
  postcode: null,
  city: null,
  country: null,
  identification: null,
  page: 1,
});
/** A model's structured answer for the minimal invoice, as goodsSchema asks it. */
const goodsAnswer = (firstAmount: number) => ({
  header: {
    seller: party('Minimal Tools Inc'),
    buyer: party('Acme Corp'),
    invoice_number: located('001'),
    invoice_date: located('2026-11-02'),
    currency: located('USD'),
    incoterm: located(null),
    incoterm_place: located(null),
    total_amount: located(2140),
    total_net_mass: located(null),
    total_gross_mass: located(null),
    total_packages: located(null),
  },
  lines: [
    ['Tool A', 500, 1, firstAmount, '84672110', 'China'],
    ['Tool B', 1500, 1, 1500, '84672110', 'Germany'],
    ['Tool C', 140, 1, 140, '846721', 'Atlantis'],
  ].map(([description, quantity, price, amount, code, origin]) => ({
    description,
    commodity_code: code,
    country_of_origin: origin,
    quantity,
    unit: 'PCS',
    unit_price: price,
    total_price: amount,
    currency: null,
    net_mass: 2,
    gross_mass: 2.5,
    packages: 1,
    package_type: 'CT',
    article_number: null,
    page: 1,
  })),
  charges: [],
});

const schemaOf = (request: { body: any }) =>
  request.body.response_format?.json_schema?.name as string | undefined;

for (const kind of databaseKinds) {
  describe(`extraction jobs on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    before(async () => {
      t = await kind.open();
    });
    after(async () => {
      await t?.dispose();
    });

    describe('with no AI settings (a fresh clone)', () => {
      let api: IngestionTestApp;
      let user: Awaited<ReturnType<typeof signedIn>>;
      before(async () => {
        api = await startIngestionApp(t.database, {}, { jobs: 'work' });
        user = await signedIn(t.database.db, ['SuperUsers'], 'Sam Super');
      });
      after(async () => {
        await api?.close();
      });

      it('takes a shared sample invoice PDF from upload to Review with goods lines and checks', async () => {
        const id = await uploadDossier(api.baseUrl, user.headers, {
          regime: 'IM',
          newClient: client('MINI'),
          invoice: pdf(minimal),
        });
        assert.equal(await waitForStatus(t.database.db, id, ['Review', 'Failed']), 'Review');
        const [dossier] = await queryRows<{ corrected_data: any; raw_extraction: any }>(
          t.database.db,
          sql`select corrected_data, raw_extraction from dossiers where id = ${id}`,
        );
        const goods = dossier!.corrected_data.goods_items as any[];
        assert.deepEqual(
          goods.map((item) => [item.sequence_number, item.description, item.total_price]),
          [
            [1, 'Tool A', 500],
            [2, 'Service B', 900],
            [3, 'Resource C', 600],
          ],
        );
        assert.equal(dossier!.corrected_data.client_code, 'MINI');
        assert.equal(dossier!.corrected_data.shipment.total_invoice_amount, 2140);
        const raw = dossier!.raw_extraction;
        assert.equal(raw.lines[0].amount.source.page, 1);
        assert.ok(raw.lines[0].amount.source.box.width > 0, 'each value keeps its place');
        assert.ok(raw.lines[0].amount.confidence > 0 && raw.lines[0].amount.confidence <= 1);
        // The invoice adds 140 of tax the table does not list: the check says so, on the total.
        const total = raw.findings.filter(
          (finding: any) => finding.path === '/shipment/total_invoice_amount',
        );
        assert.equal(total.length, 1, JSON.stringify(raw.findings));
        assert.equal(total[0].code, 'total-mismatch');
        assert.match(total[0].message, /add up to 2000\.00; the invoice total is 2140\.00/);
        assert.equal(total[0].source.page, 1);
        assert.match(raw.documents[0].notices.join(' '), /no language model is configured/);
        assert.deepEqual(await statusMoves(t.database.db, id), [
          'dossier.created>Queued',
          'dossier.extraction-started>Processing',
          'dossier.extracted>Review',
        ]);
        const attempts = (await (
          await fetch(`${api.baseUrl}/api/declarations/${id}/extractions`, {
            headers: { cookie: user.cookie },
          })
        ).json()) as any[];
        assert.deepEqual(
          attempts.map((a) => [a.attempt, a.extractorType, a.status, a.model, a.pageCount]),
          [[1, 'pdf_text_table_invoice', 'ok', null, 1]],
        );
      });

      it('takes a spreadsheet upload to Review with its lines, no model call', async () => {
        const csv = Buffer.from(
          'Description;Quantity;HS code;Origin;Net weight;Gross weight\nBall bearings;120;84821010;CN;35,5;38\n',
          'latin1',
        );
        const id = await uploadDossier(api.baseUrl, user.headers, {
          regime: 'EX',
          newClient: client('SHEET'),
          spreadsheet: { name: 'lines.csv', bytes: csv, type: 'text/csv' },
        });
        assert.equal(await waitForStatus(t.database.db, id, ['Review', 'Failed']), 'Review');
        const [dossier] = await queryRows<{ corrected_data: any }>(
          t.database.db,
          sql`select corrected_data from dossiers where id = ${id}`,
        );
        assert.deepEqual(dossier!.corrected_data.goods_items, [
          {
            sequence_number: 1,
            description: 'Ball bearings',
            commodity_code: '84821010',
            country_of_origin: 'CN',
            gross_mass: 38,
            net_mass: 35.5,
          },
        ]);
      });

      it('ends a dossier whose only document cannot be read in Failed at once, with the reason', async () => {
        const broken = Buffer.concat([
          Buffer.from('%PDF-1.7\n'),
          Buffer.alloc(2000, 0x41),
          Buffer.from('\n%%EOF\n'),
        ]);
        const id = await uploadDossier(api.baseUrl, user.headers, {
          regime: 'EX',
          clientCode: 'MINI',
          invoice: pdf(broken),
        });
        assert.equal(await waitForStatus(t.database.db, id, ['Review', 'Failed']), 'Failed');
        const moves = await statusMoves(t.database.db, id);
        assert.equal(moves.length, 3);
        assert.match(
          moves[2]!,
          /^dossier\.failed>Failed \(No document could be read: invoice\.pdf: the PDF cannot be read/,
        );
        const records = await queryRows<{ attempt: number; status: string }>(
          t.database.db,
          sql`select attempt, status from extraction_records where dossier_id = ${id} order by created_at`,
        );
        // One attempt: a broken file is not tried three times.
        assert.deepEqual(
          records.map((r) => [r.attempt, r.status]),
          [
            [1, 'failed'],
            [1, 'failed'],
          ],
        );
        // "Process with AI" needs a model; none is configured.
        const vision = await fetch(`${api.baseUrl}/api/dossiers/${id}/extractions?mode=vision`, {
          method: 'POST',
          headers: user.headers,
        });
        assert.equal(vision.status, 409);
        assert.match(((await vision.json()) as { type: string }).type, /no-model-configured$/);
      });
    });

    describe('with Document Intelligence and a language model (stand-ins)', () => {
      let api: IngestionTestApp;
      let ai: OpenAiStandIn;
      let ocr: Awaited<ReturnType<typeof startDocumentIntelligenceStandIn>>;
      let user: Awaited<ReturnType<typeof signedIn>>;
      let run = 0;
      before(async () => {
        ai = await startOpenAiStandIn({ apiKey: 'sk-test' });
        ocr = await startDocumentIntelligenceStandIn({ apiKey: 'di-key' });
        ai.respond((request) => {
          if (schemaOf(request) === 'document_kind') return jsonAnswer({ kind: 'invoice' });
          run += 1;
          // The second run reads the first line differently: the comparison must show it.
          return jsonAnswer(goodsAnswer(run === 1 ? 500 : 550), {
            promptTokens: 2_000_000,
            completionTokens: 100_000,
          });
        });
        api = await startIngestionApp(
          t.database,
          {
            AI__BaseUrl: ai.openAiBaseUrl,
            AI__OpenAI__ApiKey: 'sk-test',
            DocumentIntelligence__Endpoint: ocr.endpoint,
            DocumentIntelligence__ApiKey: 'di-key',
            DocumentIntelligence__UseKeylessAuth: 'false',
          },
          { jobs: 'work' },
        );
        user = await signedIn(t.database.db, ['Admins'], 'Ada Admin');
        // As the service does at its first start: the CN 2026 list is the tariff the codes meet.
        await seedTariff(t.database.db);
      });
      after(async () => {
        await api?.close();
        await ai?.close();
        await ocr?.close();
      });

      it('classifies, extracts by the model, checks, keeps the attempts and their cost, and reads again without a second OCR call', async () => {
        const id = await uploadDossier(api.baseUrl, user.headers, {
          regime: 'IM',
          newClient: client('CLOUD'),
          invoice: pdf(minimal),
        });
        assert.equal(await waitForStatus(t.database.db, id, ['Review', 'Failed']), 'Review');
        const analyses = () => ocr.requests.filter((r) => r.method === 'POST').length;
        assert.equal(analyses(), 1);
        const [dossier] = await queryRows<{ corrected_data: any; raw_extraction: any }>(
          t.database.db,
          sql`select corrected_data, raw_extraction from dossiers where id = ${id}`,
        );
        const goods = dossier!.corrected_data.goods_items as any[];
        assert.deepEqual(
          goods.map((item) => [item.commodity_code ?? null, item.country_of_origin ?? null]),
          [
            ['84672110', 'CN'],
            ['84672110', 'DE'],
            [null, null],
          ],
        );
        assert.deepEqual(dossier!.corrected_data.parties.seller, { name: 'Minimal Tools Inc' });
        const findings = (dossier!.raw_extraction.findings as any[]).map(
          (finding) => `${finding.code} ${finding.path}`,
        );
        assert.deepEqual(findings, [
          'country-unresolved /goods_items/2/country_of_origin',
          'commodity-code-incomplete /goods_items/2/commodity_code',
        ]);
        // The model was sent the OCR text and the goods schema.
        const extraction = ai.requests.find((request) => schemaOf(request) === 'goods_document')!;
        assert.match(JSON.stringify(extraction.body.messages), /Tool A/);

        // The declarant corrects line 1's amount and confirms the seller; line 2's amount is
        // left as it stands (here made stale behind the service's back): reading again
        // refreshes only what no declarant changed or confirmed (issue 27).
        const corrected = structuredClone(dossier!.corrected_data);
        corrected.goods_items[0].total_price = 505;
        const put = await fetch(`${api.baseUrl}/api/dossiers/${id}/declaration`, {
          method: 'PUT',
          headers: { ...user.headers, 'content-type': 'application/json', 'if-match': '"1"' },
          body: JSON.stringify(corrected),
        });
        assert.equal(put.status, 200, await put.clone().text());
        const confirmed = await fetch(`${api.baseUrl}/api/dossiers/${id}/confirmations`, {
          method: 'POST',
          headers: { ...user.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ paths: ['/parties/seller/name'] }),
        });
        assert.equal(confirmed.status, 204, await confirmed.clone().text());
        await t.database.db.execute(
          sql`update dossiers set corrected_data = jsonb_set(corrected_data, '{goods_items,1,total_price}', '1')
              where id = ${id}`,
        );

        const again = await fetch(`${api.baseUrl}/api/dossiers/${id}/extractions`, {
          method: 'POST',
          headers: user.headers,
        });
        assert.equal(again.status, 202, await again.clone().text());
        const list = async () =>
          (await (
            await fetch(`${api.baseUrl}/api/declarations/${id}/extractions`, {
              headers: { cookie: user.cookie },
            })
          ).json()) as any[];
        const deadline = Date.now() + 60_000;
        while ((await list()).length < 2 && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 250));
        const attempts = await list();
        assert.deepEqual(
          attempts.map((a) => [a.extractorType, a.status, a.model, a.promptTokens]),
          [
            ['pdf_di_hybrid_invoice', 'ok', 'gpt-4.1-mini-2025-04-14', 2_001_000],
            ['pdf_di_hybrid_invoice', 'ok', 'gpt-4.1-mini-2025-04-14', 2_001_000],
          ],
        );
        // gpt-4.1-mini: 0.40 USD per million in, 1.60 out.
        assert.ok(
          attempts[0].estimatedCost > 0.5 && attempts[0].estimatedCost < 1.5,
          String(attempts[0].estimatedCost),
        );
        assert.equal(analyses(), 1, 'the stored Document Intelligence answer is reused');
        const [still] = await queryRows<{
          status: string;
          first: number;
          second: number;
          read: number;
          revision: number;
        }>(
          t.database.db,
          sql`select status, revision,
                (corrected_data->'goods_items'->0->>'total_price')::numeric as first,
                (corrected_data->'goods_items'->1->>'total_price')::numeric as second,
                (raw_extraction->'lines'->1->'amount'->>'value')::numeric as read
              from dossiers where id = ${id}`,
        );
        assert.deepEqual(
          [still!.status, Number(still!.first), Number(still!.second), still!.revision],
          ['Review', 505, Number(still!.read), 3],
        );

        const compared = (await (
          await fetch(
            `${api.baseUrl}/api/declarations/${id}/extractions/compare?a=${attempts[0].id}&b=${attempts[1].id}`,
            { headers: { cookie: user.cookie } },
          )
        ).json()) as {
          differing: number;
          fields: { path: string; a: unknown; b: unknown; same: boolean }[];
        };
        assert.deepEqual(
          compared.fields.filter((field) => !field.same),
          [{ path: '/lines/0/amount', a: 500, b: 550, same: false }],
        );
        assert.equal(compared.differing, 1);

        const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(
          new Date(),
        );
        const costs = (await (
          await fetch(`${api.baseUrl}/api/admin/costs?from=${today}&to=${today}`, {
            headers: { cookie: user.cookie },
          })
        ).json()) as any[];
        const row = costs.find((cost) => cost.model === 'gpt-4.1-mini-2025-04-14');
        assert.equal(row.attempts, 2);
        assert.equal(row.promptTokens, 4_002_000);
        assert.ok(Math.abs(row.estimatedCost - attempts[0].estimatedCost * 2) < 1e-6);
      });
    });

    describe('a dossier whose job ended without its handler (timed out on the last attempt, process gone)', () => {
      let api: IngestionTestApp;
      before(async () => {
        api = await startIngestionApp(t.database, {}, { jobs: 'send' });
      });
      after(async () => {
        await api?.close();
      });

      it('is moved to Failed by the sweep, while one with a live job is left alone', async () => {
        const user = await signedIn(t.database.db, ['Users'], 'Una User');
        const stuck = await uploadDossier(api.baseUrl, user.headers, {
          regime: 'IM',
          newClient: client('STUCK'),
          invoice: pdf(minimal),
        });
        const waiting = await uploadDossier(api.baseUrl, user.headers, {
          regime: 'IM',
          clientCode: 'STUCK',
          invoice: pdf(minimal),
        });
        await t.database.db.transaction((tx) =>
          transitionDossier(tx, {
            dossierId: stuck,
            event: 'start-extraction',
            actor: SYSTEM,
            at: new Date(),
          }),
        );
        await t.database.db.execute(
          sql`update pgboss.job set state = 'failed' where data->>'dossierId' = ${stuck}`,
        );
        await t.database.db.execute(
          sql`update dossiers set updated_at = now() - interval '10 minutes' where id in (${stuck}, ${waiting})`,
        );
        const logger = pino({ level: 'silent' });
        assert.deepEqual(await sweepStuckExtractions(t.database.db, EXTRACTION_JOB, logger), [
          stuck,
        ]);
        assert.deepEqual(await sweepStuckExtractions(t.database.db, EXTRACTION_JOB, logger), []);
        const moves = await statusMoves(t.database.db, stuck);
        assert.match(
          moves.at(-1)!,
          /^dossier\.failed>Failed \(The extraction stopped without finishing/,
        );
        assert.equal(await waitForStatus(t.database.db, waiting, ['Queued']), 'Queued');
      });
    });

    describe('when the model keeps failing', () => {
      let api: IngestionTestApp;
      let ai: OpenAiStandIn;
      let user: Awaited<ReturnType<typeof signedIn>>;
      before(async () => {
        ai = await startOpenAiStandIn({ apiKey: 'sk-test' });
        ai.respond(() => serverError(500));
        const env = {
          AI__BaseUrl: ai.openAiBaseUrl,
          AI__OpenAI__ApiKey: 'sk-test',
          Processing__ExtractionRetryDelaySeconds: '1',
        };
        api = await startIngestionApp(t.database, env, {
          jobs: 'work',
          // No retries inside the client: each job attempt is one call.
          compose: { modelClient: createModelClient(testSettings(env), { maxRetries: 0 }) },
        });
        user = await signedIn(t.database.db, ['SuperUsers'], 'Sue Super');
      });
      after(async () => {
        await api?.close();
        await ai?.close();
      });

      it('tries three times, then Failed with the reason; a declarant sends it back to Queued', async () => {
        const id = await uploadDossier(api.baseUrl, user.headers, {
          regime: 'IM',
          newClient: client('FAIL'),
          invoice: pdf(minimal),
        });
        assert.equal(await waitForStatus(t.database.db, id, ['Review', 'Failed']), 'Failed');
        const records = await queryRows<{ attempt: number; status: string; error: string }>(
          t.database.db,
          sql`select attempt, status, error from extraction_records where dossier_id = ${id} order by created_at`,
        );
        assert.deepEqual(
          records.map((r) => [r.attempt, r.status]),
          [
            [1, 'failed'],
            [2, 'failed'],
            [3, 'failed'],
          ],
        );
        const moves = await statusMoves(t.database.db, id);
        assert.deepEqual(moves.slice(0, 2), [
          'dossier.created>Queued',
          'dossier.extraction-started>Processing',
        ]);
        assert.match(moves[2]!, /^dossier\.failed>Failed \(.*500/);
        assert.equal(moves.length, 3);
        assert.equal(ai.requests.length, 3, 'one classification call per attempt');

        const users = await signedIn(t.database.db, ['Users'], 'Uma User');
        const refused = await fetch(`${api.baseUrl}/api/dossiers/${id}/extractions`, {
          method: 'POST',
          headers: users.headers,
        });
        assert.equal(refused.status, 403);
        const again = await fetch(`${api.baseUrl}/api/dossiers/${id}/extractions`, {
          method: 'POST',
          headers: user.headers,
        });
        assert.equal(again.status, 202, await again.clone().text());
        assert.equal(((await again.json()) as { status: string }).status, 'Queued');
        assert.equal((await statusMoves(t.database.db, id))[3], 'dossier.requeued>Queued');
      });
    });
  });
}
