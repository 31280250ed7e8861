import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { schema } from '../../src/db/index.ts';
import { glnCheckDigit } from '../../src/identifiers/index.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { signedIn } from '../support/sessions.ts';

type Json = Record<string, any>;

for (const kind of databaseKinds) {
  describe(`/Admin/DeclarationFields through its API on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let app: TestApp;
    let headers: Record<string, string>;
    before(async () => {
      t = await kind.open();
      app = await startTestApp(t.database);
      headers = (await signedIn(t.database.db, ['SuperUsers'], 'Sam Super')).headers;
    });
    after(async () => {
      await app?.close();
      await t?.dispose();
    });
    const put = (key: string, value: string) =>
      fetch(`${app.baseUrl}/api/admin/declaration-settings/${key}`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ value }),
      });

    it('lists every company default with what it is for and how it is checked', async () => {
      const response = await fetch(`${app.baseUrl}/api/admin/declaration-settings`, { headers });
      assert.equal(response.status, 200);
      const settings = (await response.json()) as Json[];
      const byKey = new Map(settings.map((setting) => [setting.key, setting]));
      assert.ok(settings.every((setting) => setting.key.startsWith('declarations:')));
      assert.deepEqual(byKey.get('declarations:departure_office')?.check, {
        kind: 'office-code',
        role: 'DEP',
      });
      assert.deepEqual(byKey.get('declarations:sender_gln')?.check, { kind: 'gln' });
      assert.match(byKey.get('declarations:declarant_eori')?.description, /EORI/);
    });

    it('stores a value as customs keeps it, audited under the user; refuses what customs would refuse, naming why', async () => {
      const eori = await put('declarations:declarant_eori', 'be 0403.000.158');
      assert.equal(eori.status, 200, await eori.clone().text());
      assert.equal(((await eori.json()) as Json).value, 'BE0403000158');
      const [audit] = await t.database.db
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.entityId, 'declarations:declarant_eori'));
      assert.equal(audit?.actor, 'Sam Super');

      const wrongCheck = await put('declarations:declarant_eori', 'BE0403000111');
      assert.equal(wrongCheck.status, 422);
      const problem = (await wrongCheck.json()) as Json;
      assert.equal(problem.errors[0].path, 'declarations:declarant_eori');
      assert.equal(problem.errors[0].params.fault, 'check');

      const gln = `541234500001`;
      assert.equal(
        (await put('declarations:sender_gln', `${gln}${glnCheckDigit(gln)}`)).status,
        200,
      );
      const badGln = await put(
        'declarations:sender_gln',
        `${gln}${(Number(glnCheckDigit(gln)) + 1) % 10}`,
      );
      assert.equal(badGln.status, 422);
      assert.equal(((await badGln.json()) as Json).errors[0].params.kind, 'gln');

      const unknownOffice = await put('declarations:departure_office', 'BE999999');
      assert.equal(unknownOffice.status, 422);
      assert.equal(((await unknownOffice.json()) as Json).errors[0].params.fault, 'unknown');
      const notACountry = await put('declarations:consignor_country', 'XX');
      assert.equal(notACountry.status, 422);
      assert.equal((await put('declarations:consignor_country', 'nl')).status, 200);

      // Nothing refused was written: the stored EORI is the one accepted.
      const list = (await (
        await fetch(`${app.baseUrl}/api/admin/declaration-settings`, { headers })
      ).json()) as Json[];
      const stored = new Map(list.map((setting) => [setting.key, setting.value]));
      assert.equal(stored.get('declarations:declarant_eori'), 'BE0403000158');
      assert.equal(stored.get('declarations:consignor_country'), 'NL');
      assert.equal(stored.get('declarations:departure_office'), '');

      const empty = await put('declarations:declarant_eori', '');
      assert.equal(empty.status, 200, 'an empty value clears a default');
      assert.equal((await put('declarations:nonsense', 'x')).status, 404);
      assert.equal((await put('Processing:PdfDpi', '200')).status, 404);
    });

    it('is refused to a User', async () => {
      const user = await signedIn(t.database.db, ['Users'], 'Ulla User');
      const response = await fetch(`${app.baseUrl}/api/admin/declaration-settings`, {
        headers: user.headers,
      });
      assert.equal(response.status, 403);
    });
  });
}
