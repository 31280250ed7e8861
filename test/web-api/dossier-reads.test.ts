import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';
import { seedDossiers } from '../support/seed-dossiers.ts';
import { signedIn } from '../support/sessions.ts';

type Summary = Record<string, any>;

/** Dossiers that differ in what the list filters on; container numbers are valid ISO 6346. */
const SEEDS = [
  ['IM', 'READ-IM-001', 'MSKU1234565'],
  ['IM', 'READ-IM-002', 'TGHU7654321'],
  ['EX', 'READ-EX-001', 'MSKU2222222'],
  ['T1', 'read-t1-001', 'CMAU3333333'],
  ['T2', 'READ-T2-001', null],
] as const;

for (const kind of databaseKinds) {
  describe(
    `the dossier list and pages for a signed-in user on ${kind.name}`,
    { skip: kind.skip },
    () => {
      let t: TestDatabase;
      let api: IngestionTestApp;
      let user: Awaited<ReturnType<typeof signedIn>>;
      const uuids: Record<string, string> = {};
      before(async () => {
        t = await kind.open();
        api = await startIngestionApp(t.database);
        user = await signedIn(t.database.db, ['Users'], 'Ulla User');
        for (const [regime, ucr, container] of SEEDS) {
          const response = await api.post({
            declaration_type: regime,
            ucr,
            client_code: null,
            parties: { importer: { name: 'Acme', eori: 'BE0123456789' } },
            goods_items: [
              {
                sequence_number: 1,
                ...(container ? { containers: [{ container_number: container }] } : {}),
              },
            ],
            ...(ucr === 'READ-IM-001'
              ? {
                  attachments: [
                    {
                      file_name: 'factuur 42 – Gent.pdf',
                      content_type: 'application/pdf',
                      kind: 'invoice',
                      data: Buffer.from('%PDF-1.4\n% a tiny invoice\n%%EOF\n').toString('base64'),
                    },
                  ],
                }
              : {}),
          });
          assert.equal(response.status, 201, await response.clone().text());
          uuids[ucr] = ((await response.json()) as { uuid: string }).uuid;
        }
      });
      after(async () => {
        await api?.close();
        await t?.dispose();
      });

      const list = async (query: string) => {
        const response = await fetch(`${api.baseUrl}/api/declarations?${query}`, {
          headers: { cookie: user.cookie },
        });
        assert.equal(response.status, 200, await response.clone().text());
        return {
          total: Number(response.headers.get('x-total-count')),
          rows: (await response.json()) as Summary[],
        };
      };

      it('shows a signed-in user every dossier, with the total and the partner as shown', async () => {
        const { total, rows } = await list('limit=200');
        assert.equal(total, SEEDS.length);
        assert.equal(rows.length, SEEDS.length);
        assert.equal(rows[0]!.partnerDisplay, api.keyName, 'an API key partner shows its name');
        assert.equal(rows.find((row) => row.ucr === 'READ-IM-001')!.containerNumber, 'MSKU1234565');
      });

      it('filters by regime and status, and finds the start of a UCR or container in any case', async () => {
        assert.deepEqual(
          (await list('regime=IM&sort=ucr&order=asc')).rows.map((row) => row.ucr),
          ['READ-IM-001', 'READ-IM-002'],
        );
        assert.equal((await list('status=Queued')).total, 0);
        assert.deepEqual(
          (await list('q=Read-t1')).rows.map((row) => row.ucr),
          ['read-t1-001'],
        );
        assert.deepEqual(
          (await list('q=tghu')).rows.map((row) => row.ucr),
          ['READ-IM-002'],
        );
        assert.equal((await list('q=MSKU')).total, 2);
        assert.equal((await list('q=R%25')).total, 0, 'a LIKE wildcard is matched as itself');
      });

      it('sorts and pages without overlap, the total unchanged by the page', async () => {
        const first = await list('sort=ucr&order=asc&limit=2&offset=0');
        const second = await list('sort=ucr&order=asc&limit=2&offset=2');
        const third = await list('sort=ucr&order=asc&limit=2&offset=4');
        assert.equal(first.total, SEEDS.length);
        assert.equal(third.total, SEEDS.length);
        const seen = [...first.rows, ...second.rows, ...third.rows].map((row) => row.ucr);
        assert.deepEqual(seen, [...seen].sort((a, b) => (a < b ? -1 : 1)).map(String));
        assert.equal(new Set(seen).size, SEEDS.length);
      });

      it('sorts by client code both ways, dossiers without a client where PostgreSQL puts nulls', async () => {
        const up = (await list('sort=client&order=asc&limit=200')).rows;
        const down = (await list('sort=client&order=desc&limit=200')).rows;
        const codes = (rows: Summary[]) => rows.map((row) => row.client?.code ?? null);
        assert.ok(codes(up).includes(null) && codes(up).some((code) => code !== null));
        assert.equal(codes(up).at(-1), null, 'no client: last going up');
        assert.equal(codes(down)[0], null, 'first going down');
        assert.deepEqual(
          up.map((row) => row.uuid),
          down.map((row) => row.uuid).reverse(),
        );
        const paged = [
          ...(await list('sort=client&order=asc&limit=2')).rows,
          ...(await list('sort=client&order=asc&limit=2&offset=2')).rows,
          ...(await list('sort=client&order=asc&limit=2&offset=4')).rows,
        ];
        assert.deepEqual(
          paged.map((row) => row.uuid),
          up.map((row) => row.uuid),
        );
      });

      it('refuses an unknown sort, a one-letter search and a page too large', async () => {
        for (const query of ['sort=secret', 'q=M', 'limit=500'])
          assert.equal(
            (
              await fetch(`${api.baseUrl}/api/declarations?${query}`, {
                headers: { cookie: user.cookie },
              })
            ).status,
            400,
            query,
          );
      });

      it('shows a dossier with its documents, nothing filed yet, and its history', async () => {
        const uuid = uuids['READ-IM-001']!;
        const detail = (await (
          await fetch(`${api.baseUrl}/api/declarations/${uuid}`, {
            headers: { cookie: user.cookie },
          })
        ).json()) as Summary;
        assert.equal(detail.filed, null);
        assert.equal(detail.createdBy, api.keyName);
        assert.equal(detail.documents.length, 1);
        assert.equal(detail.documents[0].file_name, 'factuur 42 – Gent.pdf');
        const history = (await (
          await fetch(`${api.baseUrl}/api/declarations/${uuid}/history`, {
            headers: { cookie: user.cookie },
          })
        ).json()) as Summary[];
        assert.equal(history[0]!.actor, api.keyName);
        assert.equal(history[0]!.action, 'dossier.ingested');
        assert.match(history[0]!.at, /^\d{4}-\d{2}-\d{2}T/);
      });

      it('downloads a document as stored, named as the sender named it', async () => {
        const uuid = uuids['READ-IM-001']!;
        const detail = (await (
          await fetch(`${api.baseUrl}/api/declarations/${uuid}`, {
            headers: { cookie: user.cookie },
          })
        ).json()) as Summary;
        const response = await fetch(
          `${api.baseUrl}/api/declarations/${uuid}/documents/${detail.documents[0].id}`,
          { headers: { cookie: user.cookie } },
        );
        assert.equal(response.status, 200);
        assert.equal(response.headers.get('content-type'), 'application/pdf');
        assert.match(
          response.headers.get('content-disposition') ?? '',
          /^attachment; filename="factuur 42 _ Gent\.pdf"; filename\*=UTF-8''factuur%2042%20%E2%80%93%20Gent\.pdf$/,
        );
        assert.equal(await response.text(), '%PDF-1.4\n% a tiny invoice\n%%EOF\n');
        const other = await fetch(
          `${api.baseUrl}/api/declarations/${uuids['READ-EX-001']}/documents/${detail.documents[0].id}`,
          { headers: { cookie: user.cookie } },
        );
        assert.equal(other.status, 404, "another dossier's document is not found through this one");
      });

      it('answers 401 to a browser without a session, and lets a partner still see only its own', async () => {
        assert.equal((await fetch(`${api.baseUrl}/api/declarations`)).status, 401);
        const partner = await api.get('/api/declarations?limit=200');
        assert.equal(partner.headers.get('x-total-count'), String(SEEDS.length));
      });
    },
  );
}

describe('the count of a long dossier list', () => {
  let t: TestDatabase;
  let api: IngestionTestApp;
  before(async () => {
    t = await databaseKinds[0]!.open();
    await seedDossiers(t.database, 16_000);
    api = await startIngestionApp(t.database);
  });
  after(async () => {
    await api?.close();
    await t?.dispose();
  });

  it('is exact up to 10,000 and an estimate beyond, said to be one', async () => {
    const { cookie } = await signedIn(t.database.db, ['Users']);
    const get = (query: string) =>
      fetch(`${api.baseUrl}/api/declarations?${query}`, { headers: { cookie } });
    const all = await get('limit=1');
    assert.equal(all.headers.get('x-total-count-estimated'), 'true');
    // The planner's estimate of all 16,000 (the table was just analysed), not the 10,001 counted.
    const estimate = Number(all.headers.get('x-total-count'));
    assert.ok(Math.abs(estimate - 16_000) < 1_600, `estimate ${estimate}`);
    const few = await get('status=Review&limit=1');
    assert.equal(
      few.headers.get('x-total-count'),
      // seedDossiers gives dossier n the status (1 + n % 7): Review for n % 7 = 2, n from 1 to 16,000.
      String(Array.from({ length: 16_000 }, (_, i) => i + 1).filter((n) => n % 7 === 2).length),
    );
    assert.equal(few.headers.get('x-total-count-estimated'), null);
  });
});
