import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { openEmbedded, openPostgres, type Database } from '../src/db/index.ts';
import { lookupTariffLine, searchTariff } from '../src/reference/tariff/index.ts';
import { createPostgresDatabase } from '../test/support/databases.ts';
import {
  documentHead,
  DOCUMENT_TAIL,
  footnoteItem,
  goodsItem,
  importFile,
  measureItem,
  SAMPLE_ZIP,
  startTariffEngine,
  writeZip,
} from '../test/reference/tariff-fixtures.ts';
import type { Row } from './foundation.ts';

const TARGET_BYTES = 200 * 2 ** 20;
const HOUR = 3_600_000;
const MB = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

/**
 * One goods line as a real extraction carries it: the line with two description periods in three
 * languages and an indent, its supplementary unit (109), VAT and a duty measure the import reads
 * past, now and then a footnote.
 */
const lineItems = (n: number): string[] => {
  const code = String(1_000_000_000 + n * 10);
  const words = `${n} – article synthétique, pièces détachées et accessoires, en métal commun`;
  return [
    goodsItem({
      sid: 200_000 + n,
      code,
      indent: 1 + (n % 6),
      periods: [
        {
          sid: 2_000_000 + n,
          from: '2015-01-01',
          texts: {
            EN: `Synthetic article ${n}, parts and accessories thereof, of base metal, other than those of heading 7318`,
            FR: `Article ${words}, autres que ceux du n° 7318`,
            NL: `Synthetisch artikel ${n}, delen en toebehoren daarvan, van onedel metaal, andere dan bedoeld bij post 7318`,
          },
        },
        {
          sid: 3_000_000 + n,
          from: '2026-01-01',
          texts: {
            EN: `Synthetic article ${n} (2026 wording), parts and accessories of base metal`,
            FR: `Article ${words} (libellé 2026)`,
            NL: `Synthetisch artikel ${n} (bewoording 2026), delen en toebehoren van onedel metaal`,
          },
        },
      ],
    }),
    measureItem({ sid: 10_000_000 + n, type: '109', code, unit: 'NAR' }),
    measureItem({ sid: 20_000_000 + n, type: 'VTS', code, amount: '21.000' }),
    measureItem({ sid: 30_000_000 + n, type: '103', code, amount: '2.700' }),
    ...(n % 10 === 0 ? [footnoteItem(n)] : []),
  ];
};

/** About 200 MB of XML, generated as it is zipped: never held whole, here either. */
const writeSynthetic = async (path: string) => {
  let records = 0;
  let bytes = 0;
  let lines = 0;
  const xml = Readable.from(
    (function* () {
      const head = `${documentHead()}\n`;
      bytes += head.length;
      yield head;
      while (bytes < TARGET_BYTES) {
        const items = lineItems(lines++);
        records += items.length;
        const text = `${items.join('\n')}\n`;
        bytes += Buffer.byteLength(text);
        yield text;
      }
      yield DOCUMENT_TAIL;
    })(),
  );
  await writeZip(path, [{ name: 'export-20260101T000000.xml', content: xml }]);
  return { records, lines, xmlBytes: bytes, zipBytes: statSync(path).size };
};

/** Peak resident set size and heap while `work` runs, sampled every 100 ms. */
const sampled = async <T>(work: () => Promise<T>) => {
  const start = process.memoryUsage();
  let rss = start.rss;
  let heap = start.heapUsed;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  }, 100);
  const began = performance.now();
  try {
    const result = await work();
    return { result, ms: performance.now() - began, start, rss, heap };
  } finally {
    clearInterval(timer);
  }
};

const scenarios = async (
  name: string,
  database: Database,
  synthetic: { path: string; records: number; lines: number; xmlBytes: number; zipBytes: number },
): Promise<Row[]> => {
  await database.migrate();
  const { engine } = await startTariffEngine(database, { env: { Tarbel__VatMeasureTypes: 'VTS' } });
  try {
    const sample = await sampled(() =>
      importFile(database, engine, resolve(SAMPLE_ZIP), 'delta', HOUR),
    );
    const full = await sampled(() => importFile(database, engine, synthetic.path, 'full', HOUR));
    if (full.result.status !== 'done') throw new Error(`the import failed: ${full.result.error}`);
    const rate = Math.round(synthetic.records / (full.ms / 1000));
    const lookups = 200;
    const looked = await sampled(async () => {
      for (let n = 0; n < lookups; n++)
        await lookupTariffLine(
          database.db,
          String(1_000_000_000 + ((n * 7919) % synthetic.lines) * 10),
          '2026-11-25',
        );
    });
    const searches = 50;
    const searched = await sampled(async () => {
      for (let n = 0; n < searches; n++)
        await searchTariff(database.db, {
          q: `synthetisch artikel ${n * 97}`,
          limit: 20,
          date: '2026-11-25',
        });
    });
    return [
      {
        scenario: 'tariff import: shared sample (5 records, delta)',
        database: name,
        figures: `${sample.result.status} in ${Math.round(sample.ms)} ms (job queued to done)`,
      },
      {
        scenario: `tariff import: synthetic full extraction (${synthetic.records.toLocaleString('en')} records, ${synthetic.lines.toLocaleString('en')} goods lines; ${MB(synthetic.xmlBytes)} XML, ${MB(synthetic.zipBytes)} ZIP)`,
        database: name,
        figures: `${(full.ms / 1000).toFixed(1)} s: ${rate.toLocaleString('en')} records/s; peak RSS ${MB(full.rss)} (${MB(full.start.rss)} before), peak heap ${MB(full.heap)}`,
        rate,
      },
      {
        scenario: `tariff lookup after it (${lookups} codes, one at a time)`,
        database: name,
        figures: `${((looked.ms * 1000) / lookups / 1000).toFixed(2)} ms each`,
        rate: Math.round(lookups / (looked.ms / 1000)),
      },
      {
        scenario: `tariff search after it (${searches} queries of two words, one at a time)`,
        database: name,
        figures: `${(searched.ms / searches).toFixed(1)} ms each`,
        rate: Math.round(searches / (searched.ms / 1000)),
      },
    ];
  } finally {
    await engine.stop(5000);
  }
};

/** `npm run bench tariff`: the Tarbel import on both databases, its speed and memory. */
export const tariffScenarios = async (): Promise<Row[]> => {
  const folder = mkdtempSync(join(tmpdir(), 'bench-tariff-'));
  try {
    const path = join(folder, 'export-20260101-20260131.zip');
    const synthetic = { path, ...(await writeSynthetic(path)) };
    const rows: Row[] = [];
    const fresh = await createPostgresDatabase();
    const postgres = await openPostgres(fresh.connectionString, {
      poolSize: 10,
      onPoolError: () => {},
    });
    try {
      rows.push(...(await scenarios('PostgreSQL', postgres, synthetic)));
    } finally {
      await postgres.close();
      await fresh.drop();
    }
    const embedded = await openEmbedded(join(folder, 'db'), { waitMs: 0, onCompromised: () => {} });
    try {
      rows.push(...(await scenarios('PGlite', embedded, synthetic)));
    } finally {
      await embedded.close();
    }
    return rows;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};
