import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { loadSettings, SettingsError } from './index.ts';

const configDir = (files: Record<string, unknown> = {}): string => {
  const dir = mkdtempSync(join(tmpdir(), 'cds-settings-'));
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return dir;
};

const load = (env: NodeJS.ProcessEnv = {}, files: Record<string, unknown> = {}) =>
  loadSettings({ configDir: configDir(files), env });

const problemsOf = (
  env: NodeJS.ProcessEnv,
  files: Record<string, unknown> = {},
): readonly string[] => {
  try {
    load(env, files);
  } catch (error) {
    assert.ok(error instanceof SettingsError, String(error));
    return error.problems;
  }
  assert.fail('expected the settings to be refused');
};

describe('settings', () => {
  it('has the defaults SPEC.md gives', () => {
    const { settings } = load();
    assert.equal(settings['Processing:MaxConcurrentJobs'], 4);
    assert.equal(settings['Processing:PdfDpi'], 300);
    assert.equal(settings['Storage:UploadFolder'], './uploads');
    assert.equal(settings['Storage:MaxFileSizeBytes'], 52_428_800);
    assert.equal(settings['ServiceBus:Ingestion:MaxConcurrentCalls'], 4);
    assert.equal(settings['Descartes:Smf:ValidateXsd'], false);
    assert.equal(settings['Descartes:Smf:XsdFolder'], './schemas/smf');
    assert.equal(settings['ServiceBus:Descartes:AutoDispatchEnvironment'], 'Pr');
    assert.equal(settings['DocumentIntelligence:ModelId'], 'prebuilt-layout');
    assert.equal(settings['DocumentIntelligence:UseKeylessAuth'], true);
    assert.equal(settings['tarbel:auto_download'], false);
    assert.equal(settings['locode:auto_sync'], false);
    assert.equal(settings['Server:Host'], '127.0.0.1');
    assert.equal(settings['Server:Port'], 8080);
    assert.equal(settings['Database:EmbeddedPath'], './data/db');
    assert.equal(settings['Database:ConnectionString'], '');
    assert.deepEqual(settings['Proxy:KnownNetworks'], []);
    assert.equal(settings.environment, 'Production');
  });

  it('layers defaults, appsettings.json, appsettings.{APP_ENVIRONMENT}.json and the environment, later wins', () => {
    const files = {
      'appsettings.json': {
        Processing: { MaxConcurrentJobs: 5, PdfDpi: 150 },
        Storage: { UploadFolder: '/srv/a' },
      },
      'appsettings.stg.json': {
        Processing: { MaxConcurrentJobs: 6 },
        Storage: { UploadFolder: '/srv/b' },
      },
      'appsettings.prd.json': { Processing: { PdfDpi: 600 } },
    };
    const { settings, sources } = load(
      { APP_ENVIRONMENT: 'stg', Storage__UploadFolder: '/srv/c' },
      files,
    );
    assert.equal(settings['Processing:PdfDpi'], 150);
    assert.equal(settings['Processing:MaxConcurrentJobs'], 6);
    assert.equal(settings['Storage:UploadFolder'], '/srv/c');
    assert.equal(sources.get('Processing:MaxConcurrentJobs'), 'appsettings.stg.json');
    assert.equal(sources.get('Storage:UploadFolder'), 'environment variable Storage__UploadFolder');
    assert.equal(sources.get('Processing:PdfDpi'), 'appsettings.json');
  });

  it('matches keys case-insensitively in files and the environment', () => {
    const { settings } = load(
      { PROCESSING__PDFDPI: '200', storage__maxfilesizebytes: '1000' },
      { 'appsettings.json': { processing: { maxconcurrentjobs: 9 }, SERVER: { port: 9000 } } },
    );
    assert.equal(settings['Processing:MaxConcurrentJobs'], 9);
    assert.equal(settings['Processing:PdfDpi'], 200);
    assert.equal(settings['Storage:MaxFileSizeBytes'], 1000);
    assert.equal(settings['Server:Port'], 9000);
  });

  it('accepts HOST, PORT and DATABASE_URL as shortcuts that the full names override', () => {
    const short = load({
      HOST: '0.0.0.0',
      PORT: '9090',
      DATABASE_URL: 'postgres://u@db:5432/x',
    }).settings;
    assert.equal(short['Server:Host'], '0.0.0.0');
    assert.equal(short['Server:Port'], 9090);
    assert.equal(short['Database:ConnectionString'], 'postgres://u@db:5432/x');
    const both = load({ PORT: '9090', Server__Port: '7070' }).settings;
    assert.equal(both['Server:Port'], 7070);
  });

  it('reads a secret from the file a _FILE variable names', () => {
    const dir = configDir({ secret: 'postgres://u:p@db/x\n' });
    const { settings } = load({ Database__ConnectionString_FILE: join(dir, 'secret') });
    assert.equal(settings['Database:ConnectionString'], 'postgres://u:p@db/x');
    assert.match(
      problemsOf({ Database__ConnectionString_FILE: join(dir, 'missing') })[0]!,
      /Database__ConnectionString_FILE.*ENOENT/,
    );
  });

  it('reads lists from JSON arrays, comma-separated and indexed environment variables', () => {
    assert.deepEqual(
      load({}, { 'appsettings.json': { Proxy: { KnownNetworks: ['10.0.0.0/8', '::1'] } } })
        .settings['Proxy:KnownNetworks'],
      ['10.0.0.0/8', '::1'],
    );
    assert.deepEqual(
      load({ Proxy__KnownNetworks: '10.0.0.0/8, 192.168.0.0/16' }).settings['Proxy:KnownNetworks'],
      ['10.0.0.0/8', '192.168.0.0/16'],
    );
    assert.deepEqual(
      load({ Proxy__KnownNetworks__0: '10.1.0.0/16', Proxy__KnownNetworks__1: '10.2.0.0/16' })
        .settings['Proxy:KnownNetworks'],
      ['10.1.0.0/16', '10.2.0.0/16'],
    );
  });

  it('reads a section of country aliases', () => {
    const { settings } = load(
      { CountryAliases__Holland: 'NL' },
      { 'appsettings.json': { CountryAliases: { Deutschland: 'DE' } } },
    );
    assert.deepEqual(settings.CountryAliases, { Deutschland: 'DE', Holland: 'NL' });
  });

  const refusals: [string, NodeJS.ProcessEnv, RegExp][] = [
    [
      'a whole number that is text',
      { Processing__MaxConcurrentJobs: 'abc' },
      /^Invalid setting Processing:MaxConcurrentJobs = "abc" \(from environment variable Processing__MaxConcurrentJobs\): must be a whole number$/,
    ],
    [
      'MaxConcurrentCalls above 32',
      { ServiceBus__Ingestion__MaxConcurrentCalls: '40' },
      /^Invalid setting ServiceBus:Ingestion:MaxConcurrentCalls = "40" .*: must be between 1 and 32$/,
    ],
    [
      'MaxConcurrentCalls of 0',
      { ServiceBus__Ingestion__MaxConcurrentCalls: '0' },
      /MaxConcurrentCalls .*between 1 and 32/,
    ],
    [
      'a fraction where a whole number belongs',
      { Processing__PdfDpi: '300.5' },
      /Processing:PdfDpi .*whole number/,
    ],
    [
      'a port out of range',
      { PORT: '70000' },
      /Server:Port .*environment variable PORT.*between 0 and 65535/,
    ],
    [
      'a boolean that is not true or false',
      { Descartes__Smf__ValidateXsd: 'yes' },
      /Descartes:Smf:ValidateXsd .*true or false/,
    ],
    [
      'an unknown AI provider',
      { AI__Provider: 'Gemini' },
      /AI:Provider .*one of \(empty\), AzureOpenAI, OpenAI/,
    ],
    [
      'a bad CIDR range',
      { Proxy__KnownNetworks: '10.0.0.0/33' },
      /Proxy:KnownNetworks .*"10.0.0.0\/33" is not one/,
    ],
    [
      'a connection string that is not a PostgreSQL URL',
      { DATABASE_URL: 'mysql://x' },
      /^Invalid setting Database:ConnectionString \(from environment variable DATABASE_URL\): must be a URL with scheme postgres or postgresql$/,
    ],
    [
      'an empty required value',
      { Database__EmbeddedPath: ' ' },
      /Database:EmbeddedPath .*may not be empty/,
    ],
    [
      'a country alias that is not a code',
      { CountryAliases__Holland: 'Netherlands' },
      /CountryAliases .*"Holland" has "Netherlands"/,
    ],
    [
      'a malformed runtime default',
      { declarations__supervising_customs_office: 'ANTWERP' },
      /declarations:supervising_customs_office .*8-character customs office code/,
    ],
    [
      'an active ingestion block that is not configured',
      { ServiceBus__Ingestion__ActiveEnvironment: 'stg' },
      /ActiveEnvironment = "stg": no block ServiceBus:Ingestion:stg/,
    ],
    [
      'an AMQP block without a queue',
      { ServiceBus__Ingestion__dv__AmqpUrl: 'amqp://127.0.0.1' },
      /ServiceBus:Ingestion:dv:QueueName: must be set/,
    ],
    [
      'an AMQP block with a non-AMQP URL',
      { ServiceBus__Ingestion__dv__AmqpUrl: 'http://x', ServiceBus__Ingestion__dv__QueueName: 'q' },
      /ServiceBus:Ingestion:dv:AmqpUrl: must be an amqp/,
    ],
    ['a bad APP_ENVIRONMENT', { APP_ENVIRONMENT: '../etc' }, /APP_ENVIRONMENT/],
  ];
  for (const [name, env, expected] of refusals) {
    it(`refuses ${name} with one line naming the key`, () => {
      const problems = problemsOf(env);
      assert.equal(problems.length, 1, problems.join('\n'));
      assert.match(problems[0]!, expected);
      assert.doesNotMatch(problems[0]!, /\n/);
    });
  }

  it('reports every bad value at once', () => {
    const problems = problemsOf({
      Processing__MaxConcurrentJobs: 'abc',
      ServiceBus__Ingestion__MaxConcurrentCalls: '40',
    });
    assert.equal(problems.length, 2);
  });

  it('refuses a bad value in a file and names the file', () => {
    const problems = problemsOf({}, { 'appsettings.json': { Processing: { PdfDpi: 'high' } } });
    assert.match(problems[0]!, /Processing:PdfDpi = "high" \(from appsettings.json\)/);
  });

  it('refuses a list where a single value belongs', () => {
    const problems = problemsOf({}, { 'appsettings.json': { Server: { Host: ['a', 'b'] } } });
    assert.match(
      problems[0]!,
      /^Invalid setting Server:Host = \["a","b"\] \(from appsettings.json\): must be a single value/,
    );
  });

  it('refuses an appsettings file whose top level is not an object', () => {
    assert.throws(
      () => load({}, { 'appsettings.json': '[1, 2]' }),
      /appsettings.json must hold a JSON object/,
    );
  });

  it('refuses a file that is not JSON, naming it', () => {
    assert.throws(
      () => load({}, { 'appsettings.json': '{ "Processing": ' }),
      /appsettings.json is not valid JSON/,
    );
  });

  it('never prints a secret value in an error', () => {
    const problems = problemsOf({ Database__ConnectionString: 'mysql://user:hunter2@db/x' });
    assert.doesNotMatch(problems[0]!, /hunter2/);
  });

  it('reads queue blocks and picks the active one case-insensitively', () => {
    const { settings } = load({
      ServiceBus__Ingestion__ActiveEnvironment: 'DV',
      ServiceBus__Ingestion__dv__AmqpUrl: 'amqp://guest:guest@127.0.0.1:5672',
      ServiceBus__Ingestion__dv__QueueName: 'declarations',
      ServiceBus__Ingestion__prd__FullyQualifiedNamespace: 'x.servicebus.windows.net',
      ServiceBus__Ingestion__prd__QueueName: 'declarations',
      ServiceBus__Descartes__Pr__Folder: '/srv/outbox',
    });
    assert.deepEqual(settings.ingestionBlocks.get('dv'), {
      name: 'dv',
      transport: 'amqp',
      queueName: 'declarations',
      amqpUrl: 'amqp://guest:guest@127.0.0.1:5672',
      // Where the block was set, for /Admin/DescartesSettings and IngestionSettings.
      source: 'environment variable ServiceBus__Ingestion__dv__AmqpUrl',
    });
    assert.equal(settings.ingestionBlocks.get('prd')?.transport, 'servicebus');
    assert.deepEqual(settings.descartesBlocks.get('pr'), {
      name: 'Pr',
      transport: 'folder',
      folder: '/srv/outbox',
      source: 'environment variable ServiceBus__Descartes__Pr__Folder',
    });
  });

  it('warns when the automatic dispatch environment is not a configured block', () => {
    assert.match(load().warnings.join('\n'), /AutoDispatchEnvironment names "Pr".*refused/);
    assert.doesNotMatch(
      load({ ServiceBus__Descartes__Pr__Folder: '/srv/out' }).warnings.join('\n'),
      /AutoDispatchEnvironment/,
    );
  });

  it('warns about a misspelt key in a known section instead of ignoring it silently', () => {
    const { warnings } = load({
      Processing__MaxConcurentJobs: '8',
      npm_config_cache: '/x',
      SOME__OTHER: 'y',
    });
    assert.deepEqual(
      warnings.filter((w) => w.startsWith('Unknown')),
      [
        'Unknown setting Processing:MaxConcurentJobs (from environment variable Processing__MaxConcurentJobs) is ignored',
      ],
    );
  });
});
