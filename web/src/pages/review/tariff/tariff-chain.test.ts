import { describe, expect, it } from 'vitest';
import { chainText, clip, stepText } from './tariff-chain.ts';

const step = (en: string | null, nl: string | null = null, fr: string | null = null) => ({
  descriptions: { en, nl, fr },
});

const HEADING =
  'Screws, bolts, nuts, coach screws, screw hooks, rivets, cotters, cotter pins, washers and similar articles, of iron or steel';
const SCREWS = [
  step(HEADING, 'Schroeven, bouten, moeren en dergelijke artikelen, van ijzer of van staal'),
  step('Threaded articles', 'met schroefdraad'),
  step('Other screws and bolts, whether or not with their nuts or washers', 'andere schroeven'),
  step('Other', 'andere'),
];

describe('the description chain as one line', () => {
  it('joins the steps heading first with " > " in the language asked', () => {
    expect(chainText(SCREWS, 'en')).toBe(
      `${HEADING} > Threaded articles > Other screws and bolts, whether or not with their nuts or washers > Other`,
    );
    expect(chainText(SCREWS, 'nl')).toBe(
      'Schroeven, bouten, moeren en dergelijke artikelen, van ijzer of van staal > met schroefdraad > andere schroeven > andere',
    );
  });

  it('takes a missing text from another language, and leaves out a step with none', () => {
    expect(
      chainText([step('Nuts', null, 'Écrous'), step(null, null, null), step('Other')], 'fr'),
    ).toBe('Écrous > Other');
    expect(stepText(step(null, 'andere'), 'fr')).toBe('andere');
  });

  it('keeps a chain that fits whole, and a lone step cut at its end', () => {
    expect(chainText(SCREWS, 'en', { max: 500 })).toBe(chainText(SCREWS, 'en'));
    expect(chainText([step('Natural honey')], 'en', { max: 8 })).toBe('Natural…');
    expect(chainText([], 'en', { max: 10 })).toBe('');
  });

  it('shortens the middle steps first, evenly, keeping the heading and the line whole', () => {
    const chain = [
      step('Nuts'),
      step('Threaded articles'),
      step('Of stainless steel'),
      step('Other'),
    ];
    expect(chainText(chain, 'en', { max: 45 })).toBe('Nuts > Threaded… > Of stainless… > Other');
    expect(chainText(SCREWS, 'en', { max: 170 })).toBe(
      `${HEADING.replace(' steel', '…')} > Threaded articles > Other screws and… > Other`,
    );
  });

  it('then the heading to a few words, then the middle down to one "…"; the line goes last', () => {
    expect(chainText(SCREWS, 'en', { max: 90 })).toBe(
      'Screws, bolts, nuts, coach screws, screw… > Threaded articles > Other screws and… > Other',
    );
    expect(chainText(SCREWS, 'en', { max: 40 })).toBe('Screws, bolts, nuts… > Th… > Ot… > Other');
    expect(chainText(SCREWS, 'en', { max: 20 })).toBe('Screws… > … > Other');
    expect(chainText(SCREWS, 'en', { max: 8 })).toBe('Screws…');
    for (const max of [10, 30, 50, 70, 110, 130, 150])
      expect(chainText(SCREWS, 'nl', { max }).length).toBeLessThanOrEqual(max);
  });

  it('cuts a text at a word near the end, without a dangling comma', () => {
    expect(clip('Screws, bolts, nuts', 12)).toBe('Screws…');
    expect(clip('Screws and bolts', 15)).toBe('Screws and…');
    expect(clip('Other', 5)).toBe('Other');
    expect(clip('Other', 1)).toBe('…');
  });
});
