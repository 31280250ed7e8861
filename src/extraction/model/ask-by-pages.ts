import type { ModelUsage } from '../extracted.ts';
import { parseAnswerJson } from './answer-json.ts';
import type { ModelClient, ModelRequest } from './model-client.ts';

/** What one page range gave: its data, or why it gave none. */
export interface PagePart {
  readonly pages: readonly number[];
  readonly data?: unknown;
  readonly recovered: boolean;
  /** For the declarant, when the range gave nothing usable. */
  readonly failure?: string;
}

export interface PagedAnswers {
  readonly parts: readonly PagePart[];
  /** Every answer as sent, in call order (RawResponse). */
  readonly rawResponses: readonly string[];
  readonly usages: readonly ModelUsage[];
}

/**
 * Asks the model about `pages`, and when the answer is cut at the token limit, refused or not
 * JSON, asks again about each half of the range, down to single pages: a long table fits in the
 * output limit page by page. A single page that still fails keeps what could be recovered of
 * it, or says why it gave nothing; the other pages are not lost for it.
 */
export const askByPages = async (
  client: ModelClient,
  pages: readonly number[],
  requestFor: (pages: readonly number[]) => ModelRequest,
  signal?: AbortSignal,
): Promise<PagedAnswers> => {
  const rawResponses: string[] = [];
  const usages: ModelUsage[] = [];
  const ask = async (range: readonly number[]): Promise<PagePart[]> => {
    const answer = await client.complete(requestFor(range), signal);
    rawResponses.push(answer.refusal ? `refusal: ${answer.refusal}` : answer.content);
    usages.push(answer.usage);
    const parsed = answer.refusal ? undefined : parseAnswerJson(answer.content);
    const cut = answer.finishReason === 'length';
    if (parsed && !cut) return [{ pages: range, data: parsed.data, recovered: parsed.recovered }];
    if (range.length > 1) {
      const middle = Math.ceil(range.length / 2);
      return [...(await ask(range.slice(0, middle))), ...(await ask(range.slice(middle)))];
    }
    const where = `page ${range[0]}`;
    if (parsed) return [{ pages: range, data: parsed.data, recovered: true }];
    return [
      {
        pages: range,
        recovered: false,
        failure: answer.refusal
          ? `${where}: the model refused (${answer.refusal})`
          : cut
            ? `${where}: the model's answer was cut off at its output limit with nothing usable`
            : `${where}: the model's answer was not JSON`,
      },
    ];
  };
  const parts = pages.length > 0 ? await ask(pages) : [];
  return { parts, rawResponses, usages };
};
