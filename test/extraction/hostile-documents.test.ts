import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { invoicePdf } from '../support/documents.ts';
import { statusMoves, uploadDossier, waitForStatus } from '../support/extraction-flow.ts';
import { fuzzPdfs } from '../support/fuzz-documents.ts';
import { hostilePdfs, slowPage, type HostileDocument } from '../support/hostile-pdfs.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';
import { watchLiveness } from '../support/liveness-watch.ts';
import { signedIn } from '../support/sessions.ts';

const PDF_SLOTS = new Set(['application/pdf']);

/** Issue 24: no document can stop the service. Every hostile kind, uploaded as a declarant would. */
for (const kind of databaseKinds) {
  describe(`hostile documents uploaded on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let api: IngestionTestApp;
    let headers: Record<string, string>;
    let uploads = 0;
    before(async () => {
      t = await kind.open();
      api = await startIngestionApp(
        t.database,
        { Processing__PageTimeoutSeconds: '20' },
        { jobs: 'work' },
      );
      ({ headers } = await signedIn(t.database.db, ['SuperUsers'], 'Hostile Tester'));
    });
    after(async () => {
      await api?.close();
      await t?.dispose();
    });

    const upload = (document: HostileDocument) => {
      uploads += 1;
      const slot = PDF_SLOTS.has(document.contentType) ? 'invoice' : 'spreadsheet';
      return uploadDossier(api.baseUrl, headers, {
        regime: 'IM',
        newClient: JSON.stringify({
          code: `H${uploads}`,
          name: `Hostile ${uploads} NV`,
          country: 'BE',
        }),
        [slot]: { name: document.fileName, bytes: document.build(), type: document.contentType },
      });
    };

    /** Uploads them all at once, waits for each to end, and says how each ended. */
    const readAll = async (documents: readonly HostileDocument[]) => {
      const watch = watchLiveness(api.baseUrl);
      const ids = await Promise.all(documents.map(upload));
      const ends = await Promise.all(
        ids.map(async (id) => ({
          status: await waitForStatus(t.database.db, id, ['Review', 'Failed'], 300_000),
          moves: await statusMoves(t.database.db, id),
        })),
      );
      return { ends, liveness: await watch.stop() };
    };

    it('fails each hostile PDF with its reason, and /health/live answers within 2 s throughout', async () => {
      const { ends, liveness } = await readAll(hostilePdfs);
      hostilePdfs.forEach((document, index) => {
        const { status, moves } = ends[index]!;
        assert.equal(status, 'Failed', `${document.name}: ${moves.join(', ')}`);
        assert.match(moves.at(-1)!, document.reason, document.name);
        assert.match(moves.at(-1)!, new RegExp(`${document.fileName}: `), document.name);
      });
      assert.deepEqual(liveness.failures, [], `slowest ${liveness.slowestMs} ms`);
      assert.ok(liveness.asked > 10);
    });

    it('ends every PDF of a fuzz corpus (cut, flipped, repeated, zeroed, moved) in Review or Failed', async () => {
      const corpus = fuzzPdfs();
      const { ends, liveness } = await readAll(corpus);
      for (const [index, end] of ends.entries()) {
        assert.ok(['Review', 'Failed'].includes(end.status), corpus[index]!.name);
        if (end.status === 'Failed')
          assert.match(end.moves.at(-1)!, /No document could be read: fuzz-\d+\.pdf: \S/);
      }
      assert.deepEqual(liveness.failures, [], `slowest ${liveness.slowestMs} ms`);
    });
  });
}

describe('a page that takes too long', () => {
  const [pglite] = databaseKinds;
  let t: TestDatabase;
  let api: IngestionTestApp;
  before(async () => {
    t = await pglite!.open();
    api = await startIngestionApp(
      t.database,
      { Processing__PageTimeoutSeconds: '2', Processing__PdfDpi: '300' },
      { jobs: 'work' },
    );
  });
  after(async () => {
    await api?.close();
    await t?.dispose();
  });

  it('fails its document at once, naming the page, and the reader that drew it is replaced', async () => {
    const { headers } = await signedIn(t.database.db, ['SuperUsers'], 'Slow Tester');
    const slow = await uploadDossier(api.baseUrl, headers, {
      regime: 'IM',
      newClient: JSON.stringify({ code: 'SLOW', name: 'Slow NV', country: 'BE' }),
      invoice: { name: 'slow.pdf', bytes: slowPage(20_000), type: 'application/pdf' },
    });
    assert.equal(await waitForStatus(t.database.db, slow, ['Review', 'Failed']), 'Failed');
    const moves = await statusMoves(t.database.db, slow);
    assert.match(
      moves.at(-1)!,
      /slow\.pdf: page 1 takes too long to draw \(more than 2 s\) \(Processing:PageTimeoutSeconds\)/,
    );
    // Failed at its first attempt: the same page would take as long again.
    assert.equal(moves.filter((move) => move.startsWith('dossier.extraction-started')).length, 1);
    // The killed reader was replaced: the next document is read as usual.
    const next = await uploadDossier(api.baseUrl, headers, {
      regime: 'IM',
      newClient: JSON.stringify({ code: 'NEXT', name: 'Next NV', country: 'BE' }),
      invoice: { name: 'invoice.pdf', bytes: invoicePdf(), type: 'application/pdf' },
    });
    assert.equal(await waitForStatus(t.database.db, next, ['Review', 'Failed']), 'Review');
  });
});
