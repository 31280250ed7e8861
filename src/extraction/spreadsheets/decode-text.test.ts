import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  csvOfMixedEncodings,
  MIXED_ENCODING_ROWS,
} from '../../../test/support/hostile-spreadsheets.ts';
import { DEFAULT_READING_LIMITS } from '../reading-limits.ts';
import { decodeText } from './decode-text.ts';
import { readCsv } from './read-csv.ts';

const decode = (bytes: Uint8Array) => {
  const decoded = decodeText(bytes);
  const text = [...decoded.pieces].join('');
  return { text, notice: decoded.notice() };
};

const utf8 = (text: string) => Buffer.from(text, 'utf8');
const windows1252 = (text: string) => Buffer.from(text.replaceAll('€', '\x80'), 'latin1');

describe('a CSV file decoded line by line', () => {
  it('reads each line of a file mixing UTF-8 and windows-1252 in its own encoding, and names the others', async () => {
    const sheet = await readCsv(csvOfMixedEncodings(), DEFAULT_READING_LIMITS);
    assert.deepEqual(
      sheet.rows.map((row) => row.cells.map((cell) => cell?.text ?? '')),
      MIXED_ENCODING_ROWS,
    );
    assert.deepEqual(sheet.notices, [
      'Lines 3, 5 and 6 are not UTF-8: read as Windows-1252; check their accented letters.',
    ]);
  });

  it('says once that a file is windows-1252 when no line of it is UTF-8', () => {
    const read = decode(windows1252('Désignation;Prix\r\nCafé;€ 2\r\nThé;1\r\n'));
    assert.equal(read.text, 'Désignation;Prix\r\nCafé;€ 2\r\nThé;1\r\n');
    assert.equal(
      read.notice,
      'The file is not UTF-8: read as Windows-1252; check its accented letters.',
    );
  });

  it('names one line, or the first five and how many more', () => {
    const one = decode(Buffer.concat([utf8('Café\n'), windows1252('Thé\n')]));
    assert.equal(one.text, 'Café\nThé\n');
    assert.equal(
      one.notice,
      'Line 2 is not UTF-8: read as Windows-1252; check its accented letters.',
    );
    const lines = Array.from({ length: 24 }, (_, at) =>
      (at % 2 ? windows1252 : utf8)(`Crème ${at + 1}\n`),
    );
    assert.equal(
      decode(Buffer.concat(lines)).notice,
      'Lines 2, 4, 6, 8, 10 and 7 more are not UTF-8: read as Windows-1252; check their accented letters.',
    );
  });

  it('counts lines across the blocks it checks at once', () => {
    const block = utf8('Crème brûlée;1\n'.repeat(10_000));
    const read = decode(Buffer.concat([block, windows1252('Pâté;2\n'), utf8('Thé;3\n')]));
    assert.equal(
      read.notice,
      'Line 10001 is not UTF-8: read as Windows-1252; check its accented letters.',
    );
    assert.ok(read.text.endsWith('Crème brûlée;1\nPâté;2\nThé;3\n'));
  });

  it('needs no notice for a UTF-8 or ASCII file, with or without a byte-order mark', () => {
    assert.deepEqual(decode(utf8('\ufeffCafé;1\n')), { text: 'Café;1\n', notice: undefined });
    assert.deepEqual(decode(utf8('Tea;1\n')), { text: 'Tea;1\n', notice: undefined });
  });

  it('reads a windows-1252 line in a file whose byte-order mark says UTF-8', () => {
    const read = decode(Buffer.concat([utf8('\ufeffCafé\n'), windows1252('Thé\n')]));
    assert.equal(read.text, 'Café\nThé\n');
    assert.match(read.notice ?? '', /^Line 2 is not UTF-8/);
  });

  it('reads UTF-16 whole, where a line feed byte is half of a character', () => {
    // "Ċ" (U+010A) is 0A 01 in UTF-16LE: a line feed byte that is no line feed.
    const text = 'Description\tQty\r\nĊable\t2\r\n';
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    assert.deepEqual(decode(le), { text, notice: undefined });
    const be = Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]);
    assert.deepEqual(decode(be), { text, notice: undefined });
  });

  it('keeps a quoted field across lines whole when one of its lines is windows-1252', async () => {
    const bytes = Buffer.concat([
      utf8('Description;Qty\n"Chaise\n'),
      windows1252('en hêtre";4\n'),
      utf8('Table;1\n'),
    ]);
    const sheet = await readCsv(bytes, DEFAULT_READING_LIMITS);
    assert.equal(sheet.rows[1]?.cells[0]?.text, 'Chaise\nen hêtre');
    assert.equal(sheet.rows[2]?.cells[0]?.text, 'Table');
    assert.deepEqual(sheet.notices, [
      'The file is not UTF-8: read as Windows-1252; check its accented letters.',
    ]);
  });
});
