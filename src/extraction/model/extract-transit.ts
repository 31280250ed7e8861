import type { DocumentReading } from '../document-reading.ts';
import { plainText } from '../documents/text-lines.ts';
import type { ExtractedLine, Found } from '../extracted.ts';
import { askByPages, type PagePart } from './ask-by-pages.ts';
import { sumUsage } from './estimate-cost.ts';
import { toExtraction, type ModelExtraction } from './extract-with-model.ts';
import { extractWithVision } from './extract-with-vision.ts';
import { readHeader, readLine } from './goods-answer.ts';
import { transitHeaderSchema, transitItemsSchema } from './goods-schema.ts';
import type { ModelClient } from './model-client.ts';
import type { SkeletonItem, TransitSkeleton } from './transit-skeleton.ts';

export interface TransitPrompts {
  readonly header: string;
  readonly items: string;
  /** With `renderFirstPage`: the header read from the page image when its text gave nothing. */
  readonly visionHeader?: string;
}

export interface TransitOptions {
  /** Page 1 as a PNG at Processing:PdfDpi, rendered only when the vision fallback is needed. */
  readonly renderFirstPage?: () => Promise<Buffer>;
  readonly maxOutputTokens?: number;
  readonly signal?: AbortSignal;
}

export interface TransitExtraction extends ModelExtraction {
  readonly skeleton: TransitSkeleton;
}

/** Values the PDF text gave are facts of the text layer; the model's are readings. */
const SKELETON_CONFIDENCE = 0.95;

const fromSkeleton = (item: SkeletonItem, document: string) => {
  const found = <T>(value: T | undefined): Found<T> | undefined =>
    value === undefined
      ? undefined
      : {
          value,
          confidence: SKELETON_CONFIDENCE,
          source: { document, page: item.page, box: item.box },
        };
  return Object.fromEntries(
    Object.entries({
      commodityCode: found(item.commodityCode),
      packages: found(item.packages),
      packageType: found(item.packageType),
    }).filter(([, value]) => value !== undefined),
  ) as ExtractedLine;
};

/** Each skeleton item of the range, filled by the model's line of the same number; lines the skeleton missed follow. */
const fillSkeleton = (
  items: readonly SkeletonItem[],
  data: unknown,
  document: string,
): ExtractedLine[] => {
  const base = { document, kind: 'unknown', extractor: 'pdf_di_hybrid_transit' } as const;
  const raw = (data as { lines?: unknown } | null)?.lines;
  const answered = (Array.isArray(raw) ? raw : []).map((line: unknown) => ({
    number: (line as { item_number?: unknown } | null)?.item_number,
    line: readLine(line, base),
  }));
  const used = new Set<number>();
  const filled = items.map((item) => {
    const at = answered.findIndex(
      (entry, index) => !used.has(index) && entry.number === item.itemNumber,
    );
    if (at >= 0) used.add(at);
    return { ...answered[at]?.line, ...fromSkeleton(item, document) };
  });
  const extra = answered.filter((_, index) => !used.has(index)).map((entry) => entry.line);
  return [...filled, ...extra.filter((line) => Object.keys(line).length > 0)];
};

/**
 * SPEC.md point 4, transit PDFs: no classification; the skeleton of items (built from the PDF's
 * words by the reader process, transit-skeleton.ts), one call for the header on page 1 (from the
 * page image when its text gave nothing and a renderer is given) and one for the items on the
 * continuation pages, asked in page ranges when too long.
 */
export const extractTransit = async (
  client: ModelClient,
  prompts: TransitPrompts,
  doc: DocumentReading,
  skeleton: TransitSkeleton,
  document: string,
  options: TransitOptions = {},
): Promise<TransitExtraction> => {
  const base = { document, kind: 'unknown', extractor: 'pdf_di_hybrid_transit' } as const;
  const limit = options.maxOutputTokens ? { maxOutputTokens: options.maxOutputTokens } : {};
  const headerAnswers = await askByPages(
    client,
    [1],
    () => ({
      messages: [
        { role: 'system', content: prompts.header },
        { role: 'user', content: plainText(doc, [1]) },
      ],
      jsonSchema: transitHeaderSchema,
      ...limit,
    }),
    options.signal,
  );
  let header = toExtraction(headerAnswers, base, client.model, (data) => ({
    ...base,
    header: readHeader((data as { header?: unknown } | null)?.header, base),
    lines: [],
    charges: [],
    notices: [],
  }));
  const textless =
    doc.pages[0]?.imageOnly === true || Object.keys(header.extracted.header).length === 0;
  if (textless && prompts.visionHeader && options.renderFirstPage) {
    const png = await options.renderFirstPage();
    const vision = await extractWithVision(
      client,
      prompts.visionHeader,
      [{ number: 1, png }],
      'transit',
      document,
      options,
    );
    header = {
      ...vision,
      rawResponses: [...header.rawResponses, ...vision.rawResponses],
      usage: sumUsage([header.usage, vision.usage], client.model),
    };
  }
  const continuation = doc.pages.filter((page) => page.number > 1).map((page) => page.number);
  const itemPages = continuation.length > 0 ? continuation : [1];
  // Items printed before the continuation pages go with the first range.
  const itemsOf = (range: readonly number[]) =>
    skeleton.items.filter(
      (item) =>
        range.includes(item.page) || (range[0] === itemPages[0] && item.page < itemPages[0]!),
    );
  const itemAnswers = await askByPages(
    client,
    itemPages,
    (range) => ({
      messages: [
        { role: 'system', content: prompts.items },
        {
          role: 'user',
          content: `Skeleton:\n${JSON.stringify(
            itemsOf(range).map((item) => ({
              item_number: item.itemNumber,
              commodity_code: item.commodityCode ?? null,
              packages: item.packages ?? null,
              page: item.page,
              text: item.text,
            })),
          )}\n\nDocument:\n${plainText(doc, range)}`,
        },
      ],
      jsonSchema: transitItemsSchema,
      ...limit,
    }),
    options.signal,
  );
  const items = toExtraction(
    itemAnswers,
    base,
    client.model,
    (data, part: PagePart) => ({
      ...base,
      header: {},
      lines: fillSkeleton(itemsOf(part.pages), data, document),
      charges: [],
      notices: [],
    }),
    { joinSplitLines: false },
  );
  // Items the model never answered for (a range that failed) still stand, from the text alone.
  const answeredPages = new Set(
    itemAnswers.parts.filter((part) => part.data !== undefined).flatMap((part) => part.pages),
  );
  const unanswered = itemAnswers.parts
    .filter((part) => part.data === undefined)
    .flatMap((part) => itemsOf(part.pages).filter((item) => !answeredPages.has(item.page)));
  return {
    skeleton,
    extracted: {
      ...base,
      header: header.extracted.header,
      lines: [...items.extracted.lines, ...unanswered.map((item) => fromSkeleton(item, document))],
      charges: [],
      notices: [...header.extracted.notices, ...items.extracted.notices],
    },
    rawResponses: [...header.rawResponses, ...items.rawResponses],
    data: { header: header.data ?? null, items: items.data ?? null },
    usage: sumUsage([header.usage, items.usage], client.model),
    recovered: header.recovered || items.recovered,
  };
};
