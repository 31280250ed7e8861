import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';
import { sampleForToday } from '../support/samples.ts';
import { signedIn } from '../support/sessions.ts';

type Session = Awaited<ReturnType<typeof signedIn>>;
interface Breakdown {
  items: { number: number; lines: number[]; packages: number; gross_mass?: number }[];
  conflicts: { line: number; field: string; firstLine: number; number: number }[];
  suggested: number[];
  keys: string[];
}

// The goods breakdown page's question (issue 28): the items the message would carry.
for (const kind of databaseKinds) {
  describe(`the goods breakdown of a dossier on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let api: IngestionTestApp;
    let dana: Session;
    let uuid: string;
    before(async () => {
      t = await kind.open();
      api = await startIngestionApp(t.database);
      dana = await signedIn(t.database.db, ['Admins'], 'Dana Declarant');
      const body = sampleForToday('im-h1b');
      delete body.client_code;
      const response = await api.post(body);
      assert.equal(response.status, 201, await response.clone().text());
      uuid = ((await response.json()) as { uuid: string }).uuid;
    });
    after(async () => {
      await api?.close();
      await t?.dispose();
    });

    const ask = (declaration: unknown, who: Session = dana, id = uuid) =>
      fetch(`${api.baseUrl}/api/dossiers/${id}/breakdown`, {
        method: 'POST',
        headers: { ...who.headers, 'content-type': 'application/json' },
        body: JSON.stringify(declaration),
      });

    it('answers the items as sent, the suggestion, and the items once lines share a number', async () => {
      const declaration = sampleForToday('im-h1b');
      declaration.goods_items.push({ ...declaration.goods_items[0], sequence_number: 3 });
      const asSent = (await (await ask(declaration)).json()) as Breakdown;
      assert.deepEqual(
        asSent.items.map((item) => item.lines),
        [[0], [1], [2]],
      );
      assert.deepEqual(asSent.suggested, [1, 2, 1]);
      assert.ok(asSent.keys.includes('preferential'));

      declaration.goods_items.forEach((item: Record<string, unknown>, index: number) => {
        item.declaration_goods_item_number = asSent.suggested[index];
      });
      const grouped = (await (await ask(declaration)).json()) as Breakdown;
      assert.deepEqual(
        grouped.items.map((item) => [item.number, item.lines, item.packages, item.gross_mass]),
        [
          [1, [0, 2], 160, 3000],
          [2, [1], 40, 650],
        ],
      );
      assert.deepEqual(grouped.conflicts, []);

      declaration.goods_items[1].declaration_goods_item_number = 1;
      const conflicting = (await (await ask(declaration)).json()) as Breakdown;
      assert.deepEqual(
        conflicting.conflicts.map((conflict) => [conflict.line, conflict.field]),
        [[1, 'commodity_code']],
      );
    });

    it('refuses what is not a declaration, an unknown dossier, and anyone not signed in', async () => {
      const invalid = await ask({ declaration_type: 'IM', goods_items: 'many' });
      assert.equal(invalid.status, 422);
      assert.equal(((await invalid.json()) as { type: string }).type, '/problems/validation');
      const unknown = await ask(
        sampleForToday('im-h1b'),
        dana,
        '0b7e2d4c-5f7a-4e1b-9c3d-2a6f8e9b1c00',
      );
      assert.equal(unknown.status, 404);
      const anonymous = await fetch(`${api.baseUrl}/api/dossiers/${uuid}/breakdown`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      assert.equal(anonymous.status, 401);
    });
  });
}
