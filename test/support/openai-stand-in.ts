import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A chat-completions server on loopback speaking what OpenAI (`POST /v1/chat/completions`,
 * `Authorization: Bearer`) and Azure OpenAI (`POST /openai/deployments/{deployment}/chat/completions
 * ?api-version=`, `api-key` or a bearer token) speak, answering what each test scripts, and
 * recording every request so a test can assert the prompt, schema and images sent.
 */
export interface RecordedRequest {
  readonly api: 'openai' | 'azure';
  readonly deployment?: string;
  readonly apiVersion?: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: any;
}

export interface StandInReply {
  /** Never answer: the caller waits until it gives up or dies (a worker killed mid-call). */
  readonly hold?: boolean;
  readonly status?: number;
  readonly headers?: Record<string, string>;
  readonly body: unknown;
}

type Script = (request: RecordedRequest) => StandInReply;

let counter = 0;

/** No answer at all: the request stays open. */
export const held = (): StandInReply => ({ hold: true, body: null });

/** A 200 chat.completion with this content (or a refusal), finish reason and usage. */
export const answer = (
  content: string | null,
  options: {
    finishReason?: string;
    refusal?: string;
    model?: string;
    promptTokens?: number;
    completionTokens?: number;
  } = {},
): StandInReply => ({
  body: {
    id: `chatcmpl-${++counter}`,
    object: 'chat.completion',
    created: 1_795_600_000,
    model: options.model ?? 'gpt-4.1-mini-2025-04-14',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: options.refusal ?? null },
        finish_reason: options.finishReason ?? 'stop',
      },
    ],
    usage: {
      prompt_tokens: options.promptTokens ?? 1000,
      completion_tokens: options.completionTokens ?? 200,
      total_tokens: (options.promptTokens ?? 1000) + (options.completionTokens ?? 200),
    },
  },
});
export const jsonAnswer = (data: unknown, options: Parameters<typeof answer>[1] = {}) =>
  answer(JSON.stringify(data), options);
export const fencedAnswer = (data: unknown) =>
  answer(`Here is the data:\n\`\`\`json\n${JSON.stringify(data, null, 2)}\n\`\`\``);
/** An answer cut at the token limit: the first `keep` characters of the JSON. */
export const truncatedAnswer = (data: unknown, keep: number) =>
  answer(JSON.stringify(data).slice(0, keep), { finishReason: 'length' });
export const refusalAnswer = (reason = "I'm sorry, I can't help with that.") =>
  answer(null, { refusal: reason });
export const rateLimited = (retryAfterSeconds: number): StandInReply => ({
  status: 429,
  headers: { 'retry-after': String(retryAfterSeconds) },
  body: { error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } },
});
export const serverError = (status = 500): StandInReply => ({
  status,
  body: { error: { message: 'The server had an error', type: 'server_error', code: null } },
});

export interface OpenAiStandIn {
  /** For AI:BaseUrl: `http://127.0.0.1:<port>/v1`. */
  readonly openAiBaseUrl: string;
  /** For AI:AzureOpenAI:Endpoint: `http://127.0.0.1:<port>`. */
  readonly azureEndpoint: string;
  readonly requests: RecordedRequest[];
  /** When each request arrived (ms since the epoch), to check a Retry-After was waited. */
  readonly arrivals: number[];
  /** Answers for the next requests, in order. */
  enqueue(...replies: StandInReply[]): void;
  /** Answer every request not served by the queue with this function of the request. */
  respond(script: Script): void;
  close(): Promise<void>;
}

const send = (response: ServerResponse, reply: StandInReply) => {
  response.writeHead(reply.status ?? 200, {
    'content-type': 'application/json',
    ...reply.headers,
  });
  response.end(JSON.stringify(reply.body));
};

const AZURE_PATH = /^\/openai\/deployments\/([^/]+)\/chat\/completions$/;

export const startOpenAiStandIn = async (
  credentials: { apiKey?: string; azureKey?: string; azureToken?: string } = {},
): Promise<OpenAiStandIn> => {
  const queue: StandInReply[] = [];
  const requests: RecordedRequest[] = [];
  const arrivals: number[] = [];
  let script: Script | undefined;
  const unauthorized = { status: 401, body: { error: { message: 'Invalid key', code: '401' } } };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const azure = AZURE_PATH.exec(url.pathname);
      if (request.method !== 'POST' || (!azure && url.pathname !== '/v1/chat/completions'))
        return send(response, { status: 404, body: { error: { message: 'no such route' } } });
      const bearer = request.headers.authorization?.replace(/^Bearer /, '');
      const allowed = azure
        ? (credentials.azureKey !== undefined &&
            request.headers['api-key'] === credentials.azureKey) ||
          (credentials.azureToken !== undefined && bearer === credentials.azureToken)
        : credentials.apiKey === undefined || bearer === credentials.apiKey;
      if (!allowed) return send(response, unauthorized);
      const recorded: RecordedRequest = {
        api: azure ? 'azure' : 'openai',
        ...(azure ? { deployment: decodeURIComponent(azure[1]!) } : {}),
        ...(url.searchParams.has('api-version')
          ? { apiVersion: url.searchParams.get('api-version')! }
          : {}),
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') as unknown,
      };
      requests.push(recorded);
      arrivals.push(Date.now());
      const reply = queue.shift() ?? script?.(recorded);
      if (reply?.hold) return;
      // 400 is not retried: a test that forgot an answer fails at once, saying so.
      send(response, reply ?? { status: 400, body: { error: { message: 'no answer scripted' } } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    openAiBaseUrl: `http://127.0.0.1:${port}/v1`,
    azureEndpoint: `http://127.0.0.1:${port}`,
    requests,
    arrivals,
    enqueue: (...replies) => queue.push(...replies),
    respond: (given) => {
      script = given;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};

const nothing = { value: null, page: null };

/** A model's goods answer for the shared minimal invoice: one line, no header values. */
export const minimalGoodsAnswer = {
  header: Object.fromEntries(
    [
      'invoice_number',
      'invoice_date',
      'currency',
      'incoterm',
      'incoterm_place',
      'total_amount',
      'total_net_mass',
      'total_gross_mass',
      'total_packages',
    ].map((key) => [key, nothing]),
  ),
  lines: [{ description: 'Tool A', total_price: 500, page: 1 }],
  charges: [],
};
