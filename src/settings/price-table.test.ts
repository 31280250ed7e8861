import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadSettings } from './load-settings.ts';
import { SettingsError } from './settings-error.ts';

const load = (env: NodeJS.ProcessEnv) =>
  loadSettings({ configDir: '/nonexistent', env }).settings['AI:Prices'];

describe('AI:Prices', () => {
  it('knows the list prices of the common models when nothing is configured', () => {
    assert.deepEqual(load({})['gpt-4.1-mini'], { inputPerMillion: 0.4, outputPerMillion: 1.6 });
  });

  it('adds a model given as JSON in the environment and keeps the built-in ones', () => {
    const prices = load({
      AI__Prices: '{"llama-3.3-70b": {"inputPerMillion": 0.6, "OutputPerMillion": "0.8"}}',
    });
    assert.deepEqual(prices['llama-3.3-70b'], { inputPerMillion: 0.6, outputPerMillion: 0.8 });
    assert.ok(prices['gpt-4o']);
  });

  it('reads a section written key by key (AI__Prices__model__Field)', () => {
    const prices = load({
      'AI__Prices__gpt-4o__InputPerMillion': '3',
      'AI__Prices__gpt-4o__OutputPerMillion': '12',
    });
    assert.deepEqual(prices['gpt-4o'], { inputPerMillion: 3, outputPerMillion: 12 });
  });

  it('refuses a negative or missing price, naming the model', () => {
    assert.throws(
      () => load({ AI__Prices: '{"m": {"inputPerMillion": -1, "outputPerMillion": 1}}' }),
      (error: unknown) =>
        error instanceof SettingsError &&
        /AI:Prices.*at least 0 for m:inputPerMillion/.test(error.message),
    );
    assert.throws(() => load({ AI__Prices: '{"m": {"inputPerMillion": 1}}' }), SettingsError);
    assert.throws(() => load({ AI__Prices: '[1]' }), SettingsError);
  });
});
