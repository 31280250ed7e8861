import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import amqp from 'amqplib';
import fc from 'fast-check';
import { pino } from 'pino';
import { createApiKey } from '../../src/api-keys/index.ts';
import { createAmqpConsumer } from '../../src/messaging/index.ts';
import { amqpUrl, deleteQueues, rabbitSkip } from '../support/brokers.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { queueHandlerOn } from '../support/queue-handler.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';
import { SAMPLE_NAMES, sample } from '../support/samples.ts';

// A fixed seed: the same bodies per endpoint on every run, so a failure can be replayed. 5,000 keep
// the file inside the suite's per-file time on two loaded cores; FUZZ_RUNS=20000 for a deeper run.
const SEED = 20261123;
const RUNS = Math.max(2500, Number(process.env.FUZZ_RUNS) || 5000);
const CONCURRENCY = 16;
const QUEUE_RUNS = 1000;

interface Attack {
  readonly kind: string;
  readonly body: Buffer;
  readonly contentType: string;
  readonly gzip?: boolean;
}

const json = (kind: string, text: string, contentType = 'application/json'): Attack => ({
  kind,
  body: Buffer.from(text),
  contentType,
});

/** Objects whose keys differ only in case: JSON.stringify cannot write them, so by hand. */
const caseTwins = (base: Record<string, unknown>) =>
  fc.constantFrom(...Object.keys(base)).map((key) => {
    const text = JSON.stringify(base);
    const twin = `"${key.toUpperCase()}":${JSON.stringify(base[key])},`;
    return json('duplicate keys in another case', `{${twin}${text.slice(1)}`);
  });

/** A valid document with one member replaced, removed, renamed in another case or made huge. */
const mutated = (bases: readonly Record<string, unknown>[]) =>
  fc
    .tuple(
      fc.constantFrom(...bases),
      fc.array(fc.string({ maxLength: 12 }), { minLength: 1, maxLength: 4 }),
      fc.oneof(
        fc.jsonValue(),
        fc.constant(null),
        fc.string({ minLength: 1000, maxLength: 200_000 }),
        fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER, -0, 0.1 + 0.2),
      ),
      fc.constantFrom('set', 'delete', 'upper'),
    )
    .map(([base, path, value, how]) => {
      const copy = structuredClone(base) as Record<string, any>;
      let node: Record<string, any> = copy;
      for (const step of path.slice(0, -1)) {
        const keys = Object.keys(node);
        const key = keys.length > 0 ? keys[step.length % keys.length]! : step;
        if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
        node = node[key] as Record<string, any>;
      }
      const keys = Object.keys(node);
      const last = keys.length > 0 ? keys[path.at(-1)!.length % keys.length]! : path.at(-1)!;
      if (how === 'delete') delete node[last];
      else if (how === 'upper') {
        node[last.toUpperCase()] = node[last];
        if (last !== last.toUpperCase()) delete node[last];
      } else node[last] = value;
      return json(`mutated (${how})`, JSON.stringify(copy));
    });

const xmlAttacks = fc.constantFrom(
  '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><declaration><declaration_type>&x;</declaration_type></declaration>',
  '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><declaration><ucr>&c;</ucr></declaration>',
  '<declaration xmlns:xi="http://www.w3.org/2001/XInclude"><xi:include href="file:///etc/passwd" parse="text"/></declaration>',
  '<declaration><declaration_type>T1</declaration_type><goods_items><goods_item><sequence_number>x</sequence_number></goods_item></goods_items></declaration>',
  '<declaration><declaration_type>IM</declaration_type>',
  `<declaration>${'<a>'.repeat(5000)}${'</a>'.repeat(5000)}</declaration>`,
);

const deepNesting = fc
  .integer({ min: 1000, max: 100_000 })
  .map((depth) =>
    json('deep nesting', `{"declaration_type":"IM","x":${'['.repeat(depth)}${']'.repeat(depth)}}`),
  );

const invalidUtf8 = fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => ({
  kind: 'invalid UTF-8',
  body: Buffer.concat([
    Buffer.from('{"declaration_type":"IM","ucr":"'),
    Buffer.from([0xff, 0xfe]),
    Buffer.from(bytes),
    Buffer.from('"}'),
  ]),
  contentType: 'application/json',
}));

const bomb = gzipSync(Buffer.alloc(12 * 1024 * 1024, 0x20));
const gzipAttacks = fc.oneof(
  fc.constant<Attack>({
    kind: 'gzip bomb',
    body: bomb,
    contentType: 'application/json',
    gzip: true,
  }),
  fc
    .tuple(fc.constantFrom(...SAMPLE_NAMES), fc.integer({ min: 1, max: 200 }))
    .map(([name, cut]) => {
      const zipped = gzipSync(JSON.stringify(sample(name)));
      return {
        kind: 'truncated gzip',
        body: zipped.subarray(0, Math.max(1, zipped.length - cut)),
        contentType: 'application/json',
        gzip: true,
      };
    }),
  fc.uint8Array({ maxLength: 256 }).map((bytes) => ({
    kind: 'not gzip',
    body: Buffer.from(bytes),
    contentType: 'application/json',
    gzip: true,
  })),
);

const noise = fc.oneof(
  fc.json().map((text) => json('random JSON', text)),
  fc.string({ maxLength: 300 }).map((text) => json('random text', text)),
  fc.string({ maxLength: 300 }).map((text) => json('random XML', `<${text}>`, 'application/xml')),
  fc
    .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', '')
    .map((type) => json('other content type', '{"declaration_type":"IM"}', type)),
  fc
    .constantFrom('1e999999', '-1e999999', '123456789012345678901234567890', '"\\ud800"')
    .map((value) =>
      json(
        'extreme number or lone surrogate',
        `{"declaration_type":"IM","totals":{"gross_mass":${value}}}`,
      ),
    ),
);

/** Characters XML cannot carry and text that is not Unicode, as JSON escapes in a string member. */
const BAD_CHARACTERS = [
  '\\ud800',
  '\\udfff',
  '\\ud83d x',
  '\\u0000',
  '\\u0001',
  '\\u001f',
  '\\uffff',
  '\\ufffe',
];

/** The JSON text of a valid document with one string member's value spoilt by a bad character. */
const badText = (bases: readonly Record<string, unknown>[]) =>
  fc
    .tuple(fc.constantFrom(...bases), fc.nat(), fc.constantFrom(...BAD_CHARACTERS))
    .map(([base, pick, character]) => {
      const text = JSON.stringify(base);
      const strings = [...text.matchAll(/:"([^"\\]*)"/g)];
      const target = strings[pick % strings.length]!;
      const at = target.index + 2 + Math.floor(target[1]!.length / 2);
      return json('bad character in a string', `${text.slice(0, at)}${character}${text.slice(at)}`);
    });

/** A property written twice with the very same name, in the top level or a nested object. */
const exactTwins = (bases: readonly Record<string, unknown>[]) =>
  fc.tuple(fc.constantFrom(...bases), fc.nat()).map(([base, pick]) => {
    const text = JSON.stringify(base);
    const pairs = [...text.matchAll(/[{,]("[a-z_]+":(?:"[^"]*"|-?[0-9.]+|true|false))/g)];
    const pair = pairs[pick % pairs.length]!;
    const at = pair.index + 1;
    return json(
      'a property twice with the same name',
      `${text.slice(0, at)}${pair[1]},${text.slice(at)}`,
    );
  });

/** Lists past their maximum: the contract's own, a list it ignores, and XML's. */
const oversized = fc.oneof(
  fc
    .integer({ min: 10_000, max: 30_000 })
    .map((count) =>
      json(
        'too many goods items',
        `{"declaration_type":"T1","goods_items":[${'{},'.repeat(count)}{}]}`,
      ),
    ),
  fc
    .integer({ min: 10_001, max: 50_000 })
    .map((count) =>
      json('too long an ignored list', `{"declaration_type":"T1","x":[${'0,'.repeat(count)}0]}`),
    ),
  fc
    .integer({ min: 10_000, max: 12_000 })
    .map((count) =>
      json(
        'too many XML goods items',
        `<declaration><declaration_type>T1</declaration_type><goods_items>${'<goods_item/>'.repeat(count)}</goods_items></declaration>`,
        'application/xml',
      ),
    ),
  fc
    .constantFrom('&#0;', '&#xD800;', '&#x1;', '&#65535;', '\u0001', '\uFFFE')
    .map((character) =>
      json(
        'XML with a character XML cannot carry',
        `<declaration><declaration_type>T1</declaration_type><ucr>A${character}B</ucr></declaration>`,
        'application/xml',
      ),
    ),
);

const attacksOn = (bases: readonly Record<string, unknown>[]): fc.Arbitrary<Attack> =>
  fc.oneof(
    { weight: 2, arbitrary: badText(bases) },
    { weight: 1, arbitrary: exactTwins(bases) },
    { weight: 1, arbitrary: oversized },
    { weight: 4, arbitrary: mutated(bases) },
    { weight: 1, arbitrary: caseTwins(bases[0]!) },
    {
      weight: 1,
      arbitrary: xmlAttacks.map((text) => json('hostile XML', text, 'application/xml')),
    },
    { weight: 1, arbitrary: deepNesting },
    { weight: 1, arbitrary: invalidUtf8 },
    { weight: 1, arbitrary: gzipAttacks },
    { weight: 3, arbitrary: noise },
  );

const DOCUMENTED = {
  '/api/declarations': new Set([201, 400, 409, 413, 415, 422, 429]),
  '/api/v1/clients': new Set([200, 400, 409, 413, 415, 422, 429]),
};

const postgres = databaseKinds.find((kind) => kind.name === 'postgres')!;

const declarations = SAMPLE_NAMES.map((name) => {
  const body = sample(name) as Record<string, unknown>;
  delete body.client_code;
  return body;
});
const clientBatches = [
  {
    clients: [
      { code: 'FUZZ', name: 'Fuzz BV', identification_number: 'BE0123456789', country: 'BE' },
    ],
  },
  { clients: [{ code: 'FUZZ2', name: 'Fuzz Two', street_and_number: 'Kaai 1', city: 'Gent' }] },
];

describe('hostile bodies', { skip: postgres.skip }, () => {
  let t: TestDatabase;
  let api: IngestionTestApp;
  /** One key per concurrent sender: each sends one body at a time, as a partner would. */
  const keys: string[] = [];
  before(async () => {
    t = await postgres.open();
    api = await startIngestionApp(t.database);
    for (let sender = 0; sender < CONCURRENCY; sender += 1)
      keys.push(
        (
          await createApiKey(
            t.database.db,
            { name: `fuzz-${sender}`, scopes: ['declarations', 'masterdata'] },
            'test',
          )
        ).rawKey,
      );
  });
  after(async () => {
    await api?.close();
    await t?.dispose();
  });

  for (const [path, bases] of [
    ['/api/declarations', declarations],
    ['/api/v1/clients', clientBatches],
  ] as const) {
    it(`answers ${RUNS.toLocaleString('en')} generated bodies on ${path} with documented statuses, no 5xx, memory stable`, async () => {
      const attacks = fc.sample(attacksOn(bases), { numRuns: RUNS, seed: SEED });
      const statuses = new Map<number, number>();
      const unexpected: string[] = [];
      let heapAfterWarmUp = 0;
      let next = 0;
      const worker = async (key: string) => {
        while (next < attacks.length) {
          const index = next++;
          const attack = attacks[index]!;
          const response = await fetch(`${api.baseUrl}${path}`, {
            method: 'POST',
            headers: {
              ...(attack.contentType ? { 'content-type': attack.contentType } : {}),
              ...(attack.gzip ? { 'content-encoding': 'gzip' } : {}),
              'x-api-key': key,
            },
            body: attack.body,
          });
          const text = await response.text();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (!DOCUMENTED[path].has(response.status))
            unexpected.push(`#${index} ${attack.kind}: ${response.status} ${text.slice(0, 200)}`);
          if (
            response.status >= 400 &&
            !response.headers.get('content-type')?.includes('problem+json')
          )
            unexpected.push(`#${index} ${attack.kind}: ${response.status} without problem details`);
          if (index === 2000) heapAfterWarmUp = process.memoryUsage().heapUsed;
        }
      };
      await Promise.all(keys.map(worker));
      const growthMb = (process.memoryUsage().heapUsed - heapAfterWarmUp) / 2 ** 20;
      console.log(
        `fuzz ${path}: ${attacks.length} bodies, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}, heap growth after warm-up ${growthMb.toFixed(0)} MB`,
      );
      assert.deepEqual(unexpected.slice(0, 20), []);
      assert.ok(growthMb < 200, `heap grew ${growthMb.toFixed(0)} MB`);
    });
  }
});

describe('hostile messages on the inbound queue', { skip: postgres.skip || rabbitSkip }, () => {
  it('settles every generated message as a dossier or a dead letter at once: none retried, none unexpected', async () => {
    const t = await postgres.open();
    const queue = `cds-fuzz-${process.pid}-${Date.now()}`;
    const consumer = createAmqpConsumer({
      url: amqpUrl,
      queue,
      maxConcurrent: 8,
      logger: pino({ level: 'silent' }),
    });
    const handler = queueHandlerOn(t.database.db);
    const connection = await amqp.connect(amqpUrl);
    const channel = await connection.createConfirmChannel();
    try {
      await consumer.start(handler.handler);
      const declarationAttacks = fc
        .sample(attacksOn(declarations), { numRuns: QUEUE_RUNS, seed: SEED })
        .filter((attack) => !attack.gzip);
      const clientAttacks = fc
        .sample(attacksOn(clientBatches), { numRuns: QUEUE_RUNS / 5, seed: SEED })
        .filter((attack) => !attack.gzip);
      const messages = [
        ...declarationAttacks.map((attack) => ({ attack, type: 'Declaration' })),
        ...clientAttacks.map((attack) => ({ attack, type: 'Client' })),
      ];
      messages.forEach(({ attack, type }, index) =>
        channel.sendToQueue(queue, attack.body, {
          messageId: `fuzz-${index}`,
          contentType: attack.contentType,
          headers: { Partner: 'tms-fuzz', MessageType: type },
          persistent: true,
        }),
      );
      await channel.waitForConfirms();
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline) {
        const { completed, deadLettered } = consumer.activity();
        if (completed + deadLettered >= messages.length) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const activity = consumer.activity();
      const reasons = new Map<string, number>();
      for (;;) {
        const letter = await channel.get(`${queue}.deadletter`, { noAck: true });
        if (!letter) break;
        const reason = String(letter.properties.headers?.['x-dead-letter-reason']);
        reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
      }
      console.log(
        `fuzz queue: ${messages.length} messages, ${activity.completed} completed, dead letters ${JSON.stringify(Object.fromEntries(reasons))}`,
      );
      assert.equal(activity.completed + activity.deadLettered, messages.length);
      assert.equal(activity.retried, 0, 'nothing hostile is mistaken for a passing failure');
      assert.equal(reasons.get('unexpected-error'), undefined);
      assert.equal(reasons.get('max-deliveries-exceeded'), undefined);
      assert.equal((await channel.checkQueue(queue)).messageCount, 0);
    } finally {
      await consumer.stop();
      await handler.close();
      await deleteQueues(channel, queue);
      await connection.close();
      await t.dispose();
    }
  });
});
