import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { INLINE_BYTES } from '../../src/body-readers/index.ts';
import { canonicalToXml, type CanonicalDeclaration } from '../../src/canonical/index.ts';
import { countRows, databaseKinds, type TestDatabase } from '../support/databases.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';
import { sample } from '../support/samples.ts';

interface Problem {
  type: string;
  errors?: { path: string; message: string }[];
}

const tinyItems = (count: number, sequence: (index: number) => unknown) =>
  `{"declaration_type":"T1","goods_items":[${Array.from(
    { length: count },
    (_, index) => `{"sequence_number":${JSON.stringify(sequence(index))}}`,
  ).join(',')}]}`;

for (const kind of databaseKinds) {
  describe(`heavy and hostile bodies on ${kind.name}`, { skip: kind.skip }, () => {
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

    const refused = async (body: string, path = '/api/declarations') => {
      const before = await countRows(t.database.db, 'dossiers');
      const response = await api.post(body, { path });
      const problem = (await response.json()) as Problem;
      assert.equal(await countRows(t.database.db, 'dossiers'), before, 'nothing written');
      return { status: response.status, problem };
    };

    it('refuses 150,000 tiny goods items as it reads them, naming the list once', async () => {
      const { status, problem } = await refused(tinyItems(150_000, (index) => index));
      assert.equal(status, 422);
      assert.deepEqual(problem.errors, [
        {
          path: '/goods_items',
          message: 'holds more than 9999 entries; at most 9999 are accepted',
        },
      ]);
    });

    it('refuses 150,000 invalid goods items with 422, never a crash', async () => {
      const { status, problem } = await refused(tinyItems(150_000, () => 'x'));
      assert.equal(status, 422);
      assert.equal(problem.errors?.[0]?.path, '/goods_items');
    });

    it('stops listing the complaints of 9,999 invalid items at 200, saying so', async () => {
      const { status, problem } = await refused(tinyItems(9_999, () => 'x'));
      assert.equal(status, 422);
      assert.equal(problem.errors?.length, 201);
      assert.deepEqual(problem.errors?.[0], {
        path: '/goods_items/0/sequence_number',
        message: 'must be a whole number from 0 to 2147483647',
      });
      assert.match(problem.errors?.at(-1)?.message ?? '', /stops at 200/);
    });

    it('refuses a property written twice with the same name instead of keeping the last', async () => {
      const { status, problem } = await refused(
        '{"declaration_type":"EX","declaration_type":"IM","ucr":"TWICE"}',
      );
      assert.equal(status, 422);
      assert.deepEqual(
        problem.errors?.map((error) => error.path),
        ['/declaration_type'],
      );
      const clients = await refused(
        '{"clients":[{"code":"C1","name":"A","name":"B"}]}',
        '/api/v1/clients',
      );
      assert.equal(clients.status, 422);
      assert.deepEqual(
        clients.problem.errors?.map((error) => error.path),
        ['/clients/0/name'],
      );
    });

    it('refuses nesting deeper than 64 levels, even in a field it would ignore', async () => {
      const { status, problem } = await refused(
        `{"declaration_type":"EX","extra":${'['.repeat(5000)}${']'.repeat(5000)}}`,
      );
      assert.equal(status, 422);
      assert.match(problem.errors?.[0]?.message ?? '', /nested deeper than 64 levels/);
    });

    it('refuses an XML list over its maximum as it reads it', async () => {
      const items = '<goods_item><sequence_number>1</sequence_number></goods_item>'.repeat(10_000);
      const { status, problem } = await refused(
        `<declaration><declaration_type>T1</declaration_type><goods_items>${items}</goods_items></declaration>`,
      );
      assert.equal(status, 422);
      assert.ok(
        problem.errors?.some(
          (error) => error.path === '/goods_items' && /more than 9999 entries/.test(error.message),
        ),
      );
    });

    it('refuses an XML list whose entries are spelt in several ways, rather than reorder them', async () => {
      const { status, problem } = await refused(
        '<declaration><declaration_type>T1</declaration_type><transport><route><country>BE</country><Country>LU</Country><country>FR</country></route></transport></declaration>',
      );
      assert.equal(status, 422);
      assert.deepEqual(problem.errors?.[0], {
        path: '/transport/route',
        message:
          'spells its entries in several ways (<country>, <Country>); use one spelling, or their order is lost',
      });
    });

    it('stops listing the complaints of a hostile XML body at 200 too', async () => {
      const junk = Array.from({ length: 1000 }, (_, i) => `<x${i}/>`).join('');
      const { status, problem } = await refused(
        `<declaration><declaration_type>T1</declaration_type><goods_items>${junk}</goods_items></declaration>`,
      );
      assert.equal(status, 422);
      assert.equal(problem.errors?.length, 201);
    });

    it('answers 400 to a control character in a path or query parameter, never a database error', async () => {
      for (const path of [
        '/api/declarations?ucr=%00',
        '/api/declarations?partner=a%01b',
        '/api/v1/clients/%00',
      ]) {
        const response = await api.get(path);
        assert.equal(response.status, 400, path);
        assert.equal(((await response.json()) as Problem).type, '/problems/bad-request');
      }
    });

    it('refuses more than two large bodies of one caller at once, answering the others', async () => {
      const big = canonicalToXml({
        ...(sample('t2-groupage') as CanonicalDeclaration),
        goods_items: Array.from({ length: 3000 }, (_, index) => ({
          sequence_number: index + 1,
          description: `Item ${index + 1} ${'y'.repeat(200)}`,
        })),
        house_consignments: undefined,
      });
      const responses = await Promise.all(
        [1, 2, 3, 4, 5].map((n) => api.post(big.replace('<ucr>', `<ucr>CAP-${n}-`))),
      );
      const statuses = responses.map((response) => response.status).sort();
      assert.ok(statuses.filter((status) => status === 429).length >= 1, statuses.join(','));
      const refusal = responses.find((response) => response.status === 429)!;
      assert.equal(((await refusal.json()) as Problem).type, '/problems/too-many-large-bodies');
      assert.ok(statuses.filter((status) => status === 201).length >= 2, statuses.join(','));
    });

    it('reads a large body on a worker thread exactly as a small one inline, both ways', async () => {
      const base = sample('t2-groupage') as CanonicalDeclaration;
      const items = Array.from({ length: 400 }, (_, index) => ({
        ...base.goods_items![0]!,
        sequence_number: index + 1,
        house_consignment_sequence: base.house_consignments![0]!.sequence_number,
        description: `Item ${index + 1} with a description long enough to weigh ${'x'.repeat(120)}`,
      }));
      const large = { ...base, ucr: `LARGE-${kind.name}`, goods_items: items };
      assert.ok(JSON.stringify(large).length > INLINE_BYTES, 'read by a worker thread');
      const created = await api.post(large);
      assert.equal(created.status, 201, await created.clone().text());
      const { uuid } = (await created.json()) as { uuid: string };
      const shown = (await (await api.get(`/api/declarations/${uuid}`)).json()) as {
        declaration: CanonicalDeclaration;
      };
      assert.deepEqual(shown.declaration.goods_items, items);

      const xml = await api.post(canonicalToXml({ ...large, ucr: `LARGE-XML-${kind.name}` }));
      assert.equal(xml.status, 201);

      const broken = { ...large, goods_items: items.map((item) => ({ ...item, gross_mass: -1 })) };
      const { status, problem } = await refused(JSON.stringify(broken).replace('"ucr"', '"UCR"'));
      assert.equal(status, 422);
      assert.equal(problem.errors?.[0]?.path, '/goods_items/0/gross_mass');
      assert.equal(problem.errors?.length, 201);
    });

    it('refuses attachment data that is not Base64 of a file: "A", "==", "" and text as PDF', async () => {
      for (const data of ['A', '==', '', '   ']) {
        const { status, problem } = await refused(
          JSON.stringify({ declaration_type: 'IM', attachments: [{ data }] }),
        );
        assert.equal(status, 422, data);
        assert.deepEqual(
          problem.errors?.map((error) => error.path),
          ['/attachments/0/data'],
        );
      }
      const fake = await refused(
        JSON.stringify({
          declaration_type: 'IM',
          attachments: [
            {
              content_type: 'application/pdf',
              data: Buffer.from('<html><script>alert(1)</script></html>').toString('base64'),
            },
            { data: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0, 0, 0]).toString('base64') },
            {
              content_type: 'text/plain',
              // Text for 64 KiB, then an executable: still not a text file.
              data: Buffer.concat([
                Buffer.alloc(70_000, 0x41),
                Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x00, 0xff]),
              ]).toString('base64'),
            },
          ],
        }),
      );
      assert.equal(fake.status, 422);
      assert.deepEqual(
        fake.problem.errors?.map((error) => error.path),
        ['/attachments/0/content_type', '/attachments/1/data', '/attachments/2/data'],
      );
    });
  });
}
