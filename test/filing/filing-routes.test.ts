import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { schema } from '../../src/db/index.ts';
import { cc015cSchema } from '../../src/regimes/index.ts';
import { setRuntimeSetting } from '../../src/runtime-settings/index.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { nctsSchemaFolder } from '../support/filing.ts';
import { startFilingApp, type FilingApp } from '../support/filing-app.ts';
import type { IngestionTestApp } from '../support/ingestion-app.ts';
import { sample } from '../support/samples.ts';

const TENANT = 'tenant-filing';
const CLIENT = 'client-filing';

for (const kind of databaseKinds) {
  describe(`filing by hand over HTTP on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let filing: FilingApp;
    let api: IngestionTestApp;
    const token = (roles: string[]) => filing.token(roles);
    const submit = async (uuid: string, roles = ['Admins'], query = '') =>
      fetch(`${api.baseUrl}/api/dossiers/${uuid}/submit${query}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await token(roles)}` },
      });
    const ingested = (ucr: string, change?: (d: Record<string, any>) => void) =>
      filing.ingested(ucr, change);

    before(async () => {
      t = await kind.open();
      filing = await startFilingApp(t.database, { tenant: TENANT, client: CLIENT });
      ({ api } = filing);
    });
    after(async () => {
      await filing?.close();
      await t?.dispose();
    });

    it('shows the message a dossier would be filed with, then files it for an Admin', async () => {
      const uuid = await ingested(`HAND-${kind.name}`);
      const preview = await api.get(`/api/declarations/${uuid}/xml`);
      assert.equal(preview.status, 200);
      assert.match(preview.headers.get('content-type') ?? '', /application\/xml/);
      assert.equal(preview.headers.get('x-message-filed'), 'false');
      assert.deepEqual(cc015cSchema(nctsSchemaFolder, 6).validate(await preview.text()), []);

      const filed = await submit(uuid);
      assert.equal(filed.status, 200, await filed.clone().text());
      const body = (await filed.json()) as {
        status: string;
        messageId: string;
        environment: string;
      };
      assert.equal(body.status, 'Submitted');
      assert.equal(body.environment, 'Pr');
      const [dossier] = await t.database.db
        .select()
        .from(schema.dossiers)
        .where(eq(schema.dossiers.id, uuid));
      assert.equal(dossier!.status, 'Submitted');

      const shown = await api.get(`/api/declarations/${uuid}/xml`);
      assert.equal(shown.headers.get('x-message-filed'), 'true');
      assert.equal(shown.headers.get('x-message-id'), body.messageId);
      const [message] = await t.database.db
        .select()
        .from(schema.outboxMessages)
        .where(eq(schema.outboxMessages.dossierId, uuid));
      // The view is the filed message but for the guarantee's access code, which only the
      // outbound message carries.
      assert.equal(shown.headers.get('x-access-codes-masked'), 'true');
      const view = await shown.text();
      assert.match(message!.payload, /<accessCode>7Q2K<\/accessCode>/);
      assert.doesNotMatch(view, /7Q2K/);
      assert.equal(view, message!.payload.replace('<accessCode>7Q2K<', '<accessCode>****<'));

      assert.equal((await submit(uuid)).status, 409, 'a Submitted dossier is not filed twice');
    });

    it('answers 422 with every problem for an incomplete dossier and changes nothing', async () => {
      const uuid = await ingested(`HAND-BAD-${kind.name}`, (d) => {
        delete d.guarantees;
      });
      const preview = await api.get(`/api/declarations/${uuid}/xml`);
      assert.equal(preview.status, 422);
      const response = await submit(uuid);
      assert.equal(response.status, 422);
      const problem = (await response.json()) as { errors: { path: string; message: string }[] };
      assert.ok(problem.errors.some((error) => error.path === '/guarantees'));
      const [dossier] = await t.database.db
        .select()
        .from(schema.dossiers)
        .where(eq(schema.dossiers.id, uuid));
      assert.equal(dossier!.status, 'Review');
    });

    it('files import and export dossiers by hand as IE415B and CC515C in their envelopes', async () => {
      for (const [key, value] of Object.entries({
        'declarations:declarant_eori': 'BE0403000158',
        'declarations:declarant_name': 'Scheldt Forwarding NV',
        'declarations:warehouse': 'R-BE-0403000111-01',
        'declarations:supervising_customs_office': 'BE212000',
      }))
        await setRuntimeSetting(t.database.db, key, value, 'test');
      for (const [name, type] of [
        ['im-h2b', 'IE415B'],
        ['ex', 'CC515C'],
      ] as const) {
        const body = sample(name);
        delete body.client_code;
        body.ucr = `HAND-${name}-${kind.name}`;
        // The export sample says nowhere where the goods are (EX-LOCATION-OF-GOODS).
        if (name === 'ex') body.transport.departure_means_type_code = '30';
        if (name === 'ex')
          body.authorised_location_of_goods = {
            type_of_location: 'B',
            qualifier_of_identification: 'U',
            un_locode: 'BEKRT',
          };
        const created = await api.post(body);
        assert.equal(created.status, 201);
        const { uuid } = (await created.json()) as { uuid: string };
        const filed = await submit(uuid);
        assert.equal(filed.status, 200, await filed.clone().text());
        assert.equal(((await filed.json()) as { messageType: string }).messageType, type);
        const [message] = await t.database.db
          .select()
          .from(schema.outboxMessages)
          .where(eq(schema.outboxMessages.dossierId, uuid));
        assert.equal(message!.messageType, type);
        assert.match(message!.payload, new RegExp(`<messageType>${type}</messageType>`));
      }
    });

    it('refuses tokens without Admins, API keys, unknown environments and unknown dossiers', async () => {
      const uuid = await ingested(`HAND-AUTH-${kind.name}`);
      assert.equal((await submit(uuid, ['Ingestion.Write'])).status, 403);
      const withKey = await fetch(`${api.baseUrl}/api/dossiers/${uuid}/submit`, {
        method: 'POST',
        headers: { 'x-api-key': api.apiKey },
      });
      assert.equal(withKey.status, 401);
      const elsewhere = await submit(uuid, ['Admins'], '?environment=Acc');
      assert.equal(elsewhere.status, 422);
      assert.match(await elsewhere.text(), /no ServiceBus:Descartes:Acc block is configured/);
      assert.equal((await submit('6d1f6a30-0000-4000-8000-000000000000')).status, 404);
    });
  });
}
