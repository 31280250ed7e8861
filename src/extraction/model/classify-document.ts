import type { DocumentKind, ModelUsage } from '../extracted.ts';
import { parseAnswerJson } from './answer-json.ts';
import { classifySchema } from './goods-schema.ts';
import type { ModelClient } from './model-client.ts';

/** The start of a document says what it is; the rest would only cost tokens. */
const CLASSIFY_CHARACTERS = 12_000;
const KINDS: readonly DocumentKind[] = ['invoice', 'packing_list', 'unknown'];

/**
 * SPEC.md point 4: the OCR text classified as invoice or packing list before extraction. An
 * answer that is no kind (a refusal, prose) is `unknown`, and the caller decides.
 */
export const classifyDocument = async (
  client: ModelClient,
  prompt: string,
  text: string,
  signal?: AbortSignal,
): Promise<{ kind: DocumentKind; usage: ModelUsage; raw: string }> => {
  const answer = await client.complete(
    {
      messages: [
        { role: 'system', content: prompt },
        { role: 'user', content: text.slice(0, CLASSIFY_CHARACTERS) },
      ],
      jsonSchema: classifySchema,
      maxOutputTokens: 256,
    },
    signal,
  );
  const data = answer.refusal ? undefined : parseAnswerJson(answer.content)?.data;
  const said = (data as { kind?: unknown } | undefined)?.kind;
  const kind = KINDS.find((candidate) => candidate === said) ?? 'unknown';
  return {
    kind,
    usage: answer.usage,
    raw: answer.refusal ? `refusal: ${answer.refusal}` : answer.content,
  };
};
