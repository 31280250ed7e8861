import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hostileSpreadsheets } from '../../../test/support/hostile-spreadsheets.ts';
import { DEFAULT_READING_LIMITS, DocumentOverLimitError } from '../reading-limits.ts';
import { readSpreadsheet, SpreadsheetUnreadableError } from './index.ts';

// The attacks of issue 24 held the event loop 7 to 47 s; each now stops at its first row, column
// or character too many, well under a second on a quiet machine (generous here for a busy one).
const QUICKLY_MS = 10_000;

describe('a hostile spreadsheet gives its plain reason, quickly (issue 24)', () => {
  for (const kind of hostileSpreadsheets) {
    const verb = kind.outcome === 'read' ? 'reads' : 'refuses';
    it(`${verb} ${kind.description}: ${kind.reason.source.replaceAll('\\', '')}`, async () => {
      const bytes = await kind.build();
      const format = kind.fileName.endsWith('.csv') ? 'csv' : 'xlsx';
      const started = performance.now();
      const reading = readSpreadsheet(bytes, format, kind.fileName, DEFAULT_READING_LIMITS);
      if (kind.outcome === 'read') {
        const read = await reading;
        assert.ok(
          read.notices.some((notice) => kind.reason.test(notice)),
          `notices: ${read.notices.join(' | ')}`,
        );
      } else
        await assert.rejects(reading, (error: unknown) => {
          assert.ok(
            error instanceof DocumentOverLimitError || error instanceof SpreadsheetUnreadableError,
            `a refusal with a reason, not ${String(error)}`,
          );
          assert.match(error.message, kind.reason);
          return true;
        });
      assert.ok(performance.now() - started < QUICKLY_MS, `took ${performance.now() - started} ms`);
    });
  }
});
