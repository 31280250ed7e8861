import assert from 'node:assert/strict';
import { readFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import { schema } from '../../src/db/index.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { sharedDir } from '../support/samples.ts';
import { signedIn } from '../support/sessions.ts';

type Json = Record<string, any>;

const SAMPLE = join(
  sharedDir,
  'refdata/tariff/uk-cds-eurodyn-sample/tariff_dailyExtract_v1_20251006T125959.zip',
);

/** A ZIP of the given entries, in memory (they are small). */
const zipOf = (entries: Record<string, string>): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const zip = new ZipFile();
    for (const [name, text] of Object.entries(entries)) zip.addBuffer(Buffer.from(text), name);
    zip.end();
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });

const formOf = (name: string, bytes: Buffer, fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('file', new Blob([bytes]), name);
  return form;
};

for (const kind of databaseKinds) {
  describe(`/Admin/Tarbel through its API on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let app: TestApp;
    let folder: string;
    let admin: Record<string, string>;
    let superUser: Record<string, string>;
    before(async () => {
      t = await kind.open();
      folder = await mkdtemp(join(tmpdir(), 'tarbel-upload-'));
      app = await startTestApp(t.database, {
        jobs: 'work',
        env: { Tarbel__DownloadFolder: folder, Storage__UploadFolder: folder },
      });
      admin = (await signedIn(t.database.db, ['Admins'], 'Ada Admin')).headers;
      superUser = (await signedIn(t.database.db, ['SuperUsers'], 'Sam Super')).headers;
    });
    after(async () => {
      await app?.close();
      await t?.dispose();
      if (folder) await rm(folder, { recursive: true, force: true });
    });
    const upload = (form: FormData, headers = admin) =>
      fetch(`${app.baseUrl}/api/admin/tarbel/imports`, { method: 'POST', headers, body: form });
    const uploadsLeft = async () =>
      (await readdir(join(folder, 'uploads')).catch(() => [] as string[])).length;

    it('imports an uploaded extraction through the worker, audited under the admin, its progress readable by a SuperUser', async () => {
      const response = await upload(
        formOf('tariff_dailyExtract_v1_20251006T125959.zip', await readFile(SAMPLE)),
      );
      assert.equal(response.status, 202, await response.clone().text());
      const queued = (await response.json()) as Json;
      assert.equal(queued.created, true);
      assert.equal(queued.import.kind, 'delta');
      assert.equal(queued.import.file_name, 'tariff_dailyExtract_v1_20251006T125959.zip');
      assert.equal(queued.import.requested_by, 'Ada Admin');

      let status: Json = {};
      for (let tries = 0; tries < 120; tries++) {
        const read = await fetch(`${app.baseUrl}/api/admin/tarbel/imports/${queued.import.id}`, {
          headers: superUser,
        });
        assert.equal(read.status, 200);
        status = (await read.json()) as Json;
        if (status.status === 'done' || status.status === 'failed') break;
        await sleep(250);
      }
      assert.equal(status.status, 'done', JSON.stringify(status));
      assert.ok(status.rows_done > 0);

      const [entry] = await t.database.db
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.action, 'tariff-import.queued'));
      assert.equal(entry?.actor, 'Ada Admin');
      assert.equal(entry?.entityId, queued.import.id);

      const page = (await (
        await fetch(`${app.baseUrl}/api/admin/tarbel`, { headers: superUser })
      ).json()) as Json;
      assert.equal(page.auto_download, false);
      assert.equal(page.imports[0].id, queued.import.id);
      assert.equal(page.max_upload_bytes, 2 * 1024 ** 3);
    });

    it('refuses what is not an extraction, saying why, and keeps nothing of it', async () => {
      const before = await uploadsLeft();
      const notZip = await upload(
        formOf('export-20260101-20260131.zip', Buffer.from('%PDF-1.7 not a zip')),
      );
      assert.equal(notZip.status, 415);
      assert.match(((await notZip.json()) as Json).detail, /not a ZIP archive/);

      const broken = (await readFile(SAMPLE)).subarray(0, 900);
      const cut = await upload(formOf('cut.zip', broken));
      assert.equal(cut.status, 400);
      const cutProblem = (await cut.json()) as Json;
      assert.match(cutProblem.type, /tariff-file-refused$/);

      const noXml = await upload(formOf('d.zip', await zipOf({ 'readme.txt': 'hello' })));
      assert.equal(noXml.status, 400);
      assert.match(((await noXml.json()) as Json).detail, /holds no XML file/);

      const otherXml = await upload(
        formOf(
          'd.zip',
          await zipOf({ 'x.xml': '<?xml version="1.0"?><Invoice><n>1</n></Invoice>' }),
        ),
      );
      assert.equal(otherXml.status, 400);
      assert.match(
        ((await otherXml.json()) as Json).detail,
        /Invoice document, not a TariffHistoryResponse/,
      );

      const badKind = await upload(formOf('d.zip', await readFile(SAMPLE), { kind: 'partial' }));
      assert.equal(badKind.status, 422);

      const json = await fetch(`${app.baseUrl}/api/admin/tarbel/imports`, {
        method: 'POST',
        headers: { ...admin, 'content-type': 'application/json' },
        body: '{}',
      });
      assert.equal(json.status, 415);

      assert.equal(await uploadsLeft(), before);
      const imports = await t.database.db.select().from(schema.tariffImports);
      assert.equal(imports.length, 1, 'only the good extraction was ever queued');
    });

    it('refuses a body larger than the limit from its Content-Length, before reading it', async () => {
      const url = new URL(`${app.baseUrl}/api/admin/tarbel/imports`);
      const started = performance.now();
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            path: url.pathname,
            method: 'POST',
            headers: {
              ...admin,
              'content-type': 'multipart/form-data; boundary=x',
              'content-length': String(3 * 1024 ** 3),
            },
          },
          (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          },
        );
        request.on('error', reject);
        request.write('--x\r\n');
      });
      assert.equal(answer.status, 413);
      assert.match(answer.body, /file-too-large/);
      assert.ok(performance.now() - started < 5000);
    });

    it('lets a SuperUser read but not upload', async () => {
      const response = await upload(formOf('x.zip', await readFile(SAMPLE)), superUser);
      assert.equal(response.status, 403);
      assert.equal(
        (await fetch(`${app.baseUrl}/api/admin/tarbel`, { headers: superUser })).status,
        200,
      );
    });
  });
}
