import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { casesOf, type IdentifierCase } from '../../src/identifiers/identifier-cases.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { uploadForm } from '../support/extraction-flow.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';
import { sharedDir } from '../support/samples.ts';
import { signedIn } from '../support/sessions.ts';

// What people type in the app is checked as customs checks it, with the cases the web app's own
// tests walk: refused with the plain reason at its field, or kept in the form customs writes.

type Errors = { errors?: { path: string; message: string }[] };

const pdf = readFileSync(
  join(sharedDir, 'samples/invoices/13_invoice_synthetic-minimal_US_text.pdf'),
);

/** The complaint the app receives: the English reason, and the fault it words in its language. */
const complaintOf = (path: string, kind: string, entry: IdentifierCase) => ({
  path,
  message: entry.reason,
  keyword: 'identifier',
  params: {
    kind,
    fault: entry.fault,
    value: entry.normalised,
    ...(entry.shouldBe === undefined ? {} : { expected: entry.shouldBe }),
  },
});

for (const kind of databaseKinds) {
  describe(`identifiers typed by people on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let api: IngestionTestApp;
    let declarant: Awaited<ReturnType<typeof signedIn>>;
    before(async () => {
      t = await kind.open();
      api = await startIngestionApp(t.database);
      declarant = await signedIn(t.database.db, ['SuperUsers'], 'Sam Super');
    });
    after(async () => {
      await api?.close();
      await t?.dispose();
    });
    const call = (path: string, method: string, body: unknown) =>
      fetch(`${api.baseUrl}${path}`, {
        method,
        headers: { ...declarant.headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    for (const [index, entry] of casesOf('eori').entries())
      it(`a customs client's EORI, ${entry.about}: ${JSON.stringify(entry.typed)}`, async () => {
        const code = `EORI-${index}`;
        const response = await call('/api/clients', 'POST', {
          code,
          name: `Client ${index}`,
          identification_number: entry.typed,
        });
        if (entry.reason) {
          assert.equal(response.status, 422, await response.clone().text());
          const problem = (await response.json()) as Errors & { type: string };
          assert.equal(problem.type, '/problems/validation');
          assert.deepEqual(problem.errors, [complaintOf('/identification_number', 'eori', entry)]);
        } else {
          assert.equal(response.status, 201, await response.clone().text());
          const client = (await response.json()) as { identification_number: string };
          assert.equal(client.identification_number, entry.normalised);
        }
      });

    it('checks an EORI corrected by hand the same way, and keeps it as customs writes it', async () => {
      const created = await call('/api/clients', 'POST', { code: 'EDIT', name: 'Edited NV' });
      assert.equal(created.status, 201);
      const wrong = await call('/api/clients/EDIT', 'PATCH', {
        identification_number: 'be 0456.789.123',
        city: 'C'.repeat(36),
      });
      assert.equal(wrong.status, 422);
      assert.deepEqual(
        ((await wrong.json()) as Errors).errors?.map((error) => error.path).sort(),
        ['/city', '/identification_number'],
        'every complaint at once, the EORI with its plain reason only',
      );
      const right = await call('/api/clients/EDIT', 'PATCH', {
        identification_number: 'be 0456.789.133',
      });
      assert.equal(right.status, 200, await right.clone().text());
      assert.equal(
        ((await right.json()) as { identification_number: string }).identification_number,
        'BE0456789133',
      );
      const cleared = await call('/api/clients/EDIT', 'PATCH', { identification_number: null });
      assert.equal(cleared.status, 200, 'null still clears it');
    });

    it('checks the EORI of a client created with a new dossier', async () => {
      const response = await fetch(`${api.baseUrl}/api/dossiers`, {
        method: 'POST',
        headers: declarant.headers,
        body: uploadForm({
          regime: 'IM',
          newClient: JSON.stringify({
            code: 'NEW',
            name: 'New NV',
            identification_number: 'BE0403000111',
          }),
          invoice: { name: 'invoice.pdf', bytes: pdf, type: 'application/pdf' },
        }),
      });
      assert.equal(response.status, 422);
      assert.ok(
        ((await response.json()) as Errors).errors?.some(
          (error) =>
            error.path === '/newClient/identification_number' &&
            / should be 58$/.test(error.message),
        ),
      );
    });

    for (const entry of casesOf('container-number').filter((c) => c.typed !== ''))
      it(`a new dossier's container number, ${entry.about}: ${JSON.stringify(entry.typed)}`, async () => {
        // No regime: the upload is refused whatever the container, every field's complaint listed.
        const response = await fetch(`${api.baseUrl}/api/dossiers`, {
          method: 'POST',
          headers: declarant.headers,
          body: uploadForm({ containerNumber: entry.typed }),
        });
        assert.equal(response.status, 422);
        const container = ((await response.json()) as Errors).errors?.filter(
          (error) => error.path === '/containerNumber',
        );
        assert.deepEqual(
          container,
          entry.reason ? [complaintOf('/containerNumber', 'container-number', entry)] : [],
        );
      });
  });
}
