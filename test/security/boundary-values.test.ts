import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { CanonicalDeclarationSchema, ClientItemSchema } from '../../src/canonical/index.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';

/** The slice of JSON Schema the contracts use. */
interface Node {
  type?: string | string[];
  properties?: Record<string, Node>;
  items?: Node;
  required?: string[];
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  format?: string;
  enum?: string[];
  minimum?: number;
  maximum?: number;
}

type Path = (string | number)[];
const SEED = 20261124;

const typeOf = (node: Node) => (Array.isArray(node.type) ? node.type[0] : node.type);

/** The most a contract accepts at a leaf: its longest texts in 1- and 4-byte characters, its extreme numbers, its dates. */
const extremes = (node: Node): unknown[] => {
  if (node.enum) return node.enum;
  switch (typeOf(node)) {
    case 'boolean':
      return [true, false];
    case 'integer':
      return [node.minimum ?? 0, node.maximum ?? 2_147_483_647];
    case 'number':
      return [node.minimum ?? 0, node.maximum ?? 1e15, 5e-324, 0.1].filter(
        (value) => value >= (node.minimum ?? -Infinity) && value <= (node.maximum ?? Infinity),
      );
    case 'string': {
      if (node.format === 'date')
        return ['0000-01-01', '0001-01-01', '1900-01-01', '2000-02-29', '2999-12-31', '9999-12-31'];
      if (node.pattern)
        return fc.sample(fc.stringMatching(new RegExp(node.pattern)), { numRuns: 3, seed: SEED });
      const length = node.maxLength ?? 300;
      return ['x'.repeat(length), '😀'.repeat(length), 'Tab\tand\r\nlines'];
    }
    default:
      return [];
  }
};

/** Every leaf of a contract with its path (lists at entry 0) and the required siblings on the way. */
const leaves = (node: Node, path: Path = []): { path: Path; node: Node }[] => {
  if (typeOf(node) === 'object' && node.properties)
    return Object.entries(node.properties).flatMap(([name, child]) =>
      leaves(child, [...path, name]),
    );
  if (typeOf(node) === 'array' && node.items) return leaves(node.items, [...path, 0]);
  return [{ path, node }];
};

const set = (target: Record<string, any>, path: Path, value: unknown) => {
  let at: any = target;
  path.forEach((segment, index) => {
    if (index === path.length - 1) at[segment] = value;
    else at = at[segment] ??= typeof path[index + 1] === 'number' ? [] : {};
  });
};
const get = (target: unknown, path: Path): unknown =>
  path.reduce<any>((at, segment) => (at === undefined || at === null ? at : at[segment]), target);

/** What the contract needs besides the leaf itself. */
const withRequired = (path: Path) => {
  const body: Record<string, any> = { declaration_type: 'T1' };
  const first = path[0];
  if (first === 'goods_items') body.goods_items = [{ sequence_number: 1 }];
  if (first === 'house_consignments') body.house_consignments = [{ sequence_number: 1 }];
  if (first === 'guarantees') body.guarantees = [{ sequence_number: 1 }];
  if (path.at(-1) === 'house_consignment_sequence') body.house_consignments = [];
  return body;
};

// Masked in every read, or filled by completion, or checked against other data than its own.
const NOT_ROUND_TRIPPED = new Set(['access_code', 'client_code', 'auto_dispatch']);

for (const kind of databaseKinds) {
  describe(`the most the contracts accept, on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let api: IngestionTestApp;
    before(async () => {
      t = await kind.open();
      api = await startIngestionApp(t.database);
    });
    after(async () => {
      await api?.close();
      await t?.dispose();
    });

    it('stores every extreme value of every declaration field exactly as sent, or refuses it with 422, never a 500', async () => {
      const unexpected: string[] = [];
      let stored = 0;
      let serial = 0;
      for (const { path, node } of leaves(CanonicalDeclarationSchema as Node)) {
        if (path[0] === 'attachments') continue; // files: tested with real documents
        for (const value of extremes(node)) {
          const body = withRequired(path);
          set(body, path, value);
          // A document's date is stored in a date column when it is an origin certificate (N935).
          if (path.at(-1) === 'date') set(body, [...path.slice(0, -1), 'type'], 'N935');
          if (path.at(-1) === 'house_consignment_sequence')
            body.house_consignments.push({ sequence_number: value });
          if (path[0] !== 'ucr') body.ucr = `EDGE-${(serial += 1)}`;
          if (path[0] !== 'declaration_type' && path.at(-1) !== 'auto_dispatch')
            delete body.auto_dispatch;
          const response = await api.post(body);
          const where = `/${path.join('/')} = ${JSON.stringify(value).slice(0, 60)}`;
          if (response.status === 422) continue;
          if (response.status !== 201) {
            unexpected.push(
              `${where}: ${response.status} ${(await response.text()).slice(0, 200)}`,
            );
            continue;
          }
          stored += 1;
          const { uuid } = (await response.json()) as { uuid: string };
          const shown = (await (await api.get(`/api/declarations/${uuid}`)).json()) as {
            declaration: unknown;
          };
          if (!NOT_ROUND_TRIPPED.has(String(path.at(-1))))
            if (!Object.is(get(shown.declaration, path), value))
              unexpected.push(
                `${where}: stored as ${JSON.stringify(get(shown.declaration, path))}`,
              );
        }
      }
      assert.deepEqual(unexpected, []);
      assert.ok(stored > 300, `${stored} declarations stored`);
    });

    it('stores every extreme value of every client member exactly as sent, never a 500', async () => {
      const unexpected: string[] = [];
      let serial = 0;
      for (const { path, node } of leaves(ClientItemSchema as Node)) {
        for (const value of extremes(node)) {
          const code = path[0] === 'code' ? (value as string) : `EDGE-${(serial += 1)}`;
          const item: Record<string, unknown> = {
            code,
            name: 'Edge BV',
            [path[0] as string]: value,
          };
          const response = await api.post({ clients: [item] }, { path: '/api/v1/clients' });
          const where = `/${path.join('/')} = ${JSON.stringify(value).slice(0, 60)}`;
          if (response.status === 422) continue;
          if (response.status !== 200) {
            unexpected.push(
              `${where}: ${response.status} ${(await response.text()).slice(0, 200)}`,
            );
            continue;
          }
          const shown = (await (
            await api.get(`/api/v1/clients/${encodeURIComponent(code)}`)
          ).json()) as Record<string, unknown>;
          if (!Object.is(shown[path[0] as string], value))
            unexpected.push(`${where}: stored as ${JSON.stringify(shown[path[0] as string])}`);
        }
      }
      assert.deepEqual(unexpected, []);
    });
  });
}
