import { DomainError } from '../errors/index.ts';
import type { NoticeParams } from './extraction-notice.ts';
import { definitionOf, type Settings } from '../settings/index.ts';

/**
 * The work one document may ask of a reader (issue 24: no document can stop the service). Each
 * is a `Processing:*` setting; readers check them while they read, before the work is done.
 */
export interface ReadingLimits {
  readonly maxPages: number;
  readonly maxOcrPages: number;
  readonly maxOperatorsPerPage: number;
  readonly maxFormNesting: number;
  readonly maxImagePixels: number;
  readonly maxInflatedBytes: number;
  readonly maxSheetRows: number;
  readonly maxSheetColumns: number;
  readonly maxSheetCells: number;
  readonly maxCellCharacters: number;
}

/** Which setting raises each limit, named in every refusal so an administrator knows the knob. */
export const LIMIT_SETTINGS: Readonly<Record<keyof ReadingLimits, string>> = {
  maxPages: 'Processing:MaxPages',
  maxOcrPages: 'Processing:MaxOcrPages',
  maxOperatorsPerPage: 'Processing:MaxOperatorsPerPage',
  maxFormNesting: 'Processing:MaxFormNesting',
  maxImagePixels: 'Processing:MaxImagePixels',
  maxInflatedBytes: 'Processing:MaxInflatedMegabytes',
  maxSheetRows: 'Processing:MaxSheetRows',
  maxSheetColumns: 'Processing:MaxSheetColumns',
  maxSheetCells: 'Processing:MaxSheetCells',
  maxCellCharacters: 'Processing:MaxCellCharacters',
};

/** The settings the reading limits are made from. */
export type LimitValues = Pick<
  Settings,
  | 'Processing:MaxPages'
  | 'Processing:MaxOcrPages'
  | 'Processing:MaxOperatorsPerPage'
  | 'Processing:MaxFormNesting'
  | 'Processing:MaxImagePixels'
  | 'Processing:MaxInflatedMegabytes'
  | 'Processing:MaxSheetRows'
  | 'Processing:MaxSheetColumns'
  | 'Processing:MaxSheetCells'
  | 'Processing:MaxCellCharacters'
>;

export const readingLimitsFrom = (settings: LimitValues): ReadingLimits => ({
  maxPages: settings['Processing:MaxPages'],
  maxOcrPages: settings['Processing:MaxOcrPages'],
  maxOperatorsPerPage: settings['Processing:MaxOperatorsPerPage'],
  maxFormNesting: settings['Processing:MaxFormNesting'],
  maxImagePixels: settings['Processing:MaxImagePixels'],
  maxInflatedBytes: settings['Processing:MaxInflatedMegabytes'] * 1024 * 1024,
  maxSheetRows: settings['Processing:MaxSheetRows'],
  maxSheetColumns: settings['Processing:MaxSheetColumns'],
  maxSheetCells: settings['Processing:MaxSheetCells'],
  maxCellCharacters: settings['Processing:MaxCellCharacters'],
});

const defaultOf = <K extends keyof LimitValues>(key: K): LimitValues[K] =>
  definitionOf(key).default;

/** The settings' defaults, for readers used outside the service (tests, benchmarks). */
export const DEFAULT_READING_LIMITS: ReadingLimits = readingLimitsFrom({
  'Processing:MaxPages': defaultOf('Processing:MaxPages'),
  'Processing:MaxOcrPages': defaultOf('Processing:MaxOcrPages'),
  'Processing:MaxOperatorsPerPage': defaultOf('Processing:MaxOperatorsPerPage'),
  'Processing:MaxFormNesting': defaultOf('Processing:MaxFormNesting'),
  'Processing:MaxImagePixels': defaultOf('Processing:MaxImagePixels'),
  'Processing:MaxInflatedMegabytes': defaultOf('Processing:MaxInflatedMegabytes'),
  'Processing:MaxSheetRows': defaultOf('Processing:MaxSheetRows'),
  'Processing:MaxSheetColumns': defaultOf('Processing:MaxSheetColumns'),
  'Processing:MaxSheetCells': defaultOf('Processing:MaxSheetCells'),
  'Processing:MaxCellCharacters': defaultOf('Processing:MaxCellCharacters'),
});

/**
 * A document that asks for more work than a limit allows: the same bytes would ask for it again,
 * so it fails at once, never retried. The message is the declarant's ("the PDF has 5,000 pages;
 * at most 500 are read (Processing:MaxPages)").
 */
export class DocumentOverLimitError extends DomainError {
  readonly limit: keyof ReadingLimits;
  /** The figures of the message, for a page that words it in another language. */
  readonly params: NoticeParams;
  constructor(limit: keyof ReadingLimits, message: string, params: NoticeParams = {}) {
    super('unparseable', 'document-over-limit', `${message} (${LIMIT_SETTINGS[limit]})`);
    this.name = 'DocumentOverLimitError';
    this.limit = limit;
    this.params = { limit, ...params };
  }
}

/** 5000 -> "5,000": the figures of a refusal as a declarant reads them. */
export const figure = (value: number): string => value.toLocaleString('en-GB');
