import type { ModelUsage } from '../extracted.ts';

export type MessagePart =
  | { readonly type: 'text'; readonly text: string }
  /** A page as an image (the vision path): a data: URL of a PNG. */
  | { readonly type: 'image'; readonly dataUrl: string };

export interface ChatMessage {
  readonly role: 'system' | 'user';
  readonly content: string | readonly MessagePart[];
}

export interface ModelRequest {
  readonly messages: readonly ChatMessage[];
  /** Structured output: the answer must be JSON valid against this schema. */
  readonly jsonSchema?: { readonly name: string; readonly schema: object };
  readonly maxOutputTokens?: number;
}

export interface ModelAnswer {
  /** The text as the model sent it (RawResponse). */
  readonly content: string;
  /** `stop`, or `length` for an answer cut off at the token limit, `content_filter` ... */
  readonly finishReason: string;
  /** Set when the model refused (structured output's refusal). */
  readonly refusal?: string;
  readonly usage: ModelUsage;
}

/**
 * A chat-completions model behind one interface: OpenAI, Azure OpenAI, or any server that speaks
 * the OpenAI wire protocol (AI:BaseUrl). Transient failures (429 with Retry-After, 5xx) are
 * retried inside; what comes out is an answer or an error that says why.
 */
export interface ModelClient {
  /** The model or deployment name, as costs are kept per model. */
  readonly model: string;
  readonly provider: 'OpenAI' | 'AzureOpenAI';
  complete(request: ModelRequest, signal?: AbortSignal): Promise<ModelAnswer>;
}
