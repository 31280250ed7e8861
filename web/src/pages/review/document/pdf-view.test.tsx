import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { PDFDocumentLoadingTask, PDFDocumentProxy } from 'pdfjs-dist';
import { useState } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { takeDocument } from './document-prefetch.ts';
import { loadPdfJs } from './pdf-document.ts';
import { DocumentFetchError } from './pdf-failure.ts';
import { PdfView, type PdfHighlight } from './pdf-view.tsx';

// pdf.js does not run in jsdom: the download and pdf.js are replaced by a three-page fake whose
// pages "draw" at once and hold one line of text each. Drawing itself is the browser test's part.
vi.mock('./pdf-document.ts', () => ({ loadPdfJs: vi.fn() }));
vi.mock('./document-prefetch.ts', () => ({ takeDocument: vi.fn() }));

const fakePage = (number: number) => ({
  pageNumber: number,
  getViewport: ({ scale }: { scale: number }) => ({
    width: 595 * scale,
    height: 842 * scale,
    transform: [scale, 0, 0, -scale, 0, 842 * scale],
  }),
  render: () => ({ promise: Promise.resolve(), cancel: () => undefined }),
  getTextContent: () =>
    Promise.resolve({
      items: [
        {
          str: `Invoice INV-00${number}`,
          transform: [10, 0, 0, 10, 72, 770],
          width: 75,
          height: 10,
          fontName: 'f1',
        },
      ],
      styles: {},
    }),
});

const openedTask = (promise: Promise<unknown>) => {
  const task = { promise, destroy: vi.fn(() => Promise.resolve()) };
  vi.mocked(loadPdfJs).mockResolvedValue(() => task as unknown as PDFDocumentLoadingTask);
  return task;
};

const threePages = () =>
  ({
    numPages: 3,
    getPage: (number: number) => Promise.resolve(fakePage(number)),
  }) as unknown as PDFDocumentProxy;

// The browser APIs the view leans on, as a page near the view and a view 616 pixels wide see them.
class NearObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    queueMicrotask(() => this.callback([{ isIntersecting: true }]));
  }
  disconnect() {}
}
class WideObserver {
  constructor(private readonly callback: (entries: { contentRect: { width: number } }[]) => void) {}
  observe() {
    queueMicrotask(() => this.callback([{ contentRect: { width: 616 } }]));
  }
  disconnect() {}
}
const scrollTo = vi.fn();
const restorers: (() => void)[] = [];
/** Puts `value` in place of a property for this file's tests (jsdom lacks some of them). */
const patch = (target: object, name: string, value: unknown) => {
  const before = Object.getOwnPropertyDescriptor(target, name);
  Object.defineProperty(target, name, { value, configurable: true, writable: true });
  restorers.push(() =>
    before ? Object.defineProperty(target, name, before) : Reflect.deleteProperty(target, name),
  );
};

beforeAll(() => {
  patch(window, 'IntersectionObserver', NearObserver);
  patch(window, 'ResizeObserver', WideObserver);
  patch(Element.prototype, 'scrollTo', scrollTo);
  patch(Element.prototype, 'setPointerCapture', () => undefined);
});
afterAll(() => {
  for (const restore of restorers.reverse()) restore();
});
beforeEach(() => {
  vi.mocked(takeDocument).mockReset();
  vi.mocked(loadPdfJs).mockReset();
  scrollTo.mockReset();
});

const URL_OF_FILE = '/api/declarations/d1/documents/f1';

describe('the PDF view', () => {
  it('says it is loading while the file downloads', () => {
    vi.mocked(takeDocument).mockReturnValue(new Promise(() => {}));
    openedTask(new Promise(() => {}));
    renderWithApp(<PdfView url={URL_OF_FILE} />);
    expect(screen.getByTestId('pdf-view')).toHaveTextContent('Loading the document…');
  });

  it('asks for the file with its URL', async () => {
    vi.mocked(takeDocument).mockResolvedValue(new Uint8Array([37]));
    openedTask(Promise.resolve(threePages()));
    renderWithApp(<PdfView url={URL_OF_FILE} />);
    await screen.findByText('of 3');
    expect(vi.mocked(takeDocument).mock.calls[0]?.[0]).toBe(URL_OF_FILE);
  });

  it('says in Dutch that the document no longer exists', async () => {
    vi.mocked(takeDocument).mockRejectedValue(new DocumentFetchError(404));
    openedTask(new Promise(() => {}));
    renderWithApp(<PdfView url={URL_OF_FILE} />, { language: 'nl' });
    expect(await screen.findByText('Dit document bestaat niet meer op de server.')).toBeVisible();
    expect(screen.getByText('Het document kan niet worden getoond')).toBeVisible();
  });

  it('says in French that a password protects the PDF', async () => {
    vi.mocked(takeDocument).mockResolvedValue(new Uint8Array([37]));
    openedTask(
      Promise.reject(Object.assign(new Error('No password given'), { name: 'PasswordException' })),
    );
    renderWithApp(<PdfView url={URL_OF_FILE} />, { language: 'fr' });
    expect(
      await screen.findByText(
        'Ce PDF est protégé par un mot de passe : il ne peut donc pas être affiché ici.',
      ),
    ).toBeVisible();
  });

  it('shows every page, reports page 1 drawn once, and offers its words', async () => {
    vi.mocked(takeDocument).mockResolvedValue(new Uint8Array([37]));
    openedTask(Promise.resolve(threePages()));
    const drawn = vi.fn();
    const { container } = renderWithApp(<PdfView url={URL_OF_FILE} onFirstPageDrawn={drawn} />);
    await waitFor(() =>
      expect(container.querySelector('[data-page="1"][data-drawn="true"]')).not.toBeNull(),
    );
    expect(container.querySelectorAll('[data-page]')).toHaveLength(3);
    // Its size in points beside it, to measure the zoom by.
    expect(container.querySelector('[data-page="1"]')).toHaveAttribute('data-width', '595');
    expect(drawn).toHaveBeenCalledOnce();
    expect(await screen.findByLabelText('Page number')).toHaveValue('1');
    await waitFor(() =>
      expect(container.querySelector('[data-page="2"] [data-word="INV-002"]')).not.toBeNull(),
    );
  });

  it('hands the word clicked to the focused field', async () => {
    vi.mocked(takeDocument).mockResolvedValue(new Uint8Array([37]));
    openedTask(Promise.resolve(threePages()));
    const capture = vi.fn();
    const { container } = renderWithApp(<PdfView url={URL_OF_FILE} onCapture={capture} />);
    await waitFor(() => expect(container.querySelector('[data-word="INV-001"]')).not.toBeNull());
    const word = container.querySelector('[data-word="INV-001"]')!;
    fireEvent.pointerDown(word, { button: 0, pointerId: 1, clientX: 100, clientY: 60 });
    fireEvent.pointerUp(word, { button: 0, pointerId: 1, clientX: 101, clientY: 61 });
    expect(capture).toHaveBeenCalledWith('INV-001');
  });

  it('draws the source box of the focused value on its page and scrolls to it', async () => {
    vi.mocked(takeDocument).mockResolvedValue(new Uint8Array([37]));
    openedTask(Promise.resolve(threePages()));
    const box = { x: 72, y: 62, width: 75, height: 10 };
    function Focusing() {
      const [highlight, setHighlight] = useState<PdfHighlight>({ page: 1 });
      return (
        <>
          <button onClick={() => setHighlight({ page: 2, box })}>focus</button>
          <PdfView url={URL_OF_FILE} highlight={highlight} />
        </>
      );
    }
    const { container } = renderWithApp(<Focusing />);
    await screen.findByText('of 3');
    expect(screen.queryByTestId('source-box')).toBeNull();
    const before = scrollTo.mock.calls.length;
    fireEvent.click(screen.getByText('focus'));
    await waitFor(() => expect(screen.getByTestId('source-box')).toBeInTheDocument());
    expect(container.querySelector('[data-page="2"] [data-testid="source-box"]')).not.toBeNull();
    expect(scrollTo.mock.calls.length).toBeGreaterThan(before);
  });

  it('closes the document when it leaves the page', async () => {
    vi.mocked(takeDocument).mockResolvedValue(new Uint8Array([37]));
    const task = openedTask(Promise.resolve(threePages()));
    const view = renderWithApp(<PdfView url={URL_OF_FILE} />);
    await screen.findByText('of 3');
    act(() => view.unmount());
    expect(task.destroy).toHaveBeenCalled();
  });
});
