import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ExtractedDocument } from '../extracted.ts';
import { noModelNotice } from './document-notices.ts';
import { recogniseNotice } from './recognised-notices.ts';
import { withNotices } from './with-notices.ts';

const NO_TABLE =
  'No goods table found on pages 1–3: no line of column titles (description, quantity, price, amount) was recognised.';

const read = (extra: Partial<ExtractedDocument>): ExtractedDocument => ({
  document: 'a.pdf',
  kind: 'invoice',
  extractor: 'pdf_text_table_invoice',
  header: {},
  lines: [],
  charges: [],
  notices: [],
  ...extra,
});

describe('the notices of a document, in order and with their codes', () => {
  it('codes the table reader’s sentence as it says it today, the pipeline’s around it', () => {
    const done = withNotices(read({ notices: [NO_TABLE] }), ['before'], [noModelNotice(0)]);
    assert.deepEqual(done.notices, ['before', NO_TABLE, noModelNotice(0).message]);
    assert.deepEqual(
      done.codedNotices?.map((notice) => [notice.code, notice.params]),
      [
        ['no-goods-table', { pages: '1–3', count: 3 }],
        ['no-model-no-lines', {}],
      ],
    );
  });

  it('keeps a code the reader gives itself, with the column titles it saw, and codes nothing twice', () => {
    const coded = {
      code: 'no-goods-table',
      params: { pages: '1', count: 1, titles: 'DESCRIPTION OF GOODS, QTY.' },
      message:
        'No goods table found on page 1: no line of column titles (description, quantity, price, amount) was recognised.',
    };
    const once = withNotices(read({ notices: [coded.message], codedNotices: [coded] }), []);
    const twice = withNotices(once, []);
    assert.deepEqual(twice.codedNotices, [coded]);
  });

  it('codes the spreadsheet reader’s sentences for a sheet without goods titles', () => {
    assert.deepEqual(
      recogniseNotice(
        'Sheet 1 "Factuur": no row of goods column headers found; columns not understood: Kleur, Maat.',
      ),
      {
        code: 'sheet-no-header',
        params: { sheet: 1, name: 'Factuur', columns: 'Kleur, Maat' },
        message:
          'Sheet 1 "Factuur": no row of goods column headers found; columns not understood: Kleur, Maat.',
      },
    );
    assert.equal(
      recogniseNotice(
        'Sheet 2 "Blad2": no row of goods column headers found; columns not understood: (the sheet is empty).',
      )?.code,
      'sheet-empty',
    );
    assert.deepEqual(
      recogniseNotice(
        'Sheet 1 "x": the header in row 3 has no column for a description or a quantity, price, amount or weight; columns not understood: (none).',
      )?.params,
      { sheet: 1, name: 'x', row: 3, missing: 'both', columns: '' },
    );
    assert.equal(recogniseNotice('page 2: the model refused (Not an invoice)'), undefined);
  });
});
