import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import {
  createModelClient,
  ModelCallError,
} from '../../src/extraction/model/create-model-client.ts';
import { estimateCost } from '../../src/extraction/model/estimate-cost.ts';
import { goodsSchema } from '../../src/extraction/model/goods-schema.ts';
import { loadSettings, SettingsError } from '../../src/settings/index.ts';
import {
  answer,
  jsonAnswer,
  rateLimited,
  refusalAnswer,
  serverError,
  startOpenAiStandIn,
  type OpenAiStandIn,
} from '../support/openai-stand-in.ts';

const settingsWith = (env: NodeJS.ProcessEnv) =>
  loadSettings({ configDir: '/nonexistent', env }).settings;
const fast = { timeoutMs: 5_000, maxRetries: 2 };

describe('choosing the model from the settings', () => {
  it('has no model when no AI key, endpoint or server is configured', () => {
    assert.equal(createModelClient(settingsWith({})), undefined);
  });

  it('detects Azure OpenAI from its endpoint and OpenAI from its key', () => {
    const azure = createModelClient(
      settingsWith({
        AI__AzureOpenAI__Endpoint: 'https://example.openai.azure.com/',
        AI__AzureOpenAI__Deployment: 'extraction',
        AI__AzureOpenAI__ApiKey: 'k',
      }),
    );
    assert.deepEqual([azure?.provider, azure?.model], ['AzureOpenAI', 'extraction']);
    const openai = createModelClient(settingsWith({ AI__OpenAI__ApiKey: 'sk-test' }));
    assert.deepEqual([openai?.provider, openai?.model], ['OpenAI', 'gpt-4.1-mini']);
  });

  it('refuses a provider chosen without what it needs, naming the setting', () => {
    assert.throws(
      () => createModelClient(settingsWith({ AI__Provider: 'OpenAI' })),
      (error: unknown) => error instanceof SettingsError && /AI:OpenAI:ApiKey/.test(error.message),
    );
    assert.throws(
      () =>
        createModelClient(
          settingsWith({
            AI__AzureOpenAI__Endpoint: 'https://example.openai.azure.com',
            AI__AzureOpenAI__Deployment: 'extraction',
          }),
        ),
      /AI:AzureOpenAI:ApiKey, or AI:AzureOpenAI:UseKeylessAuth/,
    );
    assert.throws(
      () =>
        createModelClient(
          settingsWith({ AI__Provider: 'AzureOpenAI', AI__AzureOpenAI__ApiKey: 'k' }),
        ),
      /AI:AzureOpenAI:Endpoint/,
    );
  });
});

describe('a model call against an OpenAI-compatible server', () => {
  let standIn: OpenAiStandIn;
  before(async () => {
    standIn = await startOpenAiStandIn({
      apiKey: 'sk-test',
      azureKey: 'az-key',
      azureToken: 'mi-token',
    });
  });
  after(() => standIn?.close());
  beforeEach(() => standIn.requests.splice(0));

  const openAi = () =>
    createModelClient(
      settingsWith({ AI__OpenAI__ApiKey: 'sk-test', AI__BaseUrl: standIn.openAiBaseUrl }),
      fast,
    )!;

  it('sends the prompt, the page images and the strict JSON schema, and maps the answer and its usage', async () => {
    standIn.enqueue(jsonAnswer({ lines: [] }, { promptTokens: 1234, completionTokens: 56 }));
    const result = await openAi().complete({
      messages: [
        { role: 'system', content: 'Extract the goods.' },
        {
          role: 'user',
          content: [
            { type: 'text', text: 'Page 1' },
            { type: 'image', dataUrl: 'data:image/png;base64,iVBORw0KGgo=' },
          ],
        },
      ],
      jsonSchema: goodsSchema,
      maxOutputTokens: 2000,
    });
    assert.deepEqual(result, {
      content: '{"lines":[]}',
      finishReason: 'stop',
      usage: { model: 'gpt-4.1-mini-2025-04-14', promptTokens: 1234, completionTokens: 56 },
    });
    const [sent] = standIn.requests;
    assert.equal(sent?.headers.authorization, 'Bearer sk-test');
    assert.equal(sent?.body.model, 'gpt-4.1-mini');
    assert.equal(sent?.body.max_tokens, 2000, 'a server at AI:BaseUrl is given max_tokens');
    assert.deepEqual(sent?.body.response_format, {
      type: 'json_schema',
      json_schema: { name: 'goods_document', schema: goodsSchema.schema, strict: true },
    });
    assert.deepEqual(sent?.body.messages, [
      { role: 'system', content: 'Extract the goods.' },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'Page 1' },
          {
            type: 'image_url',
            image_url: { url: 'data:image/png;base64,iVBORw0KGgo=', detail: 'high' },
          },
        ],
      },
    ]);
  });

  it('waits out a 429 for its Retry-After, retries a 500, then answers', async () => {
    standIn.enqueue(rateLimited(1), serverError(), answer('{}'));
    const result = await openAi().complete({ messages: [{ role: 'user', content: 'x' }] });
    assert.equal(result.content, '{}');
    assert.equal(standIn.requests.length, 3);
    const waited = standIn.arrivals.at(-2)! - standIn.arrivals.at(-3)!;
    assert.ok(waited >= 950, `waited ${waited} ms after Retry-After: 1`);
  });

  it('fails with the status once the retries are spent', async () => {
    standIn.enqueue(serverError(503), serverError(503), serverError(503));
    await assert.rejects(
      openAi().complete({ messages: [{ role: 'user', content: 'x' }] }),
      (error: unknown) =>
        error instanceof ModelCallError &&
        error.status === 503 &&
        /OpenAI model gpt-4.1-mini answered 503/.test(error.message),
    );
    assert.equal(standIn.requests.length, 3, 'one call and two retries');
  });

  it('maps a refusal and an answer cut at the token limit', async () => {
    standIn.enqueue(
      refusalAnswer('Not a document I can read'),
      answer('{"lines": [', { finishReason: 'length' }),
    );
    const client = openAi();
    const refused = await client.complete({ messages: [{ role: 'user', content: 'x' }] });
    assert.deepEqual([refused.content, refused.refusal], ['', 'Not a document I can read']);
    const cut = await client.complete({ messages: [{ role: 'user', content: 'x' }] });
    assert.equal(cut.finishReason, 'length');
  });

  it('calls an Azure deployment with its API version and key, or a managed identity token', async () => {
    const azure = (env: NodeJS.ProcessEnv, options = {}) =>
      createModelClient(
        settingsWith({
          AI__AzureOpenAI__Endpoint: `${standIn.azureEndpoint}/`,
          AI__AzureOpenAI__Deployment: 'cds-gpt41mini',
          ...env,
        }),
        { ...fast, ...options },
      )!;
    standIn.enqueue(jsonAnswer({ kind: 'invoice' }), jsonAnswer({ kind: 'invoice' }));
    await azure({ AI__AzureOpenAI__ApiKey: 'az-key' }).complete({
      messages: [{ role: 'user', content: 'x' }],
    });
    await azure(
      { AI__AzureOpenAI__UseKeylessAuth: 'true' },
      { azureTokenProvider: () => Promise.resolve('mi-token') },
    ).complete({ messages: [{ role: 'user', content: 'x' }], maxOutputTokens: 300 });
    const [withKey, keyless] = standIn.requests;
    assert.deepEqual(
      [withKey?.api, withKey?.deployment, withKey?.apiVersion],
      ['azure', 'cds-gpt41mini', '2024-10-21'],
    );
    assert.equal(withKey?.headers['api-key'], 'az-key');
    assert.equal(keyless?.headers.authorization, 'Bearer mi-token');
    assert.equal(keyless?.body.max_completion_tokens, 300);
    await assert.rejects(
      azure({ AI__AzureOpenAI__ApiKey: 'wrong' }).complete({
        messages: [{ role: 'user', content: 'x' }],
      }),
      (error: unknown) => error instanceof ModelCallError && error.status === 401,
    );
  });
});

describe('the estimated cost of a call', () => {
  const prices = settingsWith({})['AI:Prices'];
  it('prices a dated model by its family, in USD per million tokens', () => {
    assert.equal(
      estimateCost(
        { model: 'gpt-4.1-mini-2025-04-14', promptTokens: 10_000, completionTokens: 2_000 },
        prices,
      ),
      0.0072,
    );
    assert.equal(
      estimateCost({ model: 'gpt-4.1', promptTokens: 1_000_000, completionTokens: 0 }, prices),
      2,
    );
  });
  it('has no estimate for a model without a price', () => {
    assert.equal(
      estimateCost({ model: 'llama3:8b', promptTokens: 1, completionTokens: 1 }, prices),
      undefined,
    );
  });
});
