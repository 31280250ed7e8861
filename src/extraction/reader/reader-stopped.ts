import { DomainError } from '../../errors/index.ts';
import type { ReadingStep } from '../reading-progress.ts';

/**
 * A reader process killed for its document's sake: over its memory or its time, or dead on its
 * own while reading it. The same document would do the same again, so it fails at once.
 */
export class ReaderStoppedError extends DomainError {
  constructor(message: string) {
    super('unparseable', 'document-too-costly', message);
    this.name = 'ReaderStoppedError';
  }
}

const VERBS: Record<ReadingStep['stage'], string> = {
  checking: 'check before reading',
  reading: 'read',
  drawing: 'draw',
  ocr: 'read by OCR',
  analyzing: 'analyse',
  tables: 'search for goods tables',
  sheet: 'read',
};

/** "page 3", "sheet 2 at row 52,000", or the document as a whole. */
const where = (step: ReadingStep | undefined): string => {
  if (step?.stage === 'sheet')
    return `sheet ${step.page ?? 1}${step.row ? ` at row ${step.row.toLocaleString('en-GB')}` : ''}`;
  if (step?.page !== undefined) return `page ${step.page}`;
  return 'the document';
};

export const pageTooSlow = (step: ReadingStep | undefined, seconds: number) =>
  new ReaderStoppedError(
    `${where(step)} takes too long to ${VERBS[step?.stage ?? 'reading']} (more than ${seconds} s) (Processing:PageTimeoutSeconds)`,
  );

export const documentTooSlow = (step: ReadingStep | undefined, seconds: number) =>
  new ReaderStoppedError(
    `the document takes too long to read (more than ${seconds} s${
      step?.page === undefined && step?.stage !== 'sheet' ? '' : `, stopped at ${where(step)}`
    }) (Processing:DocumentTimeoutSeconds)`,
  );

export const tooMuchMemory = (step: ReadingStep | undefined, limitBytes: number) =>
  new ReaderStoppedError(
    `${step?.page !== undefined ? `reading ${where(step)}` : 'reading the document'} takes more than ${Math.round(limitBytes / 1048576).toLocaleString('en-GB')} MB of memory (Processing:ReaderMemoryMegabytes)`,
  );

/** The reader died by itself: V8's heap limit is a memory refusal, anything else a crash. */
export const readerDied = (
  step: ReadingStep | undefined,
  limitBytes: number,
  exit: { code?: string; signal?: string; stderr: string },
) =>
  /heap out of memory|Reached heap limit|Allocation failed/i.test(exit.stderr)
    ? tooMuchMemory(step, limitBytes)
    : new ReaderStoppedError(
        `the reader stopped while reading ${where(step)} (${exit.signal && exit.signal !== 'null' ? `signal ${exit.signal}` : `exit code ${exit.code ?? 'unknown'}`})`,
      );
