import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { planChanges } from '../../src/reference/tariff/plan-changes.ts';
import {
  extractionKey,
  extractionKindOf,
  extractionsIn,
  pendingExtractions,
} from '../../src/reference/tariff/extraction-names.ts';
import { readTariffItems, type TariffItem } from '../../src/reference/tariff/read-tariff-xml.ts';
import { changesOfItem, codePrefixOf } from '../../src/reference/tariff/record-changes.ts';
import { ExtractionFileError } from '../../src/reference/tariff/extraction-file-error.ts';
import {
  documentHead,
  DOCUMENT_TAIL,
  extractionXml,
  goodsItem,
  measureItem,
} from './tariff-fixtures.ts';

const itemsOf = async (xml: string, skip = 0) => {
  const items: TariffItem[] = [];
  let total: number | undefined;
  // Fed in small pieces, as a stream would: records span chunks.
  const chunks = xml.match(/[\s\S]{1,37}/g)!.map((chunk) => Buffer.from(chunk));
  for await (const event of readTariffItems(chunks, { skip, onTotal: (n) => (total = n) }))
    if (event.type === 'item') items.push(event.item);
  return { items, total };
};

const failure = async (xml: string | Buffer) => {
  try {
    for await (const _ of readTariffItems([Buffer.from(xml)], { skip: 0 }));
  } catch (error) {
    assert.ok(error instanceof ExtractionFileError, String(error));
    return error.message;
  }
  return assert.fail('no error');
};

const options = { vatMeasureTypes: new Set(['VTS']), kind: 'delta' as const };

describe('reading a TariffHistoryResponse', () => {
  it('streams items across chunk boundaries, with the declared total, and skips the applied ones unbuilt', async () => {
    const xml = extractionXml([
      goodsItem({ sid: 1, code: '0101210000' }),
      goodsItem({ sid: 2, code: '0101290000' }),
      goodsItem({ sid: 3, code: '0101300000' }),
    ]);
    const { items, total } = await itemsOf(xml);
    assert.equal(total, 3);
    assert.deepEqual(
      items.map((item) => [item.index, item.records.map((record) => record.name)]),
      [
        [0, ['GoodsNomenclature']],
        [1, ['GoodsNomenclature']],
        [2, ['GoodsNomenclature']],
      ],
    );
    const resumed = await itemsOf(xml, 2);
    assert.deepEqual(
      resumed.items.map((item) => item.index),
      [2],
    );
  });

  it('refuses what is not a well-formed UTF-8 TariffHistoryResponse, naming where', async () => {
    assert.match(await failure('<a/>'), /^the root element is a, not TariffHistoryResponse/);
    assert.match(
      await failure(`<!DOCTYPE x [<!ENTITY e "boom">]>${documentHead()}${DOCUMENT_TAIL}`),
      /document type declaration/,
    );
    assert.match(
      await failure(`${documentHead()}<TariffHistoryItem>&undefined;</TariffHistoryItem>`),
      /^malformed XML at line \d+, column \d+: undefined entity/,
    );
    assert.match(
      await failure(`${documentHead()}<TariffHistoryItem>`),
      /^malformed XML .*unclosed tag/,
    );
    assert.match(
      await failure('<?xml version="1.0" encoding="ISO-8859-1"?><TariffHistoryResponse/>'),
      /encoded in ISO-8859-1/,
    );
    assert.match(
      await failure(Buffer.concat([Buffer.from(documentHead()), Buffer.from([0xc3, 0x28])])),
      /not valid UTF-8/,
    );
    assert.match(await failure(''), /document must contain a root element/);
  });
});

describe('what a record changes', () => {
  const itemOf = async (xml: string) => (await itemsOf(extractionXml([xml]))).items[0]!;

  it('maps a goods line with its periods and indent; a deleted description keeps its language unsaid', async () => {
    const item = await itemOf(
      goodsItem({
        op: 'U',
        sid: 5,
        code: '8501101000',
        suffix: '80',
        from: '2020-01-01',
        to: '2026-12-31',
        indent: 3,
        periods: [
          { sid: 50, from: '2020-01-01', texts: { EN: 'Motors', FR: 'Moteurs' } },
          { sid: 51, op: 'D', from: '2024-01-01', texts: { EN: 'Old' } },
        ],
      }),
    );
    assert.deepEqual(changesOfItem(item, options), [
      {
        entity: 'goods',
        op: 'upsert',
        row: {
          sid: 5,
          code: '8501101000',
          suffix: '80',
          validFrom: '2020-01-01',
          validTo: '2026-12-31',
          indent: 3,
        },
      },
      {
        entity: 'description',
        op: 'upsert',
        row: {
          periodSid: 50,
          goodsSid: 5,
          validFrom: '2020-01-01',
          nl: null,
          fr: 'Moteurs',
          en: 'Motors',
        },
      },
      { entity: 'description', op: 'delete', sid: 51 },
    ]);
  });

  it('reads the supplementary unit with its qualifier and the VAT rate; other measures only stop counting in a delta', async () => {
    const unit = await itemOf(
      measureItem({ sid: -7, type: '109', code: '2204210000', unit: 'LTR', qualifier: 'A' }),
    );
    assert.deepEqual(changesOfItem(unit, options), [
      {
        entity: 'measure',
        op: 'upsert',
        row: {
          sid: -7,
          goodsSid: 1,
          code: '2204210000',
          codePrefix: '220421',
          measureType: '109',
          validFrom: '2020-01-01',
          validTo: null,
          unit: 'LTR A',
          amount: null,
          additionalCode: null,
          geographicalArea: '1011',
        },
      },
    ]);
    const vat = await itemOf(
      measureItem({ sid: 8, type: 'VTS', code: '2204000000', amount: '21' }),
    );
    assert.equal((changesOfItem(vat, options)[0] as { row: { amount: string } }).row.amount, '21');
    const duty = await itemOf(
      measureItem({ sid: 9, type: '103', code: '2204000000', amount: '32' }),
    );
    assert.deepEqual(changesOfItem(duty, options), [{ entity: 'measure', op: 'delete', sid: 9 }]);
    assert.deepEqual(changesOfItem(duty, { ...options, kind: 'full' }), []);
  });

  it('names the item and the field of a record the format does not allow', async () => {
    const item = await itemOf(goodsItem({ sid: 5, code: '8501101000', suffix: '8' }));
    assert.throws(() => changesOfItem(item, options), {
      message: 'item 1 (GoodsNomenclature): produclineSuffix 8 is not two digits',
    });
  });

  it('trims codes to the level measures apply from', () => {
    assert.equal(codePrefixOf('8501100000'), '850110');
    assert.equal(codePrefixOf('8500000000'), '85');
    assert.equal(codePrefixOf('8501101010'), '8501101010');
  });
});

describe('planning a batch', () => {
  const goods = (sid: number, indent: number | null) => ({
    entity: 'goods' as const,
    op: 'upsert' as const,
    row: { sid, code: '0101210000', suffix: '80', validFrom: '2020-01-01', validTo: null, indent },
  });
  const period = (periodSid: number, goodsSid: number, en: string | null, nl: string | null) => ({
    entity: 'description' as const,
    op: 'upsert' as const,
    row: { periodSid, goodsSid, validFrom: '2020-01-01', nl, fr: null, en },
  });

  it('merges what a later statement leaves out, forgets what a deletion came after, and deletes a line with its periods', () => {
    const plan = planChanges([
      goods(1, 2),
      goods(1, null),
      period(10, 1, 'Horses', null),
      period(10, 1, null, 'Paarden'),
      goods(2, 1),
      period(20, 2, 'Asses', null),
      { entity: 'goods', op: 'delete', sid: 2 },
      goods(3, 1),
      { entity: 'goods', op: 'delete', sid: 3 },
      goods(3, null),
    ]);
    assert.equal(plan.goods.upserts.get(1)?.indent, 2);
    assert.deepEqual(plan.descriptions.upserts.get(10), period(10, 1, 'Horses', 'Paarden').row);
    assert.equal(plan.goods.upserts.has(2), false);
    assert.equal(plan.descriptions.upserts.has(20), false, 'periods of a deleted line go with it');
    assert.deepEqual([...plan.goods.deleted].sort(), [2, 3]);
    assert.equal(
      plan.goods.upserts.get(3)?.indent,
      null,
      'created again: nothing merged from before',
    );
  });
});

describe('extraction names', () => {
  it('tells full extractions from deltas and orders them by the time their names say', () => {
    assert.equal(extractionKindOf('export-20260101-20260131.zip'), 'full');
    assert.equal(extractionKindOf('tariff_dailyExtract_v1_20251006T125959.zip'), 'delta');
    assert.equal(extractionKey('export-20260101-20260131.zip'), '20260131235959');
    assert.equal(extractionKey('tariff_dailyExtract_v1_20251006T125959.zip'), '20251006125959');
  });

  it('finds every ZIP a page mentions and keeps names that cannot leave a folder', () => {
    const page = `<a href="files/export-20260101-20260131.zip">full</a> <a href='/d/tariff_dailyExtract_v1_20260202T010000.zip'>x</a>
      {"files": ["tariff_dailyExtract_v1_20260201T010000.zip", "../evil%2F..%2Fx.zip"]}`;
    const found = extractionsIn(page, 'http://127.0.0.1:9/list/index.html');
    assert.deepEqual(
      found.map((e) => [e.name, e.url]),
      [
        [
          'export-20260101-20260131.zip',
          'http://127.0.0.1:9/list/files/export-20260101-20260131.zip',
        ],
        [
          'tariff_dailyExtract_v1_20260201T010000.zip',
          'http://127.0.0.1:9/list/tariff_dailyExtract_v1_20260201T010000.zip',
        ],
        [
          'tariff_dailyExtract_v1_20260202T010000.zip',
          'http://127.0.0.1:9/d/tariff_dailyExtract_v1_20260202T010000.zip',
        ],
      ],
    );
  });

  it('pends what is newer than the newest import, from the latest full extraction among them', () => {
    const available = [
      'tariff_dailyExtract_v1_20251230T010000.zip',
      'export-20251201-20251231.zip',
      'tariff_dailyExtract_v1_20260101T010000.zip',
      'export-20260101-20260131.zip',
      'tariff_dailyExtract_v1_20260201T010000.zip',
      'tariff_dailyExtract_v1_20260202T010000.zip',
    ].map((name) => ({ name, url: `http://x/${name}` }));
    const names = (list: { name: string }[]) => list.map((e) => e.name);
    assert.deepEqual(names(pendingExtractions(available, null)), [
      'export-20260101-20260131.zip',
      'tariff_dailyExtract_v1_20260201T010000.zip',
      'tariff_dailyExtract_v1_20260202T010000.zip',
    ]);
    assert.deepEqual(
      names(pendingExtractions(available, 'tariff_dailyExtract_v1_20260201T010000.zip')),
      ['tariff_dailyExtract_v1_20260202T010000.zip'],
    );
    assert.deepEqual(
      names(pendingExtractions(available, 'tariff_dailyExtract_v1_20260202T010000.zip')),
      [],
    );
  });
});
