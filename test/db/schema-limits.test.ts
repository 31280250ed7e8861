import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { schema } from '../../src/db/index.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';

const client = (overrides: Partial<typeof schema.clients.$inferInsert> = {}) => ({
  code: `C${Math.random().toString(36).slice(2, 10)}`,
  name: 'Brouwerij Example NV',
  createdBy: 'test',
  updatedBy: 'test',
  ...overrides,
});

for (const kind of databaseKinds) {
  describe(`client address limits on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    before(async () => {
      t = await kind.open();
    });
    after(() => t?.dispose());

    it('stores a client at exactly the limits (street 70, postcode 17, city 35, country 2)', async () => {
      const row = client({
        streetAndNumber: 'S'.repeat(70),
        postcode: 'P'.repeat(17),
        city: 'C'.repeat(35),
        country: 'BE',
      });
      const [stored] = await t.database.db.insert(schema.clients).values(row).returning();
      assert.equal(stored?.streetAndNumber?.length, 70);
      assert.equal(stored?.isCustomsClient, false);
    });

    const overLimit: [string, Partial<typeof schema.clients.$inferInsert>][] = [
      ['a street of 71 characters', { streetAndNumber: 'S'.repeat(71) }],
      ['a postcode of 18 characters', { postcode: 'P'.repeat(18) }],
      ['a city of 36 characters', { city: 'C'.repeat(36) }],
      ['a country of 3 characters', { country: 'BEL' }],
      ['a lower-case country', { country: 'be' }],
    ];
    for (const [name, overrides] of overLimit) {
      it(`refuses ${name}`, async () => {
        await assert.rejects(t.database.db.insert(schema.clients).values(client(overrides)));
      });
    }

    it('refuses a second client with the same code', async () => {
      await t.database.db.insert(schema.clients).values(client({ code: 'DUP' }));
      await assert.rejects(t.database.db.insert(schema.clients).values(client({ code: 'DUP' })));
    });
  });
}
