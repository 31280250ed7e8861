import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { schema } from '../../src/db/index.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { signedIn } from '../support/sessions.ts';

type Json = Record<string, any>;

/** The data package's form: a header row, then UNECE's columns. */
const PACKAGE_CSV = [
  'Change,Country,Location,Name,NameWoDiacritics,Subdivision,Status,Function,Date,IATA,Coordinates,Remarks',
  ',BE,ANR,Antwerpen,Antwerpen,VAN,AI,12345---,0701,,5113N 00425E,',
  ',BE,ZEE,Zeebrugge,Zeebrugge,VWV,AI,1-3-----,0701,,5120N 00312E,',
  ',NL,RTM,Rotterdam,Rotterdam,ZH,AF,12345---,0701,,5155N 00430E,',
].join('\n');

/** UNECE's form in three parts (no header, Latin-1): Liège's è is one byte. */
const UNECE_PARTS = [
  Buffer.from(
    ',"BE",,".BELGIUM",,,,,,,,\r\n,"BE","GNE","Gent","Gent","VOV","AI","12345---","0701",,"5103N 00343E",\r\n',
    'latin1',
  ),
  Buffer.from(
    ',"BE","LGG","Liège","Liege","WLG","AI","1--4----","0701",,"5038N 00534E",\r\n',
    'latin1',
  ),
  Buffer.from(
    ',"FR","PAR","Paris","Paris","75","AI","1234----","0701",,"4852N 00220E",\r\n',
    'latin1',
  ),
];

const formOf = (files: readonly (readonly [string, Buffer | string])[]) => {
  const form = new FormData();
  for (const [name, bytes] of files) form.append('file', new Blob([bytes]), name);
  return form;
};

for (const kind of databaseKinds) {
  describe(`/Admin/Locode's import through its API on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let app: TestApp;
    let folder: string;
    let admin: Record<string, string>;
    let superUser: Record<string, string>;
    before(async () => {
      t = await kind.open();
      folder = await mkdtemp(join(tmpdir(), 'locode-upload-'));
      app = await startTestApp(t.database, {
        jobs: 'work',
        env: { Storage__UploadFolder: folder, Tarbel__DownloadFolder: folder },
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
      fetch(`${app.baseUrl}/api/admin/locode/imports`, { method: 'POST', headers, body: form });
    const filesLeft = async () =>
      (await readdir(join(folder, '.locode-imports')).catch(() => [] as string[])).length;
    const finished = async (id: string) => {
      for (let tries = 0; tries < 120; tries++) {
        const read = await fetch(`${app.baseUrl}/api/admin/locode/imports/${id}`, {
          headers: superUser,
        });
        assert.equal(read.status, 200);
        const run = (await read.json()) as Json;
        if (run.outcome !== 'running') return run;
        await sleep(250);
      }
      throw new Error('the import did not finish');
    };
    const search = async (q: string) =>
      (await (
        await fetch(`${app.baseUrl}/api/locodes/search?q=${encodeURIComponent(q)}`, {
          headers: superUser,
        })
      ).json()) as Json[];

    it('imports an uploaded CSV through the worker, audited under the admin; the code is then found', async () => {
      const response = await upload(formOf([['code-list.csv', PACKAGE_CSV]]));
      assert.equal(response.status, 202, await response.clone().text());
      const { run } = (await response.json()) as Json;
      assert.equal(run.outcome, 'running');
      assert.equal(run.scope, 'code-list.csv');
      const done = await finished(run.id);
      assert.equal(done.outcome, 'ok', JSON.stringify(done));
      assert.equal(done.entries, 3);
      assert.deepEqual(
        (await search('BEZEE')).map((hit) => hit.code),
        ['BEZEE'],
      );
      const actions = (
        await t.database.db
          .select()
          .from(schema.auditLog)
          .where(eq(schema.auditLog.entityId, run.id))
      ).map((entry) => `${entry.action} ${entry.actor}`);
      assert.deepEqual(actions.sort(), [
        'locodes.import-queued Ada Admin',
        'locodes.imported Ada Admin',
      ]);
      // The run is recorded as ended first; its folder goes right after.
      for (let tries = 0; tries < 50 && (await filesLeft()) > 0; tries++)
        await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(await filesLeft(), 0, 'the received files are removed once imported');
    });

    it("takes UNECE's three parts as one list, in the order sent", async () => {
      const response = await upload(
        formOf(UNECE_PARTS.map((bytes, index) => [`CodeListPart${index + 1}.csv`, bytes] as const)),
      );
      assert.equal(response.status, 202, await response.clone().text());
      const { run } = (await response.json()) as Json;
      assert.equal(run.scope, 'CodeListPart1.csv + CodeListPart2.csv + CodeListPart3.csv');
      const done = await finished(run.id);
      assert.equal(done.outcome, 'ok', JSON.stringify(done));
      assert.equal(done.entries, 3);
      assert.equal((await search('BELGG'))[0]?.name, 'Liège');
      assert.deepEqual(await search('BEZEE'), [], 'the list was replaced whole');
    });

    it('refuses what is not a UN/LOCODE list before queueing anything, and keeps nothing of it', async () => {
      const runsBefore = await t.database.db.select().from(schema.referenceSyncs);
      const pdf = await upload(
        formOf([['list.csv', '%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\n']]),
      );
      assert.equal(pdf.status, 400);
      const problem = (await pdf.json()) as Json;
      assert.match(problem.type, /locode-file-refused$/);
      assert.match(problem.detail, /not a UN\/LOCODE list/);

      const zip = await upload(formOf([['list.zip', Buffer.from('PK\u0003\u0004rest')]]));
      assert.equal(zip.status, 415);

      const fourFiles = await upload(
        formOf(UNECE_PARTS.concat(UNECE_PARTS[0]!).map((b) => ['p.csv', b] as const)),
      );
      assert.equal(fourFiles.status, 413);

      const empty = await upload(formOf([['list.csv', '']]));
      assert.equal(empty.status, 422);

      const wrongField = new FormData();
      wrongField.set('upload', new Blob([PACKAGE_CSV]), 'code-list.csv');
      assert.equal((await upload(wrongField)).status, 422);

      assert.equal(await filesLeft(), 0);
      assert.equal(
        (await t.database.db.select().from(schema.referenceSyncs)).length,
        runsBefore.length,
      );
      assert.equal((await search('BELGG'))[0]?.name, 'Liège', 'the list is as it was');
    });

    it('cuts off a file that grows past 100 MB while it arrives, and keeps nothing of it', async () => {
      const url = new URL(`${app.baseUrl}/api/admin/locode/imports`);
      let sent = 0;
      const status = await new Promise<number>((resolve, reject) => {
        const request = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            path: url.pathname,
            method: 'POST',
            // No Content-Length: chunked, so only the bytes themselves tell the size.
            headers: { ...admin, 'content-type': 'multipart/form-data; boundary=x' },
          },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        );
        request.on('error', () => resolve(-1));
        request.write(
          '--x\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\n',
        );
        const chunk = Buffer.alloc(1024 * 1024, 'a');
        const pump = () => {
          while (sent < 200 * 1024 * 1024) {
            sent += chunk.length;
            if (!request.write(chunk)) return void request.once('drain', pump);
          }
          request.end('\r\n--x--\r\n');
        };
        pump();
        setTimeout(() => reject(new Error('no answer')), 30_000).unref();
      });
      assert.equal(status, 413);
      assert.ok(sent < 125 * 1024 * 1024, `refused before the whole body was sent (${sent} bytes)`);
      await sleep(100);
      assert.equal(await filesLeft(), 0);
    });

    it('lets a SuperUser follow imports but not upload', async () => {
      assert.equal((await upload(formOf([['code-list.csv', PACKAGE_CSV]]), superUser)).status, 403);
      const runs = (await (
        await fetch(`${app.baseUrl}/api/admin/locode/imports`, { headers: superUser })
      ).json()) as Json[];
      assert.equal(runs.length, 2);
      assert.ok(runs.every((run) => run.outcome === 'ok'));
    });
  });
}
