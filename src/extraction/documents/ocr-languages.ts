import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { guessLanguage, type TextLanguage } from './text-language.ts';

/**
 * The languages local OCR has data for, by Tesseract's names: the four the service's documents
 * come in, each from its @tesseract.js-data package (decision 0042).
 */
export const LOCAL_OCR_LANGUAGES: Readonly<Partial<Record<TextLanguage, string>>> = {
  en: 'eng',
  fr: 'fra',
  nl: 'nld',
  de: 'deu',
};

/** Tesseract's name of a language. */
export const ocrCode = (language: TextLanguage): string => LOCAL_OCR_LANGUAGES[language] ?? 'eng';

const PACKAGES: Readonly<Record<TextLanguage, string>> = {
  en: '@tesseract.js-data/eng/package.json',
  fr: '@tesseract.js-data/fra/package.json',
  nl: '@tesseract.js-data/nld/package.json',
  de: '@tesseract.js-data/deu/package.json',
};

const resolve = createRequire(import.meta.url).resolve;

/**
 * The folder a language's data is read from, gzipped as published. A local folder as langPath
 * makes tesseract.js read the file from disk: with a URL, or no langPath at all, it would
 * download it, which the service must never do. 4.0.0_best_int holds the LSTM model alone (what
 * OEM.LSTM_ONLY reads, the same network as in 4.0.0); 4.0.0 adds the legacy engine's tables,
 * three times the size to load and about 90 MB more in each worker, for nothing.
 */
export const ocrDataFolder = (language: TextLanguage): string =>
  join(dirname(resolve(PACKAGES[language])), '4.0.0_best_int');

/**
 * The language of the words OCR read on a page, to read it again in that language: invoices
 * say little in sentences, so their titles count too, and four words are enough.
 */
export const scannedLanguage = (text: string): TextLanguage | undefined =>
  guessLanguage(text, { tradeWords: true, enough: 4 });
