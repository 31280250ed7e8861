import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { attachmentDisposition, downloadName, extensionOf } from './download-name.ts';

const PDF = 'application/pdf';

describe('the name a document downloads under', () => {
  it('takes the extension from the detected type, .bin for a type without one', () => {
    assert.equal(extensionOf('application/vnd.ms-excel'), '.xls');
    assert.equal(extensionOf('Text/CSV; charset=utf-8'), '.csv');
    assert.equal(extensionOf('application/x-cfb'), '.bin');
    assert.equal(extensionOf('text/html'), '.bin');
  });

  it("replaces the sender's extension, or adds one where there was none", () => {
    assert.equal(downloadName('Invoice 2026-114.hta', PDF, 'x'), 'Invoice 2026-114.pdf');
    assert.equal(downloadName('report v1.2 final', PDF, 'x'), 'report v1.2 final.pdf');
    assert.equal(downloadName('archive.tar.gz', 'image/png', 'x'), 'archive.tar.png');
  });

  it('falls back to the given name when the sender gave none that is usable', () => {
    assert.equal(downloadName(null, PDF, 'invoice-1234'), 'invoice-1234.pdf');
    assert.equal(downloadName(' ../.. / .hta', PDF, 'other-9'), 'hta.pdf');
    assert.equal(downloadName('../..', PDF, 'other-9'), 'other-9.pdf');
    assert.equal(downloadName('\u200B\r\n', 'image/jpeg', 'other-9'), 'other-9.jpg');
  });

  it('keeps a long name under what file systems allow, whole characters only', () => {
    const name = downloadName(`${'😀'.repeat(300)}.hta`, PDF, 'x');
    assert.equal(Array.from(name).length, 120 + '.pdf'.length);
    assert.ok(name.isWellFormed());
  });

  it('writes an attachment disposition whose ASCII name cannot end its quotes', () => {
    assert.equal(
      attachmentDisposition('Café "(1)".pdf'),
      `attachment; filename="Cafe _(1)_.pdf"; filename*=UTF-8''Caf%C3%A9%20%22%281%29%22.pdf`,
    );
  });
});
