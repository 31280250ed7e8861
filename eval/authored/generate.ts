import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { format, resolveConfig } from 'prettier';
import { checkCommodityCodes } from './data/cn.ts';
import { expectedOf } from './expected.ts';
import { PLAN } from './plan.ts';
import { printPdf } from './render/pdf.ts';
import { scanPdf } from './render/scan.ts';
import { buildDoc } from './scenario/index.ts';
import { writeCsv } from './sheets/csv.ts';
import { buildGrid } from './sheets/grid.ts';
import { writeXlsx } from './sheets/xlsx.ts';
import { renderHtml } from './templates/index.ts';

/**
 * Writes the authored evaluation corpus: every document of the plan and its expected values, to
 * eval/corpus/authored/. Deterministic: the same plan writes the same files.
 *
 *   node --import tsx eval/authored/generate.ts [name-filter]
 */

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', 'corpus', 'authored');
const filter = process.argv[2];
/** Debian's Chromium. */
const CHROMIUM = '/usr/bin/chromium';

const main = async (): Promise<void> => {
  const started = Date.now();
  console.log(checkCommodityCodes());
  mkdirSync(out, { recursive: true });
  if (!filter) {
    for (const file of readdirSync(out)) rmSync(join(out, file));
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    for (const spec of PLAN) {
      if (filter && !spec.name.includes(filter)) continue;
      const doc = buildDoc(spec);
      const ext = spec.format === 'scan' ? 'pdf' : spec.format;
      let bytes: Buffer;
      switch (spec.format) {
        case 'pdf':
          bytes = await printPdf(browser, renderHtml(doc, false));
          break;
        case 'scan':
          bytes = await scanPdf(browser, renderHtml(doc, true), doc.name);
          break;
        case 'xlsx':
          bytes = await writeXlsx(doc, buildGrid(doc));
          break;
        case 'csv':
          bytes = writeCsv(doc, buildGrid(doc), spec.legacyEncoding ?? false);
          break;
      }
      writeFileSync(join(out, `${doc.name}.${ext}`), bytes);
      // Written the way the repository's formatter writes JSON, so its format check passes.
      const expectedFile = join(out, `${doc.name}.expected.json`);
      const options = (await resolveConfig(expectedFile)) ?? {};
      const json = JSON.stringify(expectedOf(doc));
      writeFileSync(expectedFile, await format(json, { ...options, parser: 'json' }));
      console.log(
        `${doc.name}.${ext}  ${doc.lines.length} lines  ${(bytes.length / 1024).toFixed(0)} KB`,
      );
    }
  } finally {
    await browser.close();
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
};

await main();
