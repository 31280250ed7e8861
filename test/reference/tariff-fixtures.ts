import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import assert from 'node:assert/strict';
import pino from 'pino';
import { ZipFile } from 'yazl';
import type { Database } from '../../src/db/index.ts';
import { createJobEngine, type JobEngine } from '../../src/jobs/index.ts';
import {
  enqueueTariffImport,
  findTariffImport,
  tariffJobs,
  type TariffImportKind,
  type TariffImportView,
  type TariffJobOptions,
} from '../../src/reference/tariff/index.ts';
import { testSettings } from '../support/app.ts';

/** Test helpers for Tarbel extractions: records in the TariffHistoryResponse format, ZIPs, an engine. */

export const SAMPLE_ZIP =
  '../shared/refdata/tariff/uk-cds-eurodyn-sample/tariff_dailyExtract_v1_20251006T125959.zip';
export const NS = 'http://www.eurodyn.com/Tariff/services/DispatchDataExportXMLData/v03';

const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const meta = (op: string) =>
  `<metainfo><opType>${op}</opType><origin>N</origin><status>L</status><transactionDate>2026-01-01T10:00:00</transactionDate></metainfo>`;

export interface PeriodSpec {
  readonly sid: number;
  readonly from: string;
  readonly op?: 'C' | 'U' | 'D';
  readonly texts?: Partial<Record<'EN' | 'FR' | 'NL', string>>;
}

export const goodsItem = (spec: {
  sid: number;
  code: string;
  op?: 'C' | 'U' | 'D';
  suffix?: string;
  from?: string;
  to?: string;
  indent?: number;
  periods?: readonly PeriodSpec[];
}) => {
  const op = spec.op ?? 'C';
  const periods = (spec.periods ?? [])
    .map(
      (period) =>
        `<goodsNomenclatureDescriptionPeriod><hjid>1</hjid>${meta(period.op ?? op)}<sid>${period.sid}</sid><validityStartDate>${period.from}T00:00:00</validityStartDate>${Object.entries(
          period.texts ?? {},
        )
          .map(
            ([language, text]) =>
              `<goodsNomenclatureDescription><hjid>2</hjid>${meta(period.op ?? op)}<description>${esc(text)}</description><language><hjid>9</hjid><languageId>${language}</languageId></language></goodsNomenclatureDescription>`,
          )
          .join('')}</goodsNomenclatureDescriptionPeriod>`,
    )
    .join('');
  const indent =
    spec.indent === undefined
      ? ''
      : `<goodsNomenclatureIndents><hjid>3</hjid>${meta(op)}<sid>${spec.sid + 1_000_000}</sid><numberIndents>${String(spec.indent).padStart(2, '0')}</numberIndents><validityStartDate>${spec.from ?? '2020-01-01'}T00:00:00</validityStartDate></goodsNomenclatureIndents>`;
  return `<TariffHistoryItem><findGoodsNomenclatureByDatesResponse><GoodsNomenclature><hjid>4</hjid>${meta(op)}<sid>${spec.sid}</sid><goodsNomenclatureItemId>${spec.code}</goodsNomenclatureItemId><produclineSuffix>${spec.suffix ?? '80'}</produclineSuffix><statisticalIndicator>0</statisticalIndicator><validityStartDate>${spec.from ?? '2020-01-01'}T00:00:00</validityStartDate>${spec.to ? `<validityEndDate>${spec.to}T23:59:59</validityEndDate>` : ''}${periods}${indent}</GoodsNomenclature></findGoodsNomenclatureByDatesResponse></TariffHistoryItem>`;
};

export const measureItem = (spec: {
  sid: number;
  type: string;
  code: string;
  op?: 'C' | 'U' | 'D';
  from?: string;
  to?: string;
  unit?: string;
  qualifier?: string;
  amount?: string;
}) => {
  const op = spec.op ?? 'C';
  const component =
    spec.unit || spec.amount
      ? `<measureComponent><hjid>5</hjid>${meta(op)}${spec.amount ? `<dutyAmount>${spec.amount}</dutyAmount>` : ''}<dutyExpression><hjid>6</hjid><dutyExpressionId>01</dutyExpressionId></dutyExpression>${spec.unit ? `<measurementUnit><hjid>7</hjid><measurementUnitCode>${spec.unit}</measurementUnitCode></measurementUnit>` : ''}${spec.qualifier ? `<measurementUnitQualifier><hjid>8</hjid><measurementUnitQualifierCode>${spec.qualifier}</measurementUnitQualifierCode></measurementUnitQualifier>` : ''}</measureComponent>`
      : '';
  return `<TariffHistoryItem><findMeasureByDatesResponseHistory><Measure><hjid>9</hjid>${meta(op)}<sid>${spec.sid}</sid><validityStartDate>${spec.from ?? '2020-01-01'}T00:00:00</validityStartDate>${spec.to ? `<validityEndDate>${spec.to}T23:59:59</validityEndDate>` : ''}<geographicalArea><hjid>10</hjid><sid>1</sid><geographicalAreaId>1011</geographicalAreaId></geographicalArea><goodsNomenclature><hjid>11</hjid><sid>1</sid><goodsNomenclatureItemId>${spec.code}</goodsNomenclatureItemId><produclineSuffix>80</produclineSuffix></goodsNomenclature><measureType><hjid>12</hjid><measureTypeId>${spec.type}</measureTypeId></measureType>${component}</Measure></findMeasureByDatesResponseHistory></TariffHistoryItem>`;
};

/** An item the service reads past (a footnote). */
export const footnoteItem = (id: number) =>
  `<TariffHistoryItem><findFootnoteByDatesResponse><Footnote><hjid>1</hjid>${meta('C')}<footnoteId>${id}</footnoteId><validityStartDate>2020-01-01T00:00:00</validityStartDate></Footnote></findFootnoteByDatesResponse></TariffHistoryItem>`;

export const documentHead = (total?: number) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<ns2:TariffHistoryResponse xmlns:ns2="${NS}">${total === undefined ? '' : `<ResultsInfo><totalRecords>${total}</totalRecords><executionDate>2026-01-02T00:15:30</executionDate></ResultsInfo>`}`;
export const DOCUMENT_TAIL = '</ns2:TariffHistoryResponse>\n';

export const extractionXml = (items: readonly string[], total = items.length) =>
  `${documentHead(total)}\n${items.join('\n')}\n${DOCUMENT_TAIL}`;

/** A ZIP of the given entries (text or a stream), written with yazl. */
export const writeZip = async (
  path: string,
  entries: readonly { name: string; content: string | Buffer | Readable }[],
): Promise<string> => {
  const zip = new ZipFile();
  for (const entry of entries) {
    if (entry.content instanceof Readable) zip.addReadStream(entry.content, entry.name);
    else zip.addBuffer(Buffer.from(entry.content), entry.name);
  }
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(path));
  return path;
};

export const writeExtraction = (folder: string, name: string, items: readonly string[]) =>
  writeZip(join(folder, name), [
    { name: name.replace(/\.zip$/, '.xml'), content: extractionXml(items) },
  ]);

/** Goods line n of a synthetic extraction: a distinct 10-digit code, descriptions in three languages. */
export const syntheticGoods = (n: number, padding = 0) => {
  const pad = padding > 0 ? ` ${'x'.repeat(padding)}` : '';
  return goodsItem({
    sid: 100_000 + n,
    code: String(1_000_000_000 + n * 10),
    indent: 2,
    periods: [
      {
        sid: 500_000 + n,
        from: '2020-01-01',
        texts: {
          EN: `Synthetic article ${n}${pad}`,
          FR: `Article synthétique ${n}${pad}`,
          NL: `Synthetisch artikel ${n}${pad}`,
        },
      },
    ],
  });
};

/** A synthetic extraction of `count` goods lines, generated as it is zipped: never held whole. */
export const writeSyntheticExtraction = async (path: string, count: number, padding = 0) => {
  const xml = Readable.from(
    (function* () {
      yield `${documentHead(count)}\n`;
      for (let n = 0; n < count; n++) yield `${syntheticGoods(n, padding)}\n`;
      yield DOCUMENT_TAIL;
    })(),
  );
  return writeZip(path, [{ name: 'export.xml', content: xml }]);
};

export const tempFolder = async () => {
  const folder = await mkdtemp(join(tmpdir(), 'tariff-test-'));
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
};

export const quietLogger = pino({ level: 'silent' });

/** A job engine running the tariff's jobs on a test database, as the service composes them. */
export const startTariffEngine = async (
  database: Database,
  options: TariffJobOptions & { env?: NodeJS.ProcessEnv } = {},
) => {
  const { env, ...jobOptions } = options;
  const deps = {
    db: database.db,
    settings: testSettings(env),
    logger: quietLogger,
    jobs: (): JobEngine => engine,
  };
  const jobs = tariffJobs(deps, jobOptions);
  const engine = createJobEngine({
    database,
    definitions: jobs.definitions,
    logger: quietLogger,
    pollingIntervalSeconds: 0.5,
  });
  await engine.start();
  return { engine, deps };
};

export const waitFor = async (
  what: string,
  condition: () => Promise<boolean> | boolean,
  ms = 60_000,
) => {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await sleep(100);
  }
};

/** Queues an import and waits until it is done or failed. */
export const importFile = async (
  database: Database,
  engine: JobEngine,
  path: string,
  kind: TariffImportKind,
  timeoutMs = 60_000,
): Promise<TariffImportView> => {
  const { import: queued } = await enqueueTariffImport(
    { db: database.db, jobs: engine },
    { path, kind, requestedBy: 'test' },
  );
  let final: TariffImportView | undefined;
  await waitFor(
    `the import of ${path}`,
    async () => {
      final = await findTariffImport(database.db, queued.id);
      return final?.status === 'done' || final?.status === 'failed';
    },
    timeoutMs,
  );
  return final!;
};
