import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { problem } from '../../../test/fake-fetch.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { TariffDescription } from './tariff-description.tsx';
import { TariffPicker } from './tariff-picker.tsx';
import type { TariffHit } from './tariff-queries.ts';

const texts = (en: string, nl: string, fr: string) => ({ en, nl, fr });
const HEADING = texts(
  'Screws, bolts, nuts and similar articles, of iron or steel',
  'Schroeven, bouten, moeren en dergelijke artikelen, van ijzer of van staal',
  'Vis, boulons, écrous et articles similaires, en fonte, fer ou acier',
);
const THREADED = texts('Threaded articles', 'met schroefdraad', 'filetés');

const hit = (
  code: string,
  own: ReturnType<typeof texts>,
  extra: Partial<TariffHit> = {},
): TariffHit => ({
  code,
  suffix: '80',
  descriptions: own,
  supplementary_unit: null,
  origin: 'tarbel',
  score: 1,
  chain: [
    { code: '7318000000', suffix: '80', descriptions: HEADING },
    { code: '7318110000', suffix: '10', descriptions: THREADED },
    { code, suffix: '80', descriptions: own },
  ],
  ...extra,
});

const HITS: TariffHit[] = [
  hit('7318155800', texts('Other', 'andere', 'autres')),
  hit('7318155200', texts('Of stainless steel', 'van roestvrij staal', 'en aciers inoxydables')),
  hit('7318155200', texts('With heads', 'met kop', 'à tête'), { suffix: '10' }),
  hit('73181558', texts('Other', 'andere', 'autres'), { origin: 'cn2026' }),
];

const SEARCH = 'GET /api/reference/tariff';

/** The picker in a form that keeps its value, as a goods line would. */
function Line({ onChange, onDone }: { onChange: (code: string) => void; onDone: () => void }) {
  const [code, setCode] = useState('');
  return (
    <>
      <TariffPicker
        value={code}
        onChange={(next) => {
          onChange(next);
          setCode(next);
        }}
        onDone={onDone}
      />
      <output>stored {code}</output>
    </>
  );
}

const setup = (language: 'en' | 'nl' | 'fr' = 'en', hits: TariffHit[] = HITS) => {
  const onChange = vi.fn();
  const onDone = vi.fn();
  const user = userEvent.setup();
  const { server } = renderWithApp(<Line onChange={onChange} onDone={onDone} />, {
    language,
    routes: { [SEARCH]: () => hits },
  });
  const searches = () => server.to(SEARCH).map((request) => request.url.searchParams.get('q'));
  return { user, onChange, onDone, server, searches, input: screen.getByRole('combobox') };
};

describe('the tariff picker', () => {
  it('searches from two characters and shows each line as code and chain in the page language', async () => {
    const { user, input, searches } = setup('nl');
    expect(input).toHaveAccessibleName('Goederencode');
    await user.type(input, 's');
    expect(await screen.findByText('Typ minstens 2 cijfers of letters')).toBeInTheDocument();
    await user.type(input, 'chroeven');
    const list = await screen.findByRole('listbox', { name: 'Tarieflijnen' });
    const options = await within(list).findAllByRole('option');
    expect(searches()).toEqual(['schroeven']);
    // A grouping line (suffix 10) and the CN line Tarbel has too are not offered.
    expect(options.map((option) => option.textContent)).toEqual([
      '7318 15 58 00Schroeven, bouten, moeren en dergelijke artikelen, van ijzer of van staal > met schroefdraad > andere',
      // Too long for one line: the heading gives way, the line's own words stay; hovering shows all.
      '7318 15 52 00Schroeven, bouten, moeren en dergelijke artikelen, van ijzer of van… > met schroefdraad > van roestvrij staal',
    ]);
    expect(
      within(options[1]!).getByTitle(/van ijzer of van staal > met schroefdraad/),
    ).toBeVisible();
  });

  it('moves with the arrows and picks with Enter, handing over the digits only', async () => {
    const { user, input, onChange, onDone } = setup();
    await user.type(input, '7318 15');
    await screen.findAllByRole('option');
    await waitFor(() =>
      expect(screen.getAllByRole('option')[0]).toHaveAttribute('data-combobox-selected'),
    );
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('data-combobox-selected');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('7318155200');
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(input).toHaveValue('7318 15 52 00');
    expect(screen.getByText('stored 7318155200')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('picks the best match with Enter alone, and by a click', async () => {
    const { user, input, onChange } = setup();
    await user.type(input, 'screws');
    await waitFor(() =>
      expect(screen.getAllByRole('option')[0]).toHaveAttribute('data-combobox-selected'),
    );
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('7318155800');
    await user.clear(input);
    await user.type(input, 'steel');
    await user.click(await screen.findByRole('option', { name: /van roestvrij|stainless/ }));
    expect(onChange).toHaveBeenLastCalledWith('7318155200');
  });

  it('closes the list with Escape, and gives up the edit with a second one', async () => {
    const { user, input, onChange, onDone } = setup();
    await user.type(input, 'bolts');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('');
  });

  it('takes a whole code typed and confirmed as it is, and says when nothing matches', async () => {
    const { user, input, onChange, onDone } = setup('en', []);
    await user.type(input, '9999 99 99');
    expect(await screen.findByText('No tariff line matches “9999 99 99”')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('99999999');
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(input).toHaveValue('9999 99 99');
    expect(screen.getByText('stored 99999999')).toBeInTheDocument();
  });
});

describe('the description under a goods line', () => {
  const line = HITS[0]!;
  const show = (code: string, language: 'en' | 'fr' = 'en') =>
    renderWithApp(<TariffDescription code={code} />, {
      language,
      routes: {
        'GET /api/reference/tariff/7318155800': () => ({
          ...line,
          valid_from: '2020-01-01',
          valid_to: null,
          indent: 6,
          vat: null,
          declarable: true,
        }),
        'GET /api/reference/tariff/99999999': () =>
          problem(404, 'tariff-line-not-found', 'Not found'),
      },
    });

  it('reads the whole chain of a known code in the page language', async () => {
    show('7318 15 58 00', 'fr');
    expect(
      await screen.findByText(
        'Vis, boulons, écrous et articles similaires, en fonte, fer ou acier > filetés > autres',
      ),
    ).toBeInTheDocument();
  });

  it('says a code is not in the tariff, or not whole, and shows nothing without one', async () => {
    show('99999999');
    expect(await screen.findByText('Not in the tariff')).toBeInTheDocument();
    const partial = show('7318 15');
    expect(
      within(partial.container).getByText('A commodity code has 8 or 10 digits'),
    ).toBeVisible();
    const none = show('');
    expect(none.container.querySelector('p')).toBeNull();
  });
});
