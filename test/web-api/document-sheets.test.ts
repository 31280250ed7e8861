import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { uploadDossier } from '../support/extraction-flow.ts';
import {
  workbookParts,
  writeXlsx,
  XLSX_TYPE,
  xlsxOfColumns,
  xlsxOfRows,
} from '../support/hostile-spreadsheets.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';
import { startOidcServer } from '../support/oidc-server.ts';
import { sharedDir } from '../support/samples.ts';
import { signedIn } from '../support/sessions.ts';

type Json = Record<string, any>;

const TENANT = 'tenant-sheets';
const CLIENT = 'client-sheets';
const pdf = readFileSync(
  join(sharedDir, 'samples/invoices/13_invoice_synthetic-minimal_US_text.pdf'),
);

/**
 * ../shared/samples holds no spreadsheet, so the workbook is made as Excel would save one: two
 * sheets, shared strings, a merged title, a date, numbers and a formula's cached result.
 */
const invoiceWorkbook = async (): Promise<Buffer> => {
  const book = new ExcelJS.Workbook();
  const invoice = book.addWorksheet('Invoice');
  invoice.getCell('A1').value = 'Invoice 2026-114';
  invoice.mergeCells('A1:C1');
  invoice.getCell('E1').value = new Date(Date.UTC(2026, 10, 2));
  invoice.getCell('E1').numFmt = 'dd/mm/yyyy';
  invoice.getRow(3).values = [
    'Description',
    'HS code',
    'Origin',
    'Quantity',
    'Unit price',
    'Amount',
  ];
  invoice.getRow(4).values = ['Steel bolts M8', '73181595', 'CN', 120, 2.5, 300];
  invoice.getRow(5).values = ['Gaskets', '40169300', 'DE', 40, 1.25];
  invoice.getCell('F5').value = { formula: 'D5*E5', result: 50 };
  invoice.getCell('D7').value = 'Total';
  invoice.getCell('F7').value = { formula: 'SUM(F4:F5)', result: 350 };
  book.addWorksheet('Packing').getCell('B2').value = '2 pallets';
  return Buffer.from(await book.xlsx.writeBuffer());
};

/** A partner's CSV (attachments are UTF-8 text): a quoted field, an empty line, decimal commas. */
const invoiceCsv = Buffer.from(
  'Omschrijving;Aantal;Bedrag\r\n"Bouten, verzinkt";100;12,50\r\nÉcrous;50;7,00\r\n\r\nTotaal;;19,50\r\n',
  'utf8',
);

for (const kind of databaseKinds) {
  describe(
    `a spreadsheet document shown as its sheets, on ${kind.name}`,
    { skip: kind.skip },
    () => {
      let t: TestDatabase;
      let api: IngestionTestApp;
      let oidc: Awaited<ReturnType<typeof startOidcServer>>;
      let user: Awaited<ReturnType<typeof signedIn>>;
      /** One upload: an invoice PDF and the xlsx. */
      let uploaded: { uuid: string; pdf: string; xlsx: string };
      /** A partner's declaration with a CSV attachment. */
      let sent: { uuid: string; csv: string };

      const appToken = (roles: string[]) =>
        oidc.mint({ iss: oidc.issuerV2, aud: CLIENT, azp: 'partner-tms', roles });
      const sheetOf = (uuid: string, document: string, headers: Record<string, string> = {}) =>
        fetch(`${api.baseUrl}/api/declarations/${uuid}/documents/${document}/sheet`, {
          headers: { cookie: user.cookie, ...headers },
        });
      const documentsOf = async (uuid: string): Promise<Json[]> =>
        (
          (await (
            await fetch(`${api.baseUrl}/api/declarations/${uuid}`, {
              headers: { cookie: user.cookie },
            })
          ).json()) as Json
        ).documents;
      const uploadSpreadsheet = async (code: string, name: string, bytes: Buffer) => {
        const uuid = await uploadDossier(api.baseUrl, user.headers, {
          regime: 'IM',
          newClient: JSON.stringify({
            code: `${code}-${kind.name}`,
            name: 'Sheets NV',
            country: 'BE',
          }),
          spreadsheet: { name, bytes, type: 'application/octet-stream' },
        });
        return { uuid, document: (await documentsOf(uuid))[0]!.id as string };
      };
      const problemOf = async (response: Response, status: number, type: string) => {
        const body = (await response.json()) as Json;
        assert.equal(response.status, status, JSON.stringify(body));
        assert.equal(
          response.headers.get('content-type'),
          'application/problem+json; charset=utf-8',
        );
        assert.equal(body.type, `/problems/${type}`);
        return body;
      };

      before(async () => {
        t = await kind.open();
        oidc = await startOidcServer(TENANT);
        // 'send': the uploads' extraction jobs are queued, never run; the sheet needs no extraction.
        api = await startIngestionApp(
          t.database,
          { Processing__MaxSheetColumns: '20' },
          { compose: { verifyToken: oidc.verifier(CLIENT) }, jobs: 'send' },
        );
        user = await signedIn(t.database.db, ['Users'], 'Sheila Sheets');
        const uuid = await uploadDossier(api.baseUrl, user.headers, {
          regime: 'IM',
          newClient: JSON.stringify({
            code: `SHEETS-${kind.name}`,
            name: 'Sheets NV',
            country: 'BE',
          }),
          invoice: { name: 'invoice.pdf', bytes: pdf, type: 'application/pdf' },
          spreadsheet: {
            name: 'Invoice 2026-114.xlsx',
            bytes: await invoiceWorkbook(),
            type: XLSX_TYPE,
          },
        });
        const documents = await documentsOf(uuid);
        const byType = (type: string) =>
          documents.find((d) => d.content_type === type)!.id as string;
        uploaded = { uuid, pdf: byType('application/pdf'), xlsx: byType(XLSX_TYPE) };
        const response = await api.post({
          declaration_type: 'EX',
          ucr: `SHEETS-${kind.name}`,
          attachments: [
            {
              kind: 'invoice',
              file_name: 'factuur.csv',
              content_type: 'text/csv',
              data: invoiceCsv.toString('base64'),
            },
          ],
        });
        assert.equal(response.status, 201, await response.clone().text());
        const sentUuid = ((await response.json()) as Json).uuid as string;
        sent = { uuid: sentUuid, csv: (await documentsOf(sentUuid))[0]!.id as string };
      });
      after(async () => {
        await api?.close();
        await oidc?.close();
        await t?.dispose();
      });

      it('reads an uploaded xlsx back as its sheets, each cell at its address as extraction names it', async () => {
        const response = await sheetOf(uploaded.uuid, uploaded.xlsx);
        assert.equal(response.status, 200);
        assert.equal(response.headers.get('cache-control'), 'no-store');
        const { sheets } = (await response.json()) as Json;
        assert.deepEqual(
          sheets.map((sheet: Json) => [sheet.number, sheet.name, sheet.columns, sheet.truncated]),
          [
            [1, 'Invoice', 6, false],
            [2, 'Packing', 2, false],
          ],
        );
        const [invoice, packing] = sheets;
        assert.deepEqual(invoice.rows, [
          ['Invoice 2026-114', '', '', '', '2026-11-02'],
          [],
          ['Description', 'HS code', 'Origin', 'Quantity', 'Unit price', 'Amount'],
          ['Steel bolts M8', '73181595', 'CN', '120', '2.5', '300'],
          ['Gaskets', '40169300', 'DE', '40', '1.25', '50'],
          [],
          ['', '', '', 'Total', '', '350'],
        ]);
        assert.equal(invoice.rows[6][3], 'Total', 'D7 is rows[6][3]');
        assert.equal(packing.rows[1][1], '2 pallets', 'B2 of sheet 2');
      });

      it("reads a partner's CSV attachment as one sheet, its rows numbered by record", async () => {
        const response = await sheetOf(sent.uuid, sent.csv);
        assert.equal(response.status, 200);
        assert.deepEqual(await response.json(), {
          sheets: [
            {
              number: 1,
              name: 'csv',
              rows: [
                ['Omschrijving', 'Aantal', 'Bedrag'],
                ['Bouten, verzinkt', '100', '12,50'],
                ['Écrous', '50', '7,00'],
                [],
                ['Totaal', '', '19,50'],
              ],
              columns: 3,
              truncated: false,
            },
          ],
        });
      });

      it('reads an uploaded CSV as Excel on a Belgian Windows saves one, in Windows-1252', async () => {
        const { uuid, document } = await uploadSpreadsheet(
          'CSV',
          'lijst.csv',
          Buffer.from('Artikel;Oorsprong\r\nKoffie;Brazilië\r\n', 'latin1'),
        );
        const { sheets } = (await (await sheetOf(uuid, document)).json()) as Json;
        assert.equal(sheets[0].rows[1][1], 'Brazilië', 'B2');
      });

      it('shows the sheets to an Admins token', async () => {
        const admin = await appToken(['Admins']);
        const response = await sheetOf(uploaded.uuid, uploaded.xlsx, {
          cookie: '',
          authorization: `Bearer ${admin}`,
        });
        assert.equal(response.status, 200);
        assert.equal(((await response.json()) as Json).sheets[1].name, 'Packing');
      });

      it("answers a partner's API key and a partner's token 404, as for a dossier it cannot see, its own too", async () => {
        const partner = await appToken(['Ingestion.Write']);
        for (const [uuid, document] of [
          [uploaded.uuid, uploaded.xlsx],
          [sent.uuid, sent.csv],
        ] as const) {
          await problemOf(
            await sheetOf(uuid, document, { cookie: '', 'x-api-key': api.apiKey }),
            404,
            'dossier-not-found',
          );
          await problemOf(
            await sheetOf(uuid, document, { cookie: '', authorization: `Bearer ${partner}` }),
            404,
            'dossier-not-found',
          );
        }
        // The partner reads its own attachment as a file: the sheet is for the broker's people.
        const download = await api.get(`/api/declarations/${sent.uuid}/documents/${sent.csv}`);
        assert.equal(download.status, 200);
        await download.arrayBuffer();
        const anonymous = await sheetOf(uploaded.uuid, uploaded.xlsx, { cookie: '' });
        assert.equal(anonymous.status, 401);
        await anonymous.arrayBuffer();
      });

      it('answers 404 for a document the dossier does not have, or a dossier that does not exist', async () => {
        for (const document of [crypto.randomUUID(), 'not-a-uuid', sent.csv])
          await problemOf(await sheetOf(uploaded.uuid, document), 404, 'document-not-found');
        await problemOf(
          await sheetOf(crypto.randomUUID(), uploaded.xlsx),
          404,
          'dossier-not-found',
        );
      });

      it('refuses a PDF with 415: it is a document, not a spreadsheet, in the reader’s language', async () => {
        const body = await problemOf(
          await sheetOf(uploaded.uuid, uploaded.pdf),
          415,
          'unsupported-media-type',
        );
        assert.match(body.detail, /is application\/pdf, not a spreadsheet \(xlsx or csv\)/);
        const dutch = await problemOf(
          await sheetOf(uploaded.uuid, uploaded.pdf, { 'accept-language': 'nl-BE' }),
          415,
          'unsupported-media-type',
        );
        assert.match(dutch.detail, /geen rekenblad/);
      });

      it('refuses with 422 a workbook over a reading limit and one that cannot be read, and carries on', async () => {
        const wide = await uploadSpreadsheet('WIDE', 'wide.xlsx', await xlsxOfColumns(21));
        const refused = await problemOf(
          await sheetOf(wide.uuid, wide.document),
          422,
          'sheet-unavailable',
        );
        assert.match(refused.detail, /uses more than 20 columns \(Processing:MaxSheetColumns\)$/);
        const broken = await uploadSpreadsheet(
          'BROKEN',
          'broken.xlsx',
          await writeXlsx(workbookParts('<worksheet><sheetData><row r="1"><c r="A1"')),
        );
        const unreadable = await problemOf(
          await sheetOf(broken.uuid, broken.document),
          422,
          'sheet-unavailable',
        );
        assert.match(unreadable.detail, /^The spreadsheet cannot be shown: .*not well-formed XML/);
        assert.equal((await sheetOf(uploaded.uuid, uploaded.xlsx)).status, 200);
      });
    },
  );
}

/**
 * A workbook within every limit that still takes seconds to read: 99,000 rows of 12 numbers
 * (MaxSheetRows is 100,000, MaxSheetCells 2,000,000), about 5 MB zipped.
 */
const slowWorkbook = () =>
  writeXlsx(
    workbookParts(function* () {
      yield '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
      for (let row = 1; row <= 99_000; row++) {
        let cells = '';
        for (const column of 'ABCDEFGHIJKL') cells += `<c r="${column}${row}"><v>${row}</v></c>`;
        yield `<row r="${row}">${cells}</row>`;
      }
      yield '</sheetData></worksheet>';
    }),
  );

describe('a spreadsheet that takes longer than a page may', () => {
  let t: TestDatabase;
  let api: IngestionTestApp;
  let user: Awaited<ReturnType<typeof signedIn>>;
  before(async () => {
    t = await databaseKinds[0]!.open();
    api = await startIngestionApp(
      t.database,
      { Processing__PageTimeoutSeconds: '1' },
      { jobs: 'send' },
    );
    user = await signedIn(t.database.db, ['Admins'], 'Tim Timeout');
  });
  after(async () => {
    await api?.close();
    await t?.dispose();
  });

  it('is refused with 422 naming the setting, its reader killed, and the next sheet read by a new one', async () => {
    const upload = async (name: string, bytes: Buffer) => {
      const uuid = await uploadDossier(api.baseUrl, user.headers, {
        regime: 'IM',
        newClient: JSON.stringify({ code: name.toUpperCase(), name: 'Slow NV', country: 'BE' }),
        spreadsheet: { name: `${name}.xlsx`, bytes, type: XLSX_TYPE },
      });
      const detail = (await (
        await fetch(`${api.baseUrl}/api/declarations/${uuid}`, { headers: { cookie: user.cookie } })
      ).json()) as Json;
      return `${api.baseUrl}/api/declarations/${uuid}/documents/${detail.documents[0].id}/sheet`;
    };
    const slow = await upload('slow', await slowWorkbook());
    const small = await upload('small', await xlsxOfRows(3));
    const started = Date.now();
    const response = await fetch(slow, { headers: { cookie: user.cookie } });
    const body = (await response.json()) as Json;
    assert.equal(response.status, 422, JSON.stringify(body));
    assert.equal(body.type, '/problems/sheet-unavailable');
    assert.match(
      body.detail,
      /takes too long to read \(more than 1 s\) \(Processing:PageTimeoutSeconds\)/,
    );
    assert.ok(Date.now() - started < 30_000, 'refused in its time, not after the whole file');
    const next = await fetch(small, { headers: { cookie: user.cookie } });
    assert.equal(next.status, 200);
    assert.equal(((await next.json()) as Json).sheets[0].rows[2][0], 'Bolts');
  });
});
