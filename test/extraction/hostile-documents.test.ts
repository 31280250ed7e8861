import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/index.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { invoicePdf } from '../support/documents.ts';
import { statusMoves, uploadDossier, waitForStatus } from '../support/extraction-flow.ts';
import { fuzzPdfs, fuzzSpreadsheets } from '../support/fuzz-documents.ts';
import { hostilePdfs, slowPage } from '../support/hostile-pdfs.ts';
import { hostileSpreadsheets } from '../support/hostile-spreadsheets.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';
import { watchLiveness } from '../support/liveness-watch.ts';
import { signedIn } from '../support/sessions.ts';
import { uploadThread } from '../support/upload-thread.ts';

/** A document to upload and what must become of it. */
interface Hostile {
  readonly name: string;
  readonly fileName: string;
  readonly contentType: string;
  build(): Buffer | Promise<Buffer>;
  /** Refused: the dossier fails with the reason. Read: it reaches Review with it as a notice. */
  readonly outcome: 'refused' | 'read';
  readonly reason: RegExp;
}

const HOSTILE: readonly Hostile[] = [
  ...hostilePdfs.map((document) => ({ ...document, outcome: 'refused' as const })),
  ...hostileSpreadsheets.map((sheet) => ({ ...sheet, name: sheet.description })),
];

/** Issue 24: no document can stop the service. Every hostile kind, uploaded as a declarant would. */
for (const kind of databaseKinds) {
  describe(`hostile documents uploaded on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let api: IngestionTestApp;
    let headers: Record<string, string>;
    let uploads = 0;
    let uploader: ReturnType<typeof uploadThread>;
    before(async () => {
      uploader = uploadThread();
      t = await kind.open();
      api = await startIngestionApp(
        t.database,
        { Processing__PageTimeoutSeconds: '20' },
        { jobs: 'work' },
      );
      ({ headers } = await signedIn(t.database.db, ['SuperUsers'], 'Hostile Tester'));
    });
    after(async () => {
      await uploader?.close();
      await api?.close();
      await t?.dispose();
    });

    /** Through the declarant's own thread: the 49 MB forms are its work, not the service's. */
    const upload = async (document: Hostile, bytes: Buffer): Promise<string> => {
      uploads += 1;
      const answer = await uploader.upload({
        url: `${api.baseUrl}/api/dossiers`,
        headers,
        fields: {
          regime: 'IM',
          newClient: JSON.stringify({
            code: `H${uploads}`,
            name: `Hostile ${uploads} NV`,
            country: 'BE',
          }),
        },
        file: {
          field: document.contentType === 'application/pdf' ? 'invoice' : 'spreadsheet',
          name: document.fileName,
          type: document.contentType,
          bytes,
        },
      });
      if (answer.status !== 201) throw new Error(`upload refused: ${answer.status} ${answer.text}`);
      return (JSON.parse(answer.text) as { uuid: string }).uuid;
    };

    /**
     * Uploads them all at once, waits for each to end, and says how each ended: its status and
     * moves, or the upload's own refusal (a file cut short never reaches a reader).
     */
    const readAll = async (documents: readonly Hostile[]) => {
      // Built first: building a gigabyte's worth of deflate is this test's work, not the service's.
      const files: Buffer[] = [];
      for (const document of documents) files.push(await document.build());
      const watch = watchLiveness(api.baseUrl);
      const ends = await Promise.all(
        documents.map(async (document, index) => {
          const id = await upload(document, files[index]!).catch((error: Error) => error);
          if (id instanceof Error)
            return { status: 'refused at upload', moves: [id.message], id: undefined };
          return {
            status: await waitForStatus(t.database.db, id, ['Review', 'Failed'], 300_000),
            moves: await statusMoves(t.database.db, id),
            id,
          };
        }),
      );
      return { ends, liveness: await watch.stop() };
    };

    it('fails each hostile PDF and spreadsheet with its reason, and /health/live answers within 2 s throughout', async (context) => {
      const { ends, liveness } = await readAll(HOSTILE);
      context.diagnostic(
        `/health/live asked ${liveness.asked} times, slowest ${liveness.slowestMs} ms`,
      );
      for (const [index, document] of HOSTILE.entries()) {
        const { status, moves, id } = ends[index]!;
        const told = `${document.name}: ${moves.join(', ')}`;
        if (status === 'refused at upload') {
          // Only a file cut short may be refused before it is read: it never reached a reader.
          assert.match(moves[0]!, /upload refused: 4\d\d .*(cut off|damaged)/, told);
          continue;
        }
        if (document.outcome === 'read') {
          assert.equal(status, 'Review', told);
          const [dossier] = await queryRows<{ raw_extraction: unknown }>(
            t.database.db,
            sql`select raw_extraction from dossiers where id = ${id}`,
          );
          assert.match(JSON.stringify(dossier?.raw_extraction), document.reason, document.name);
          continue;
        }
        assert.equal(status, 'Failed', told);
        assert.match(moves.at(-1)!, document.reason, told);
        assert.match(moves.at(-1)!, new RegExp(`${document.fileName}: `), told);
      }
      assert.deepEqual(liveness.failures, [], `slowest ${liveness.slowestMs} ms`);
      assert.ok(liveness.asked > 10);
    });

    it('ends every PDF and spreadsheet of a fuzz corpus (cut, flipped, repeated, zeroed, moved) in Review or Failed', async () => {
      const corpus = [...fuzzPdfs(), ...(await fuzzSpreadsheets())].map((document) => ({
        ...document,
        outcome: 'refused' as const,
      }));
      const { ends, liveness } = await readAll(corpus);
      for (const [index, end] of ends.entries()) {
        const told = `${corpus[index]!.name}: ${end.moves.join(', ')}`;
        if (end.status === 'refused at upload') {
          assert.match(end.moves[0]!, /upload refused: 4\d\d /, told);
          continue;
        }
        assert.ok(['Review', 'Failed'].includes(end.status), told);
        if (end.status === 'Failed')
          assert.match(end.moves.at(-1)!, /No document could be read: fuzz-\d+[.-]\S*: \S/, told);
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
