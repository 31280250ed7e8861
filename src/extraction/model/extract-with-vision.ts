import type { DocumentKind, ExtractorType } from '../extracted.ts';
import { askByPages } from './ask-by-pages.ts';
import type { ExtractOptions, ModelExtraction } from './extract-with-model.ts';
import { toExtraction } from './extract-with-model.ts';
import { goodsAnswerToExtracted } from './goods-answer.ts';
import { goodsSchema, transitHeaderSchema } from './goods-schema.ts';
import type { MessagePart } from './model-client.ts';
import type { ModelClient } from './model-client.ts';

/** A page rendered at Processing:PdfDpi. */
export interface PageImage {
  /** 1-based. */
  readonly number: number;
  readonly png: Buffer;
}

export type VisionKind = DocumentKind | 'transit';

const EXTRACTORS: Record<VisionKind, ExtractorType> = {
  invoice: 'pdf_vision_invoice',
  packing_list: 'pdf_vision_packing_list',
  unknown: 'pdf_vision_invoice',
  transit: 'pdf_vision_transit',
};

/**
 * SPEC.md point 4, the legacy vision path: pages as images, read by the model with no OCR text.
 * Used for one page at a time: the transit header when its text gave nothing, the "Process with
 * AI" action, and every page when no OCR is configured. A transit page answers the header only.
 */
export const extractWithVision = async (
  client: ModelClient,
  prompt: string,
  pngPages: readonly PageImage[],
  kind: VisionKind,
  document: string,
  options: Omit<ExtractOptions, 'pages'> = {},
): Promise<ModelExtraction> => {
  const base = {
    document,
    kind: kind === 'transit' ? ('unknown' as const) : kind,
    extractor: options.extractor ?? EXTRACTORS[kind],
  };
  const byNumber = new Map(pngPages.map((page) => [page.number, page.png]));
  const answers = await askByPages(
    client,
    pngPages.map((page) => page.number),
    (range) => ({
      messages: [
        { role: 'system', content: prompt },
        {
          role: 'user',
          content: range.flatMap((number): MessagePart[] => [
            { type: 'text', text: `Page ${number}` },
            {
              type: 'image',
              dataUrl: `data:image/png;base64,${byNumber.get(number)!.toString('base64')}`,
            },
          ]),
        },
      ],
      jsonSchema: kind === 'transit' ? transitHeaderSchema : goodsSchema,
      ...(options.maxOutputTokens ? { maxOutputTokens: options.maxOutputTokens } : {}),
    }),
    options.signal,
  );
  return toExtraction(answers, base, client.model, (data) => goodsAnswerToExtracted(data, base));
};
