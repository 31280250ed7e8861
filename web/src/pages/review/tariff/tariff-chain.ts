import type { Language } from '../../../i18n/languages.ts';

/** A level of a tariff line's description chain as the API sends it (heading first, line last). */
export interface ChainStepTexts {
  readonly descriptions: { readonly [L in Language]?: string | null };
}

const SEPARATOR = ' > ';
const ELLIPSIS = '…';
// The other languages, in the order a missing text is taken from (Tarbel lacks a few texts).
const FALLBACK: readonly Language[] = ['en', 'nl', 'fr'];

/** A step's text in the language, else in another one, else ''. */
export const stepText = (step: ChainStepTexts, language: Language): string =>
  [language, ...FALLBACK]
    .map((candidate) => step.descriptions[candidate]?.trim())
    .find((text) => !!text) ?? '';

/** The text cut to at most `width` characters, at a word when one ends near, with an ellipsis. */
export const clip = (text: string, width: number): string => {
  if (text.length <= width) return text;
  if (width <= 1) return ELLIPSIS;
  const cut = text.slice(0, width - 1);
  const space = cut.lastIndexOf(' ');
  const kept = space >= width * 0.5 ? cut.slice(0, space) : cut;
  return `${kept.replace(/[\s,;:(]+$/u, '')}${ELLIPSIS}`;
};

const joined = (parts: readonly string[]) => parts.join(SEPARATOR);

// What a shortened step keeps before the others give more: a word or two of each level.
const MIDDLE_FLOOR = 20;
const HEADING_FLOOR = 24;

/** Widths from `from` down to `to`, widest first. */
const narrowing = function* (from: number, to: number) {
  for (let width = from; width >= Math.max(to, 1); width--) yield width;
};

/**
 * The chain as one line, heading first: "Screws, bolts … > Threaded articles > Other". With `max`
 * (characters) the line's own text stays whole while it can; the middle steps are shortened
 * first, evenly, to a word or two each; then the heading, to a few words; then the middle steps
 * down to "…", then folded into one "…"; the line's own text is cut last.
 */
export const chainText = (
  chain: readonly ChainStepTexts[],
  language: Language,
  { max }: { max?: number } = {},
): string => {
  const texts = chain.map((step) => stepText(step, language)).filter((text) => text !== '');
  const whole = joined(texts);
  if (max === undefined || whole.length <= max) return whole;
  const [heading = '', ...rest] = texts;
  const last = rest.pop();
  if (last === undefined) return clip(heading, max);
  const middle = rest;
  const line = (headingWidth: number, middleWidth: number | 'folded') =>
    joined([
      clip(heading, headingWidth),
      ...(middleWidth !== 'folded'
        ? middle.map((text) => clip(text, middleWidth))
        : middle.length > 0
          ? [ELLIPSIS]
          : []),
      last,
    ]);
  const longest = Math.max(0, ...middle.map((text) => text.length));
  const attempts = [
    ...[...narrowing(longest, MIDDLE_FLOOR)].map((width) => line(heading.length, width)),
    ...[...narrowing(heading.length, HEADING_FLOOR)].map((width) => line(width, MIDDLE_FLOOR)),
    ...[...narrowing(MIDDLE_FLOOR, 1)].map((width) => line(HEADING_FLOOR, width)),
    ...[...narrowing(HEADING_FLOOR, 1)].map((width) => line(width, 'folded')),
  ];
  return attempts.find((attempt) => attempt.length <= max) ?? clip(whole, max);
};
