import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { ZipFile } from 'yazl';
import { installEmbeddedSnapshot } from '../../src/reference/index.ts';
import { setRuntimeSetting } from '../../src/runtime-settings/index.ts';
import { sharedDir } from '../support/samples.ts';
import {
  ensureWebBuild,
  launchBrowser,
  shoot,
  startWebApp,
  type WebApp,
} from '../support/web-browser.ts';
// Last: its check that PostgreSQL answers (3 s) runs after every other module has loaded.
import { databaseKinds, type TestDatabase } from '../support/databases.ts';

const SAMPLE_DIR = join(sharedDir, 'refdata/tariff/uk-cds-eurodyn-sample');
const HEADER =
  'Change,Country,Location,Name,NameWoDiacritics,Subdivision,Status,Function,Date,IATA,Coordinates,Remarks';
const SYNCED_CSV = [
  HEADER,
  ',BE,ANR,Antwerpen,Antwerpen,VAN,AI,12345---,0701,,5113N 00425E,',
  ',BE,GNE,Gent,Gent,VOV,AI,12345---,0701,,5103N 00343E,',
].join('\n');
const UPLOADED_CSV = [
  HEADER,
  ',BE,ANR,Antwerpen,Antwerpen,VAN,AI,12345---,0701,,5113N 00425E,',
  ',BE,ZEE,Zeebrugge,Zeebrugge,VWV,AI,1-3-----,0701,,5120N 00312E,',
  ',BE,OST,Oostende,Oostende,VWV,AI,1-34----,0701,,5114N 00255E,',
].join('\n');

/**
 * The sample extraction's XML in a ZIP with 12 MB of stored padding beside it (an extraction may
 * hold other files; only its one XML is read): large enough for the upload's progress to show
 * while the browser's upload is throttled.
 */
const paddedExtraction = (path: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const zip = new ZipFile();
    zip.addBuffer(readFileSync(join(SAMPLE_DIR, 'export-20251006T154600.xml')), 'export.xml');
    zip.addBuffer(randomBytes(12 * 1024 * 1024), 'padding.bin', { compress: false });
    zip.end();
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => void writeFile(path, Buffer.concat(chunks)).then(resolve));
    zip.outputStream.on('error', reject);
  });

let browser: Browser;
before(async () => {
  await ensureWebBuild();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

for (const kind of databaseKinds.filter((candidate) => candidate.name === 'postgres')) {
  describe(`the reference-data imports in the browser on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let web: WebApp;
    let folder: string;
    let remote: Server;
    before(async () => {
      t = await kind.open();
      await installEmbeddedSnapshot(t.database.db);
      folder = await mkdtemp(join(tmpdir(), 'reference-imports-'));
      remote = createServer((_request, response) =>
        response.writeHead(200, { 'content-type': 'text/csv' }).end(SYNCED_CSV),
      );
      await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
      await setRuntimeSetting(
        t.database.db,
        'locode:csv_url',
        `http://127.0.0.1:${(remote.address() as AddressInfo).port}/code-list.csv`,
        'test',
      );
      web = await startWebApp(
        t.database,
        { Tarbel__DownloadFolder: join(folder, 'tarbel') },
        { jobs: 'work' },
      );
    });
    after(async () => {
      await web?.close();
      await t?.dispose();
      remote?.close();
      if (folder) await rm(folder, { recursive: true, force: true });
    });

    it('an admin uploads a tariff extraction, watches it arrive and sees it imported', async () => {
      const zip = join(folder, 'tariff_dailyExtract_v1_20251006T125959.zip');
      await paddedExtraction(zip);
      const { context, page } = await web.signIn(browser, 'ana', '/Admin/Tarbel');
      try {
        await page.getByRole('heading', { name: 'Tariff (Tarbel)' }).waitFor();
        await page.getByText(/tarbel:auto_download is off/).waitFor();
        await page.getByText(/No extraction imported yet/).waitFor();
        await page.locator('input[type=file]').setInputFiles(zip);
        // About 3 MB a second: the 12 MB take a few seconds, long enough to see them arrive.
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 0,
          downloadThroughput: -1,
          uploadThroughput: 3 * 1024 * 1024,
        });
        await page.getByRole('button', { name: 'Upload and import' }).click();
        const progress = page.getByText(/^Uploading… (\d+) %$/);
        await progress.waitFor();
        const seen = new Set<number>();
        while (await progress.isVisible().catch(() => false)) {
          const text = (await progress.textContent().catch(() => '')) ?? '';
          const percent = Number(/(\d+) %/.exec(text)?.[1]);
          if (Number.isFinite(percent)) seen.add(percent);
          await page.waitForTimeout(150);
        }
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 0,
          downloadThroughput: -1,
          uploadThroughput: -1,
        });
        assert.ok(
          [...seen].some((percent) => percent > 0 && percent < 100),
          `the bar moved between 0 and 100 % (${[...seen].join(', ')})`,
        );
        await page.getByText(/is queued; its import shows below/).waitFor();
        const imports = page.getByRole('table', { name: 'Imports' });
        await imports.getByText('Done').waitFor({ timeout: 30_000 });
        await imports.getByText('tariff_dailyExtract_v1_20251006T125959.zip').waitFor();
        await imports.getByText('Ana Admin').waitFor();
        await imports.getByText(/^\d+ records$/).waitFor();
        await shoot(page, 'admin-tarbel');
      } finally {
        await context.close();
      }
    });

    it('an admin runs the UN/LOCODE sync now and follows it to its outcome; a SuperUser may only look', async () => {
      const { context, page } = await web.signIn(browser, 'ana', '/Admin/DataSync');
      try {
        await page.getByRole('heading', { name: 'Data sync' }).waitFor();
        await page.getByText(/Next daily cycle: \d\d\/\d\d\/\d{4} 0[34]:00/).waitFor();
        const lists = page.getByRole('table', { name: 'Reference lists' });
        await lists
          .getByRole('row', { name: /Code lists, Transit, NCTS phase 6/ })
          .getByText('Embedded')
          .waitFor();
        await lists
          .getByRole('row', { name: /UN\/LOCODE locations/ })
          .getByText('None yet')
          .waitFor();
        await lists
          .getByRole('row', { name: /^Tariff/ })
          .getByText('Imported')
          .waitFor();

        await page.getByRole('button', { name: 'Run UN/LOCODE now' }).click();
        const row = page.locator('tr[data-sync="locodes"]');
        await row.getByText('Done').waitFor({ timeout: 20_000 });
        await row.getByText('OK').waitFor();
        await row.getByText(/2 locations/).waitFor();
        await lists
          .getByRole('row', { name: /UN\/LOCODE locations/ })
          .getByText('2 locations')
          .waitFor();
        assert.ok(
          await page
            .getByRole('button', { name: 'Run EU code lists and customs offices now' })
            .isDisabled(),
          'a sync without a source cannot be run',
        );
        await shoot(page, 'admin-data-sync');
      } finally {
        await context.close();
      }

      const superUser = await web.signIn(browser, 'sam', '/Admin/DataSync');
      try {
        await superUser.page.getByText('Running a sync now is for administrators.').waitFor();
        assert.equal(await superUser.page.getByRole('button', { name: /now$/ }).count(), 0);
      } finally {
        await superUser.context.close();
      }
    });

    it('an admin imports a UN/LOCODE file and finds one of its codes', async () => {
      const csv = join(folder, 'code-list.csv');
      await writeFile(csv, UPLOADED_CSV);
      const { context, page } = await web.signIn(browser, 'ana', '/Admin/Locode');
      try {
        await page.getByRole('heading', { name: 'UN/LOCODE' }).waitFor();
        await page.locator('input[type=file]').setInputFiles(csv);
        await page.getByRole('button', { name: 'Upload and import' }).click();
        await page.getByText('code-list.csv is queued; its import shows below.').waitFor();
        await page.getByText(/code-list\.csv · 3 locations/).waitFor({ timeout: 20_000 });
        await page.getByLabel('Search a code or a place').fill('Zeebrugge');
        const hits = page.getByRole('table', { name: 'UN/LOCODE' });
        await hits.getByText('BEZEE').waitFor();
        await shoot(page, 'admin-locode-import');
      } finally {
        await context.close();
      }
    });
  });
}
