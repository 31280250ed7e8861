import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { problem } from '../../../test/fake-fetch.ts';
import { renderWithApp } from '../../../test/render.tsx';
import type { DocumentSheets } from './sheet-query.ts';
import { SheetView, type SheetViewProps } from './sheet-view.tsx';

const ROUTE = 'GET /api/declarations/dossier-1/documents/document-1/sheet';

const workbook: DocumentSheets = {
  sheets: [
    {
      number: 1,
      name: 'Invoice',
      rows: [
        ['Invoice 2026-114', '', '', '', '2026-11-02'],
        [],
        ['Description', 'HS code', 'Origin', 'Quantity', 'Amount'],
        ['Steel bolts M8', '73181595', 'CN', '120', '300'],
        ['Gaskets', '40169300', 'DE', '40', '50'],
        [],
        ['', '', '', 'Total', '350'],
      ],
      columns: 5,
      truncated: false,
    },
    {
      number: 2,
      name: 'Packing',
      rows: [[], ['', '', ''], ['', '2 pallets', '412 kg']],
      columns: 3,
      truncated: true,
    },
  ],
};

/** The view under a page that moves the focus from one value's source to the next. */
function Focus({
  sources,
  ...props
}: Omit<SheetViewProps, 'dossierId' | 'documentId' | 'highlight'> & {
  sources: readonly SheetViewProps['highlight'][];
}) {
  const [at, setAt] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setAt(at + 1)}>
        next value
      </button>
      <SheetView dossierId="dossier-1" documentId="document-1" highlight={sources[at]} {...props} />
    </>
  );
}

const show = (
  sources: readonly SheetViewProps['highlight'][] = [undefined],
  options: { onCapture?: (text: string) => void; language?: 'en' | 'nl' | 'fr' } = {},
  answer: () => unknown = () => workbook,
) =>
  renderWithApp(<Focus sources={sources} onCapture={options.onCapture} />, {
    routes: { [ROUTE]: answer },
    language: options.language ?? 'en',
  });

const selectedTab = () => screen.getByRole('tab', { selected: true });

/** A scroll as a browser makes it: the element's offsets move, then it says so. */
function scrollTo(this: HTMLElement, options?: ScrollToOptions | number) {
  if (typeof options !== 'object') return;
  if (options.top !== undefined) this.scrollTop = options.top;
  if (options.left !== undefined) this.scrollLeft = options.left;
  this.dispatchEvent(new Event('scroll'));
}
const ownScrollTo = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollTo');

// jsdom lays nothing out: every element is 0 × 0 and never scrolls, so a virtualised list would
// draw no row. Here the view is 800 × 400 and scrolling moves it, as in a browser.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(100_000);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(10_000);
  Object.defineProperty(HTMLElement.prototype, 'scrollTo', { value: scrollTo, configurable: true });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (ownScrollTo) Object.defineProperty(HTMLElement.prototype, 'scrollTo', ownScrollTo);
  else delete (HTMLElement.prototype as { scrollTo?: unknown }).scrollTo;
});

describe('a spreadsheet shown as its sheet', () => {
  it('draws the first sheet with column letters on top and row numbers at the left', async () => {
    const { server } = show();
    expect(screen.getByText('Loading the sheet…')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Sheet Invoice' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'A', 'B', 'C', 'D', 'E']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(within(table).getByText('Steel bolts M8')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Invoice',
      'Packing',
    ]);
    expect(selectedTab()).toHaveTextContent('Invoice');
    expect(screen.queryByTestId('source-cell')).not.toBeInTheDocument();
    expect(server.to(ROUTE)).toHaveLength(1);
  });

  it("outlines the focused value's cell, on its sheet, and follows the focus to the next", async () => {
    show([
      { page: 2, cell: 'C3' },
      { page: 1, cell: 'D7' },
    ]);
    const cell = await screen.findByTestId('source-cell');
    expect(selectedTab()).toHaveTextContent('Packing');
    expect(cell).toHaveAttribute('data-cell', 'C3');
    expect(cell).toHaveTextContent('412 kg');
    fireEvent.click(screen.getByRole('button', { name: 'next value' }));
    expect(selectedTab()).toHaveTextContent('Invoice');
    const next = screen.getByTestId('source-cell');
    expect(next).toHaveAttribute('data-cell', 'D7');
    expect(next).toHaveTextContent('Total');
    expect(screen.getAllByTestId('source-cell')).toHaveLength(1);
  });

  it('keeps a sheet the declarant chose until another value is focused', async () => {
    show([
      { page: 1, cell: 'A4' },
      { page: 1, cell: 'E5' },
    ]);
    await screen.findByTestId('source-cell');
    fireEvent.click(screen.getByRole('tab', { name: 'Packing' }));
    expect(selectedTab()).toHaveTextContent('Packing');
    expect(screen.queryByTestId('source-cell')).not.toBeInTheDocument();
    expect(screen.getByText(/only its first rows and columns are displayed/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'next value' }));
    expect(selectedTab()).toHaveTextContent('Invoice');
    expect(screen.getByTestId('source-cell')).toHaveTextContent('50');
  });

  it('reads a reference as a workbook may write it, and says when a cell is not shown', async () => {
    show([
      { page: 1, cell: '$b$4' },
      { page: 1, cell: 'K2500' },
      { page: 3, cell: 'A1' },
    ]);
    expect(await screen.findByTestId('source-cell')).toHaveAttribute('data-cell', 'B4');
    fireEvent.click(screen.getByRole('button', { name: 'next value' }));
    expect(
      screen.getByText('Cell K2500 lies outside the part of the sheet shown here.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('source-cell')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'next value' }));
    expect(screen.getByText('The workbook has no sheet 3.')).toBeInTheDocument();
  });

  it('scrolls a cell far down and right into view: row 1,500 of 2,000, column AH', async () => {
    const long: DocumentSheets = {
      sheets: [
        {
          number: 1,
          name: 'Lines',
          rows: Array.from({ length: 2000 }, (_, row) =>
            Array.from({ length: 40 }, (_, column) => `r${row + 1}c${column + 1}`),
          ),
          columns: 40,
          truncated: false,
        },
      ],
    };
    show([{ page: 1, cell: 'AH1500' }], {}, () => long);
    const cell = await screen.findByTestId('source-cell');
    expect(cell).toHaveAttribute('data-cell', 'AH1500');
    expect(cell).toHaveTextContent('r1500c34');
    const table = screen.getByRole('table');
    expect(table.scrollTop).toBeGreaterThan(1400 * 26);
    expect(table.scrollLeft).toBeGreaterThan(0);
    expect(within(table).queryByText('r1c1')).not.toBeInTheDocument();
    expect(within(table).getAllByRole('row').length).toBeLessThan(60);
  });

  it("hands a clicked cell's text to the focused field, nothing for an empty cell", async () => {
    const onCapture = vi.fn();
    show([{ page: 1, cell: 'A1' }], { onCapture });
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByText('73181595'));
    const empty = within(table)
      .getAllByRole('cell')
      .find((cell) => cell.textContent === '')!;
    fireEvent.click(empty);
    expect(onCapture.mock.calls).toEqual([['73181595']]);
    expect(within(table).getByText('73181595')).toHaveAttribute(
      'title',
      '73181595\nClick to copy this text into the selected field.',
    );
  });

  it('shows one sheet without tabs, and an empty one as empty, in Dutch', async () => {
    show([undefined], { language: 'nl' }, () => ({
      sheets: [{ number: 1, name: 'csv', rows: [], columns: 0, truncated: false }],
    }));
    expect(await screen.findByText('Dit blad is leeg.')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it("says why a document cannot be shown, in the server's words, without a retry that would fail again", async () => {
    show([undefined], {}, () =>
      problem(422, 'sheet-unavailable', 'The spreadsheet cannot be read', {
        detail:
          'The spreadsheet cannot be shown: sheet 1 "Goods" has more than 100,000 rows (Processing:MaxSheetRows)',
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The spreadsheet cannot be read');
    expect(alert).toHaveTextContent('(Processing:MaxSheetRows)');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });
});
