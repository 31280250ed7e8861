import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { schema } from '../../src/db/index.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { uploadDossier } from '../support/extraction-flow.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';
import { startOidcServer } from '../support/oidc-server.ts';
import { sharedDir } from '../support/samples.ts';
import { signedIn } from '../support/sessions.ts';

const TENANT = 'tenant-attempts';
const CLIENT = 'client-attempts';
const minimal = readFileSync(
  join(sharedDir, 'samples/invoices/13_invoice_synthetic-minimal_US_text.pdf'),
);

for (const kind of databaseKinds) {
  describe(`who reads a dossier's extraction attempts on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let api: IngestionTestApp;
    let oidc: Awaited<ReturnType<typeof startOidcServer>>;
    let cookie: string;
    let paths: readonly string[];

    /** An application's token (client credentials): no user, only the roles it was granted. */
    const appToken = (roles: string[]) =>
      oidc.mint({ iss: oidc.issuerV2, aud: CLIENT, azp: 'partner-tms', roles });
    const statusesFor = async (headers: Record<string, string>) =>
      Promise.all(
        paths.map(async (path) => (await fetch(`${api.baseUrl}${path}`, { headers })).status),
      );

    before(async () => {
      t = await kind.open();
      oidc = await startOidcServer(TENANT);
      const verifyToken = oidc.verifier(CLIENT);
      // `send`: the upload queues its extraction; no worker runs it, the attempts are made here.
      api = await startIngestionApp(t.database, {}, { compose: { verifyToken }, jobs: 'send' });
      const user = await signedIn(t.database.db, ['Users'], 'Una User');
      cookie = user.cookie;
      const id = await uploadDossier(api.baseUrl, user.headers, {
        regime: 'IM',
        newClient: JSON.stringify({ code: 'ATTEMPTS', name: 'Attempts NV', country: 'BE' }),
        invoice: { name: 'invoice.pdf', bytes: minimal, type: 'application/pdf' },
      });
      const [a, b] = await t.database.db
        .insert(schema.extractionRecords)
        .values(
          [1, 2].map((attempt) => ({
            dossierId: id,
            attempt,
            extractorType: 'pdf_text_table_invoice',
            pdfPigRawText: 'Tool A 500',
          })),
        )
        .returning({ id: schema.extractionRecords.id });
      paths = [
        `/api/declarations/${id}/extractions`,
        `/api/declarations/${id}/extractions/${a!.id}`,
        `/api/declarations/${id}/extractions/compare?a=${a!.id}&b=${b!.id}`,
      ];
    });
    after(async () => {
      await api?.close();
      await oidc?.close();
      await t?.dispose();
    });

    it('shows them to a signed-in user and to an Admins token', async () => {
      assert.deepEqual(await statusesFor({ cookie }), [200, 200, 200]);
      const admin = await appToken(['Admins']);
      assert.deepEqual(await statusesFor({ authorization: `Bearer ${admin}` }), [200, 200, 200]);
    });

    it("answers 404 to a partner's token, as if the dossier did not exist", async () => {
      const partner = await appToken(['Ingestion.Write']);
      assert.deepEqual(await statusesFor({ authorization: `Bearer ${partner}` }), [404, 404, 404]);
    });

    it('takes no API key at all', async () => {
      // Refused by authentication before any dossier is looked at: these routes take no keys.
      assert.deepEqual(await statusesFor({ 'x-api-key': api.apiKey }), [401, 401, 401]);
    });
  });
}
