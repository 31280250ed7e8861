import type { TextLanguage } from './text-language.ts';

/**
 * The languages local OCR has data for, by Tesseract's names: only English ships
 * (@tesseract.js-data/eng), so a French or Dutch scan is read with English letters and words.
 */
export const LOCAL_OCR_LANGUAGES: Readonly<Partial<Record<TextLanguage, string>>> = { en: 'eng' };
