import { DefaultAzureCredential, getBearerTokenProvider } from '@azure/identity';
import OpenAI, { APIConnectionTimeoutError, APIError, AzureOpenAI } from 'openai';
import type { ChatCompletionContentPart, ChatCompletionMessageParam } from 'openai/resources';
import { SettingsError, type Settings } from '../../settings/index.ts';
import type { ChatMessage, ModelAnswer, ModelClient, ModelRequest } from './model-client.ts';

export interface ModelClientOptions {
  /** Per attempt; default AI:TimeoutSeconds. */
  readonly timeoutMs?: number;
  /** Retries of a 408, 409, 429 (after its Retry-After) or 5xx; default 3. */
  readonly maxRetries?: number;
  /** Keyless Azure: default a managed identity (DefaultAzureCredential). */
  readonly azureTokenProvider?: () => Promise<string>;
}

/** A model call that failed after its retries, saying why (the status, or the timeout). */
export class ModelCallError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ModelCallError';
  }
}

const PUBLIC_OPENAI = 'https://api.openai.com/v1';
const COGNITIVE_SERVICES_SCOPE = 'https://cognitiveservices.azure.com/.default';

type Provider = ModelClient['provider'];

/** DECISIONS.md section 11: AI:Provider, or the provider whose keys are configured. */
const providerOf = (settings: Settings): Provider | undefined => {
  const chosen = settings['AI:Provider'];
  if (chosen) return chosen;
  if (settings['AI:AzureOpenAI:Endpoint']) return 'AzureOpenAI';
  if (settings['AI:OpenAI:ApiKey'] || settings['AI:BaseUrl']) return 'OpenAI';
  return undefined;
};

const missing = (provider: Provider, what: string) =>
  new SettingsError(`AI:Provider ${provider} needs ${what}`);

const toWire = (message: ChatMessage): ChatCompletionMessageParam => {
  if (typeof message.content === 'string' || message.role === 'system')
    return {
      role: message.role,
      content:
        typeof message.content === 'string'
          ? message.content
          : message.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n'),
    };
  const parts: ChatCompletionContentPart[] = message.content.map((part) =>
    part.type === 'text'
      ? { type: 'text', text: part.text }
      : { type: 'image_url', image_url: { url: part.dataUrl, detail: 'high' } },
  );
  return { role: 'user', content: parts };
};

const explain = (error: unknown, name: string, timeoutMs: number): ModelCallError => {
  if (error instanceof APIConnectionTimeoutError)
    return new ModelCallError(`${name} did not answer within ${timeoutMs / 1000} s`, undefined, {
      cause: error,
    });
  if (error instanceof APIError) {
    const status = error.status as number | undefined;
    return new ModelCallError(
      `${name} answered ${status ?? 'no status'}: ${error.message}`,
      status,
      { cause: error },
    );
  }
  return new ModelCallError(`${name} could not be called: ${(error as Error).message}`, undefined, {
    cause: error,
  });
};

/**
 * The configured chat-completions model (OpenAI, Azure OpenAI, or an OpenAI-compatible server at
 * AI:BaseUrl), or undefined when none is configured: PDFs then reach Review with their text and a
 * notice (DECISIONS.md section 11). Every value comes from the settings; the SDK's own
 * environment variables (OPENAI_BASE_URL, OPENAI_ORG_ID ...) are never read (ARCHITECTURE.md rule 8).
 */
export const createModelClient = (
  settings: Settings,
  options: ModelClientOptions = {},
): ModelClient | undefined => {
  const provider = providerOf(settings);
  if (!provider) return undefined;
  const timeoutMs = options.timeoutMs ?? settings['AI:TimeoutSeconds'] * 1000;
  const common = {
    timeout: timeoutMs,
    maxRetries: options.maxRetries ?? 3,
    organization: null,
    project: null,
    webhookSecret: null,
    logLevel: 'warn' as const,
  };
  const baseUrl = settings['AI:BaseUrl'];
  let sdk: OpenAI;
  let model: string;
  if (provider === 'OpenAI') {
    const apiKey = settings['AI:OpenAI:ApiKey'];
    if (!apiKey && !baseUrl) throw missing(provider, 'AI:OpenAI:ApiKey (or AI:BaseUrl)');
    model = settings['AI:OpenAI:Model'];
    // A local server at AI:BaseUrl may take no key; the SDK insists on one.
    sdk = new OpenAI({ ...common, apiKey: apiKey || 'none', baseURL: baseUrl || PUBLIC_OPENAI });
  } else {
    const endpoint = settings['AI:AzureOpenAI:Endpoint'].replace(/\/+$/, '');
    const deployment = settings['AI:AzureOpenAI:Deployment'];
    const apiKey = settings['AI:AzureOpenAI:ApiKey'];
    const keyless = settings['AI:AzureOpenAI:UseKeylessAuth'];
    if (!endpoint) throw missing(provider, 'AI:AzureOpenAI:Endpoint');
    if (!deployment) throw missing(provider, 'AI:AzureOpenAI:Deployment');
    if (!keyless && !apiKey)
      throw missing(provider, 'AI:AzureOpenAI:ApiKey, or AI:AzureOpenAI:UseKeylessAuth true');
    model = deployment;
    sdk = new AzureOpenAI({
      ...common,
      baseURL: `${endpoint}/openai`,
      deployment,
      apiVersion: settings['AI:AzureOpenAI:ApiVersion'],
      ...(keyless
        ? {
            azureADTokenProvider:
              options.azureTokenProvider ??
              getBearerTokenProvider(new DefaultAzureCredential(), COGNITIVE_SERVICES_SCOPE),
          }
        : { apiKey }),
    });
  }
  const name = `${provider} model ${model}`;
  // Servers behind AI:BaseUrl (vLLM, Ollama, LM Studio) know max_tokens; OpenAI's newer models
  // and Azure accept only max_completion_tokens.
  const tokenLimit = baseUrl && provider === 'OpenAI' ? 'max_tokens' : 'max_completion_tokens';
  const maxOutputTokens = settings['AI:MaxOutputTokens'];

  const complete = async (request: ModelRequest, signal?: AbortSignal): Promise<ModelAnswer> => {
    let completion: OpenAI.Chat.Completions.ChatCompletion;
    try {
      completion = await sdk.chat.completions.create(
        {
          model,
          messages: request.messages.map(toWire),
          [tokenLimit]: request.maxOutputTokens ?? maxOutputTokens,
          ...(request.jsonSchema
            ? {
                response_format: {
                  type: 'json_schema',
                  json_schema: {
                    name: request.jsonSchema.name,
                    schema: request.jsonSchema.schema as Record<string, unknown>,
                    strict: true,
                  },
                },
              }
            : {}),
        },
        { signal },
      );
    } catch (error) {
      throw explain(error, name, timeoutMs);
    }
    const choice = completion.choices[0];
    if (!choice) throw new ModelCallError(`${name} answered without a choice`);
    const refusal = choice.message.refusal ?? undefined;
    return {
      content: choice.message.content ?? '',
      finishReason: choice.finish_reason ?? 'stop',
      ...(refusal ? { refusal } : {}),
      usage: {
        // The model that answered (gpt-4.1-mini-2025-04-14), priced as such; an Azure deployment's
        // own name says nothing about its price.
        model: completion.model || model,
        promptTokens: completion.usage?.prompt_tokens ?? 0,
        completionTokens: completion.usage?.completion_tokens ?? 0,
      },
    };
  };
  return { model, provider, complete };
};
