import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { uploadDossier } from '../support/extraction-flow.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';
import { sharedDir } from '../support/samples.ts';
import { signedIn } from '../support/sessions.ts';

type Json = Record<string, any>;

const pdf = readFileSync(
  join(sharedDir, 'samples/invoices/02_commercial-invoice_fedex-form_CA_text.pdf'),
);

/**
 * RFC 6266 with the RFC 5987 extended value, read strictly: an ASCII quoted name with nothing
 * that would end or escape it, then the UTF-8 name in attr-chars and percent escapes alone.
 */
const dispositionOf = (response: Response): { ascii: string; name: string } => {
  const header = response.headers.get('content-disposition') ?? '';
  const match =
    /^attachment; filename="([\x20\x21\x23-\x5b\x5d-\x7e]*)"; filename\*=UTF-8''([A-Za-z0-9!#$&+.^_`|~%-]+)$/.exec(
      header,
    );
  assert.ok(match, `not a safe attachment disposition: ${header}`);
  return { ascii: match[1]!, name: decodeURIComponent(match[2]!) };
};

for (const kind of databaseKinds) {
  describe(`downloads named for what the file is, on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let api: IngestionTestApp;
    let user: Awaited<ReturnType<typeof signedIn>>;
    before(async () => {
      t = await kind.open();
      // 'send': the upload's extraction job is queued, never run; downloads need no reading.
      api = await startIngestionApp(t.database, {}, { jobs: 'send' });
      user = await signedIn(t.database.db, ['Users'], 'Ulla User');
    });
    after(async () => {
      await api?.close();
      await t?.dispose();
    });

    const detailOf = async (uuid: string): Promise<Json> =>
      (await (
        await fetch(`${api.baseUrl}/api/declarations/${uuid}`, {
          headers: { cookie: user.cookie },
        })
      ).json()) as Json;
    const download = (uuid: string, document: string) =>
      fetch(`${api.baseUrl}/api/declarations/${uuid}/documents/${document}`, {
        headers: { cookie: user.cookie },
      });
    /** A partner's declaration with these attachments; its id. */
    const sent = async (ucr: string, attachments: Json[]): Promise<string> => {
      const response = await api.post({ declaration_type: 'EX', ucr, attachments });
      assert.equal(response.status, 201, await response.clone().text());
      return ((await response.json()) as { uuid: string }).uuid;
    };
    const attached = (file_name: string, bytes = pdf, content_type?: string) => ({
      kind: 'invoice',
      file_name,
      data: bytes.toString('base64'),
      ...(content_type ? { content_type } : {}),
    });

    it("names a partner's PDF attachment called Invoice 2026-114.hta Invoice 2026-114.pdf, served as a PDF", async () => {
      const uuid = await sent(`DL-HTA-${kind.name}`, [
        attached('Invoice 2026-114.hta', pdf, 'application/pdf'),
        attached('Invoice 2026-115.hta'),
      ]);
      const { documents } = await detailOf(uuid);
      assert.deepEqual(
        documents.map((document: Json) => [document.file_name, document.content_type]),
        [
          ['Invoice 2026-114.hta', 'application/pdf'],
          ['Invoice 2026-115.hta', 'application/pdf'],
        ],
        "the dossier's list shows the names as the sender gave them, the types as detected",
      );
      for (const [index, expected] of ['Invoice 2026-114.pdf', 'Invoice 2026-115.pdf'].entries()) {
        const response = await download(uuid, documents[index].id);
        assert.equal(response.status, 200);
        assert.equal(response.headers.get('content-type'), 'application/pdf');
        assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
        assert.deepEqual(dispositionOf(response), { ascii: expected, name: expected });
        assert.ok(Buffer.from(await response.arrayBuffer()).equals(pdf), 'the bytes as sent');
      }
    });

    it('names an uploaded PDF called poly.html poly.pdf, served as a PDF', async () => {
      const uuid = await uploadDossier(api.baseUrl, user.headers, {
        regime: 'IM',
        newClient: JSON.stringify({ code: `DL-${kind.name}`, name: 'Download NV', country: 'BE' }),
        invoice: { name: 'poly.html', bytes: pdf, type: 'text/html' },
      });
      const { documents } = await detailOf(uuid);
      assert.deepEqual(
        documents.map((document: Json) => [document.file_name, document.content_type]),
        [['poly.html', 'application/pdf']],
      );
      const response = await download(uuid, documents[0].id);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), 'application/pdf');
      assert.deepEqual(dispositionOf(response), { ascii: 'poly.pdf', name: 'poly.pdf' });
      assert.ok(Buffer.from(await response.arrayBuffer()).equals(pdf));
    });

    it('makes a hostile name safe in the header and keeps it readable, as the list keeps it whole', async () => {
      const names: [sent: string, saved: string, ascii: string][] = [
        ['../../x.pdf', 'x.pdf', 'x.pdf'],
        ['C:\\Users\\me\\factuur.exe', 'factuur.pdf', 'factuur.pdf'],
        [
          'Facture "août"\r\nSet-Cookie: a=b.hta',
          'Facture _août_ Set-Cookie_ a=b.pdf',
          'Facture _aout_ Set-Cookie_ a=b.pdf',
        ],
        ['発票 № 7 – Gent (copy).pdf', '発票 № 7 – Gent (copy).pdf', '__ No 7 _ Gent (copy).pdf'],
        ['invoice\u202Efdp.exe', 'invoicefdp.pdf', 'invoicefdp.pdf'],
        ["O'Brien 100%", "O'Brien 100%.pdf", "O'Brien 100_.pdf"],
        ['scan', 'scan.pdf', 'scan.pdf'],
        ['CON.pdf', '_CON.pdf', '_CON.pdf'],
      ];
      const uuid = await sent(
        `DL-HOSTILE-${kind.name}`,
        names.map(([name]) => attached(name)),
      );
      const { documents } = await detailOf(uuid);
      assert.deepEqual(
        documents.map((document: Json) => document.file_name),
        names.map(([name]) => name),
        'the list shows each name exactly as sent',
      );
      for (const [index, [name, saved, ascii]] of names.entries()) {
        const response = await download(uuid, documents[index].id);
        assert.equal(response.status, 200, name);
        assert.deepEqual(dispositionOf(response), { ascii, name: saved }, name);
      }
    });

    it('types a text attachment by what its content bears out, never by the name or a page type', async () => {
      const text = (value: string) => Buffer.from(value, 'utf8');
      const cases: [file: Json, type: string, saved: string][] = [
        [
          attached('data.html', text('<?xml version="1.0"?><invoice/>')),
          'application/xml',
          'data.xml',
        ],
        [
          attached('lines.js', text('{"lines":[1,2]}'), 'application/json'),
          'application/json',
          'lines.json',
        ],
        [
          attached('page.json', text('<html><script>alert(1)</script></html>'), 'application/json'),
          'text/plain',
          'page.txt',
        ],
        [attached('notes.svg', text('<notes/>'), 'text/xml'), 'application/xml', 'notes.xml'],
        [attached('list.csv', text('a;b\n1;2\n'), 'text/csv'), 'text/csv', 'list.csv'],
      ];
      const uuid = await sent(
        `DL-TEXT-${kind.name}`,
        cases.map(([file]) => file),
      );
      const { documents } = await detailOf(uuid);
      for (const [index, [file, type, saved]] of cases.entries()) {
        assert.equal(documents[index].content_type, type, file.file_name);
        const response = await download(uuid, documents[index].id);
        assert.equal(response.headers.get('content-type')?.split(';')[0], type, file.file_name);
        assert.equal(dispositionOf(response).name, saved);
      }
      const html = await api.post({
        declaration_type: 'EX',
        attachments: [attached('page.html', text('<html></html>'), 'text/html')],
      });
      assert.equal(html.status, 422, 'a declared page type is refused, as before');
    });
  });
}
