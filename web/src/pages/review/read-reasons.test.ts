import { describe, expect, it } from 'vitest';
import { faultWordsFor } from '../../api/field-faults.ts';
import { failedRun } from '../dossier/failed-documents.ts';
import { gaveNoLines, reasonsOf, reasonText } from './read-reasons.ts';
import type { ReadDocument } from './reading.ts';

// The reasons as src/extraction/pipeline keeps them in raw_extraction for the image-only
// Google invoice of ../shared/samples/invoices, read without a language model.
const SCAN: ReadDocument = {
  document: 'd1',
  fileName: '15_invoice_google_US_imageonly.pdf',
  status: 'ok',
  lineCount: 0,
  notices: [],
  reasons: [
    {
      code: 'ocr-page',
      params: { page: 1, words: 97, confidence: 92 },
      message: 'page 1 has no text layer: local OCR read 97 words on it, 92 % sure on average',
    },
    {
      code: 'no-goods-table',
      params: { pages: '1', count: 1 },
      message:
        'No goods table found on page 1: no line of column titles (description, quantity, price, amount) was recognised.',
    },
    {
      code: 'no-model-no-lines',
      params: {},
      message: 'no language model is configured (AI:*): only the table reader read this document',
    },
  ],
};

const say = (document: ReadDocument, language: 'en' | 'nl' | 'fr') =>
  reasonsOf(document).map((reason) => reasonText(reason, faultWordsFor(language)));

describe('why a document gave no goods line, in the page’s language', () => {
  it('says which page was a scan, what OCR read, which table was not found and what read it', () => {
    expect(say(SCAN, 'en')).toEqual([
      'Page 1 has no text layer: local OCR read 97 words on it, 92 % sure on average.',
      'No goods table found on page 1: no line of column titles (description, quantity, price, amount) was recognised.',
      'No language model is configured, so only the table reader read this document, and it finds goods lines only under a line of column titles. An administrator can configure a model to read documents like this one.',
    ]);
    expect(say(SCAN, 'nl')[0]).toBe(
      'Pagina 1 heeft geen tekstlaag: de lokale OCR las er 97 woorden op, gemiddeld 92 % zeker.',
    );
    expect(say(SCAN, 'fr')[1]).toBe(
      'Aucun tableau de marchandises trouvé sur la page 1 : aucune ligne de titres de colonnes (désignation, quantité, prix, montant) n’a été reconnue.',
    );
  });

  it('says a blank scan, several pages, a French scan and the column titles the table reader saw', () => {
    const reasons: ReadDocument['reasons'] = [
      { code: 'ocr-page', params: { page: 2, words: 0, confidence: 0 }, message: '' },
      {
        code: 'ocr-pages',
        params: { pages: '1–12', count: 12, words: 3400, empty: '4, 9', emptyCount: 2 },
        message: '',
      },
      { code: 'ocr-language', params: { language: 'fr' }, message: '' },
      {
        code: 'no-goods-table',
        params: { pages: '1–3', count: 3, titles: 'DESCRIPTION OF GOODS, QTY.' },
        message: '',
      },
    ];
    const nl = say({ ...SCAN, reasons }, 'nl');
    expect(nl[0]).toBe(
      'Pagina 2 heeft geen tekstlaag, en de lokale OCR las er geen enkel woord op: een lege pagina, of druk die te vaag of te klein is om te lezen.',
    );
    expect(nl[1]).toBe(
      'Pagina’s 1–12 (12) hebben geen tekstlaag: de lokale OCR las er 3.400 woorden op, geen enkel op pagina’s 4, 9.',
    );
    expect(nl[2]).toMatch(/^De gescande tekst lijkt Frans, maar de lokale OCR/);
    expect(say({ ...SCAN, reasons }, 'en')[3]).toBe(
      'No goods table found on pages 1–3: the column titles seen (DESCRIPTION OF GOODS, QTY.) make no line of titles for description, quantity, price and amount.',
    );
  });

  it('shows a sentence without a code, or with one the page does not know, as the service said it', () => {
    const document: ReadDocument = {
      ...SCAN,
      reasons: [
        { message: 'page 2: the model refused (Not an invoice)' },
        { code: 'from-a-newer-service', params: {}, message: 'something new' },
        // A code whose values are not there: its sentence, not a half-filled message.
        { code: 'no-goods-table', params: {}, message: 'No goods table found on page 1.' },
      ],
    };
    expect(say(document, 'fr')).toEqual([
      'page 2: the model refused (Not an invoice)',
      'something new',
      'No goods table found on page 1.',
    ]);
  });

  it('reads a reading kept before reasons were: its failure, then its notices', () => {
    const old: ReadDocument = {
      document: 'd2',
      fileName: 'factuur.pdf',
      status: 'failed',
      error: 'the PDF is encrypted',
      lineCount: 0,
      notices: ['a notice'],
    };
    expect(reasonsOf(old)).toEqual([{ message: 'the PDF is encrypted' }, { message: 'a notice' }]);
    expect(gaveNoLines(old)).toBe(true);
    expect(gaveNoLines({ ...SCAN, lineCount: 3 })).toBe(false);
  });

  it('says a scan with more pages than local OCR reads, from a failed dossier’s attempts', () => {
    const attempt = {
      attempt: 1,
      extractorType: 'unreadable',
      model: null,
      durationMs: 10,
      promptTokens: null,
      completionTokens: null,
      pageCount: null,
      estimatedCost: null,
      createdAt: '2026-11-27T10:00:00.000Z',
    };
    const run = failedRun([
      {
        ...attempt,
        id: 'a1',
        documentId: 'd3',
        fileName: 'scan-60.pdf',
        status: 'failed',
        error:
          'the PDF has 60 pages without text; at most 50 are read by OCR (Processing:MaxOcrPages)',
      },
      {
        ...attempt,
        id: 'a2',
        documentId: null,
        fileName: null,
        extractorType: 'dossier',
        status: 'failed',
        error: 'No document could be read: scan-60.pdf: the PDF has 60 pages without text',
      },
    ]);
    expect(run.whole).toBeUndefined();
    expect(run.documents.map((document) => document.fileName)).toEqual(['scan-60.pdf']);
    expect(say(run.documents[0]!, 'fr')).toEqual([
      'Le PDF a 60 pages sans texte, et l’OCR locale en lit au plus 50 (paramètre Processing:MaxOcrPages).',
    ]);
    expect(say(run.documents[0]!, 'nl')).toEqual([
      'De PDF heeft 60 pagina’s zonder tekst, en de lokale OCR leest er hoogstens 50 (instelling Processing:MaxOcrPages).',
    ]);
  });
});

describe('an e-invoice embedded in the PDF, in the page’s language', () => {
  const EINVOICE: ReadDocument = {
    ...SCAN,
    lineCount: 2,
    reasons: [
      {
        code: 'e-invoice',
        params: { file: 'factur-x.xml', syntax: 'CII', lines: 'page' },
        message: '',
      },
      {
        code: 'e-invoice-differs',
        params: { field: 'totalAmount', printed: 963.12, structured: 963.11 },
        message: '',
      },
    ],
  };

  it('names the file, and both values where the page says otherwise, in Belgian figures', () => {
    expect(say(EINVOICE, 'en')).toEqual([
      'The invoice’s header was read from the CII e-invoice embedded in the PDF (factur-x.xml); the goods lines from the printed pages.',
      'The printed page gives 963,12 for the total payable where the embedded e-invoice gives 963,11: check which is right.',
    ]);
    expect(say(EINVOICE, 'nl')[1]).toBe(
      'De gedrukte pagina geeft 963,12 voor het te betalen totaal, de e-factuur in de pdf 963,11: controleer wat juist is.',
    );
    const date = {
      ...EINVOICE,
      reasons: [
        {
          code: 'e-invoice-differs',
          params: { field: 'invoiceDate', printed: '2023-01-10', structured: '2024-11-15' },
          message: '',
        },
      ],
    };
    expect(say(date, 'fr')).toEqual([
      'La page imprimée donne 10/01/2023 pour la date de facture, la facture électronique jointe 15/11/2024 : vérifiez ce qui est juste.',
    ]);
    expect(say(EINVOICE, 'fr')[0]).toBe(
      'L’en-tête de la facture a été lu dans la facture électronique CII jointe au PDF (factur-x.xml) ; les lignes de marchandises dans les pages imprimées.',
    );
  });
});
