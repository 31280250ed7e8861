import { plainText, type TextPages } from '../documents/text-lines.ts';
import type { DocumentKind, ExtractedDocument, ExtractorType, ModelUsage } from '../extracted.ts';
import { askByPages, type PagedAnswers, type PagePart } from './ask-by-pages.ts';
import { sumUsage } from './estimate-cost.ts';
import { goodsAnswerToExtracted } from './goods-answer.ts';
import { goodsSchema } from './goods-schema.ts';
import { mergeDocuments } from './merge-parts.ts';
import type { ModelClient } from './model-client.ts';

export interface ModelExtraction {
  readonly extracted: ExtractedDocument;
  /** Every answer as sent (RawResponse); several when the document was asked in page ranges. */
  readonly rawResponses: readonly string[];
  /** The JSON read from them (ExtractedData): one part's data, or `{ parts: [{pages, data}] }`. */
  readonly data: unknown;
  /** Every call's tokens summed. */
  readonly usage: ModelUsage;
  /** Some answer had to be repaired (answer-json.ts): the data may hold less than the document. */
  readonly recovered: boolean;
}

export interface ExtractOptions {
  readonly extractor?: ExtractorType;
  /** The pages to read (1-based); default every page. */
  readonly pages?: readonly number[];
  readonly maxOutputTokens?: number;
  readonly signal?: AbortSignal;
}

const EXTRACTORS: Record<DocumentKind, ExtractorType> = {
  invoice: 'pdf_di_hybrid_invoice',
  packing_list: 'pdf_di_hybrid_packing_list',
  unknown: 'pdf_di_hybrid_invoice',
};

/** The JSON of the parts as the record keeps it. */
export const dataOf = (answers: PagedAnswers): unknown =>
  answers.parts.length === 1
    ? answers.parts[0]!.data
    : { parts: answers.parts.map((part) => ({ pages: part.pages, data: part.data ?? null })) };

/** The answers of page ranges as one extraction. */
export const toExtraction = (
  answers: PagedAnswers,
  base: Pick<ExtractedDocument, 'document' | 'kind' | 'extractor'>,
  model: string,
  read: (data: unknown, part: PagePart) => ExtractedDocument,
  options: { joinSplitLines?: boolean } = {},
): ModelExtraction => {
  const usable = answers.parts.filter((part) => part.data !== undefined);
  const notices = answers.parts.flatMap((part) => (part.failure ? [part.failure] : []));
  const recovered = answers.parts.some((part) => part.recovered);
  if (recovered)
    notices.push('A model answer was incomplete and repaired: check that no line is missing');
  return {
    extracted: mergeDocuments(
      base,
      usable.map((part) => read(part.data, part)),
      notices,
      options,
    ),
    rawResponses: answers.rawResponses,
    data: dataOf(answers),
    usage: sumUsage(answers.usages, model),
    recovered,
  };
};

/**
 * SPEC.md point 4: an invoice or packing list read by the model from its text (OCR or the PDF's
 * own text layer), with the prompt from the prompt table. Pages are marked in the text, so every
 * value comes back with its page; a document too long for one answer is asked in page ranges.
 */
export const extractWithModel = async (
  client: ModelClient,
  prompt: string,
  doc: TextPages,
  kind: DocumentKind,
  document: string,
  options: ExtractOptions = {},
): Promise<ModelExtraction> => {
  const base = { document, kind, extractor: options.extractor ?? EXTRACTORS[kind] };
  const pages = options.pages ?? doc.pages.map((page) => page.number);
  const answers = await askByPages(
    client,
    pages,
    (range) => ({
      messages: [
        { role: 'system', content: prompt },
        { role: 'user', content: plainText(doc, range) },
      ],
      jsonSchema: goodsSchema,
      ...(options.maxOutputTokens ? { maxOutputTokens: options.maxOutputTokens } : {}),
    }),
    options.signal,
  );
  return toExtraction(answers, base, client.model, (data) => goodsAnswerToExtracted(data, base));
};
