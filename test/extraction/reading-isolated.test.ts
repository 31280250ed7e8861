import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { invoicePdf } from '../support/documents.ts';
import { uploadDossier, waitForStatus } from '../support/extraction-flow.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';
import { signedIn } from '../support/sessions.ts';

// Taken before anything could load pdf.js, whose core-js replaces these for the whole process.
const own = (target: object, key: string): unknown =>
  Object.getOwnPropertyDescriptor(target, key)?.value;
const BUILT_INS: [object, string][] = [
  [JSON, 'stringify'],
  [JSON, 'parse'],
  [Array.prototype, 'push'],
  [Function.prototype, 'toString'],
];
const natives = BUILT_INS.map(([target, key]) => own(target, key));

describe('the service process reads no document itself', () => {
  let t: TestDatabase;
  let api: IngestionTestApp;
  before(async () => {
    t = await databaseKinds[0]!.open();
    api = await startIngestionApp(t.database, {}, { jobs: 'work' });
  });
  after(async () => {
    await api?.close();
    await t?.dispose();
  });

  it('reads an uploaded PDF to Review in a reader process: pdf.js never loads here, the built-ins stay V8 own', async () => {
    const { headers } = await signedIn(t.database.db, ['SuperUsers'], 'Isolated Tester');
    const id = await uploadDossier(api.baseUrl, headers, {
      regime: 'IM',
      newClient: JSON.stringify({ code: 'ISO', name: 'Isolated NV', country: 'BE' }),
      invoice: { name: 'invoice.pdf', bytes: invoicePdf(), type: 'application/pdf' },
    });
    assert.equal(await waitForStatus(t.database.db, id, ['Review', 'Failed']), 'Review');
    BUILT_INS.forEach(([target, key], at) => assert.ok(own(target, key) === natives[at], key));
    assert.equal((globalThis as { pdfjsWorker?: unknown }).pdfjsWorker, undefined);
  });
});
