import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../support/app.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { signedIn } from '../support/sessions.ts';

for (const kind of databaseKinds) {
  describe(
    `/Admin/Costs for SuperUsers and Admins (SPEC.md: RequiresSuperUserOrAdmin) on ${kind.name}`,
    { skip: kind.skip },
    () => {
      let t: TestDatabase;
      let app: TestApp;
      before(async () => {
        t = await kind.open();
        app = await startTestApp(t.database);
      });
      after(async () => {
        await app?.close();
        await t?.dispose();
      });
      const costs = async (roles: string[]) => {
        const user = await signedIn(t.database.db, roles, `Costs ${roles.join(' ')}`);
        return fetch(`${app.baseUrl}/api/admin/costs?from=2026-11-01&to=2026-11-30`, {
          headers: { cookie: user.cookie },
        });
      };

      it('answers a SuperUser and an Admin, and refuses a User', async () => {
        for (const roles of [['SuperUsers'], ['Admins']]) {
          const answer = await costs(roles);
          assert.equal(answer.status, 200, roles.join());
          assert.ok(Array.isArray(await answer.json()));
        }
        const refused = await costs(['Users']);
        assert.equal(refused.status, 403);
        assert.match(((await refused.json()) as { detail: string }).detail, /Admins or SuperUsers/);
      });
    },
  );
}
