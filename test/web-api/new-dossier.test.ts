import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { countRows, databaseKinds, type TestDatabase } from '../support/databases.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';
import { sharedDir } from '../support/samples.ts';
import { signedIn } from '../support/sessions.ts';
import { uploadForm, type Part } from '../support/extraction-flow.ts';

const invoices = join(sharedDir, 'samples/invoices');
const pdf = readFileSync(join(invoices, '12_invoice_synthetic-plumbing_US_text.pdf'));
const png = readFileSync(join(invoices, '17_packing-list_barcode_image.png'));
const csv = Buffer.from('description;quantity;net mass\nValve, brass;120;35,5\n', 'latin1');

const form = uploadForm;

/** Every file under the upload folder, the incoming one included: what an upload left behind. */
const filesUnder = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    .length;

for (const kind of databaseKinds) {
  describe(`a new dossier from uploaded documents on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let api: IngestionTestApp;
    let user: Awaited<ReturnType<typeof signedIn>>;
    before(async () => {
      t = await kind.open();
      api = await startIngestionApp(
        t.database,
        { Storage__MaxFileSizeBytes: '200000' },
        { jobs: 'send' },
      );
      user = await signedIn(t.database.db, ['Users'], 'Ulla User');
      await api.post(
        { clients: [{ code: 'MD-ONLY', name: 'Masterdata only NV' }] },
        { path: '/api/v1/clients' },
      );
    });
    after(async () => {
      await api?.close();
      await t?.dispose();
    });
    const upload = (parts: Record<string, Part>, headers: Record<string, string> = user.headers) =>
      fetch(`${api.baseUrl}/api/dossiers`, { method: 'POST', headers, body: form(parts) });
    const refusedWith = async (response: Response, status: number, type: string) => {
      assert.equal(response.status, status, await response.clone().text());
      const problem = (await response.json()) as {
        type: string;
        errors?: { path: string; message: string; keyword?: string; params?: unknown }[];
      };
      assert.equal(problem.type, type);
      return problem.errors ?? [];
    };

    it('creates a Queued dossier with a new customs client from a shared sample invoice', async () => {
      const response = await upload({
        regime: 'IM',
        newClient: JSON.stringify({ code: 'PLUMB', name: 'Plumbing Supplies Inc', country: 'US' }),
        ucr: 'MAN-IM-0001',
        containerNumber: 'msku 123456 5',
        invoice: {
          name: '12_invoice_synthetic-plumbing_US_text.pdf',
          bytes: pdf,
          type: 'application/pdf',
        },
        spreadsheet: { name: 'lines.csv', bytes: csv },
      });
      assert.equal(response.status, 201, await response.clone().text());
      const created = (await response.json()) as { uuid: string; ucr: string; status: string };
      assert.deepEqual([created.ucr, created.status], ['MAN-IM-0001', 'Queued']);
      const detail = (await (
        await fetch(`${api.baseUrl}/api/declarations/${created.uuid}`, {
          headers: { cookie: user.cookie },
        })
      ).json()) as Record<string, any>;
      assert.equal(detail.source, 'Manual');
      assert.equal(detail.createdBy, 'Ulla User');
      assert.equal(detail.containerNumber, 'MSKU1234565');
      assert.equal(detail.client.code, 'PLUMB');
      assert.equal(detail.client.is_customs_client, true);
      assert.deepEqual(
        detail.documents.map((document: any) => [
          document.kind,
          document.content_type,
          document.size_bytes,
        ]),
        [
          ['invoice', 'application/pdf', pdf.length],
          ['spreadsheet', 'text/csv', csv.length],
        ],
      );
      const invoice = detail.documents.find((document: any) => document.kind === 'invoice');
      const download = await fetch(
        `${api.baseUrl}/api/declarations/${created.uuid}/documents/${invoice.id}`,
        { headers: { cookie: user.cookie } },
      );
      assert.ok(Buffer.from(await download.arrayBuffer()).equals(pdf), 'stored as uploaded');
      const listed = await fetch(`${api.baseUrl}/api/declarations?status=Queued`, {
        headers: { cookie: user.cookie },
      });
      assert.equal(listed.headers.get('x-total-count'), '1');
    });

    it('files under an existing customs client, with a generated UCR when none is given', async () => {
      const response = await upload({
        regime: 'T1',
        clientCode: 'PLUMB',
        packingList: { name: 'pl.pdf', bytes: pdf },
      });
      assert.equal(response.status, 201, await response.clone().text());
      assert.match(((await response.json()) as { ucr: string }).ucr, /^CDS-T1-\d{6}-\d{6}$/);
    });

    it('refuses a file of the wrong type or cut off, saying which, and stores nothing', async () => {
      const before = [await countRows(t.database.db, 'dossiers'), filesUnder(api.uploadFolder)];
      const errors = await refusedWith(
        await upload({
          regime: 'IM',
          clientCode: 'PLUMB',
          invoice: { name: 'scan.pdf', bytes: png, type: 'application/pdf' },
          packingList: { name: 'cut.pdf', bytes: pdf.subarray(0, 5000) },
          spreadsheet: { name: 'photo.xlsx', bytes: png },
        }),
        422,
        '/problems/validation',
      );
      assert.deepEqual(errors, [
        { path: '/invoice', message: 'the invoice (scan.pdf) is a PNG image, not a PDF' },
        {
          path: '/packingList',
          message: 'the packing list (cut.pdf) is not a complete PDF (it was cut off or damaged)',
        },
        {
          path: '/spreadsheet',
          message: 'the spreadsheet (photo.xlsx) is a PNG image, not an xlsx, xls or csv file',
        },
      ]);
      assert.deepEqual(
        [await countRows(t.database.db, 'dossiers'), filesUnder(api.uploadFolder)],
        before,
      );
    });

    it('refuses a file over Storage:MaxFileSizeBytes with 413, and stores nothing', async () => {
      const before = [await countRows(t.database.db, 'dossiers'), filesUnder(api.uploadFolder)];
      const big = Buffer.concat([pdf, Buffer.alloc(200_001 - pdf.length, 32)]);
      await refusedWith(
        await upload({
          regime: 'IM',
          clientCode: 'PLUMB',
          invoice: { name: 'big.pdf', bytes: big },
        }),
        413,
        '/problems/file-too-large',
      );
      assert.deepEqual(
        [await countRows(t.database.db, 'dossiers'), filesUnder(api.uploadFolder)],
        before,
      );
    });

    it('names every missing or wrong field at once', async () => {
      const errors = await refusedWith(
        await upload({ regime: 'XX', containerNumber: 'ABC', ucr: 'U'.repeat(36) }),
        422,
        '/problems/validation',
      );
      assert.deepEqual(
        errors.map((error) => error.path),
        ['/regime', '/clientCode', '/ucr', '/containerNumber'],
      );
      // Each with what the page words it from, in the person's language.
      assert.deepEqual(
        errors.map((error) => [error.keyword, error.params]),
        [
          ['enum', { allowedValues: ['IM', 'EX', 'T1', 'T2'] }],
          ['client-choice', { given: 'none' }],
          ['maxLength', { limit: 35 }],
          ['identifier', { kind: 'container-number', fault: 'shape', value: 'ABC' }],
        ],
      );
      const noFile = await refusedWith(
        await upload({ regime: 'IM', clientCode: 'PLUMB' }),
        422,
        '/problems/validation',
      );
      assert.equal(noFile[0]!.path, '/invoice');
      const masterdata = await refusedWith(
        await upload({
          regime: 'EX',
          clientCode: 'MD-ONLY',
          invoice: { name: 'i.pdf', bytes: pdf },
        }),
        422,
        '/problems/validation',
      );
      assert.match(masterdata[0]!.message, /promote it at \/ClientsAll first/);
      const badClient = await refusedWith(
        await upload({
          regime: 'EX',
          newClient: JSON.stringify({ code: 'NEW', name: 'New', city: 'C'.repeat(36) }),
          invoice: { name: 'i.pdf', bytes: pdf },
        }),
        422,
        '/problems/validation',
      );
      assert.deepEqual(
        badClient.map((error) => error.path),
        ['/newClient/city'],
      );
    });

    it('refuses a UCR taken, an unknown part, a change without the CSRF token and no session', async () => {
      await refusedWith(
        await upload({
          regime: 'IM',
          clientCode: 'PLUMB',
          ucr: 'MAN-IM-0001',
          invoice: { name: 'i.pdf', bytes: pdf },
        }),
        409,
        '/problems/ucr-taken',
      );
      const unknown = await refusedWith(
        await upload({ regime: 'IM', clientCode: 'PLUMB', photo: { name: 'p.png', bytes: png } }),
        422,
        '/problems/validation',
      );
      assert.equal(unknown[0]!.path, '/photo');
      await refusedWith(
        await upload(
          { regime: 'IM', clientCode: 'PLUMB', invoice: { name: 'i.pdf', bytes: pdf } },
          { cookie: user.cookie },
        ),
        403,
        '/problems/csrf',
      );
      await refusedWith(await upload({ regime: 'IM' }, {}), 401, '/problems/unauthenticated');
      assert.equal(
        readdirSync(join(api.uploadFolder, '.incoming')).length,
        0,
        'nothing waits in incoming',
      );
    });
  });
}
