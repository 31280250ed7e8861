import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { countRows, databaseKinds, type TestDatabase } from '../support/databases.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';

interface BadBody {
  readonly name: string;
  readonly body: string | Buffer | undefined;
  readonly headers?: Record<string, string>;
  readonly status: number;
  readonly type: string;
  /** Expected complaint paths, when the problem lists them. */
  readonly paths?: string[];
}

const json = (value: unknown) => JSON.stringify(value);
const xml = 'application/xml';
const bomb = gzipSync(Buffer.alloc(6 * 1024 * 1024, 0x20));

/** Every bad body gets its exact status and problem type, and leaves no row and no file behind. */
const cases: BadBody[] = [
  { name: 'an empty JSON body', body: '', status: 400, type: 'empty-body' },
  {
    name: 'no body and no Content-Type',
    body: undefined,
    headers: { 'content-type': '' },
    status: 400,
    type: 'empty-body',
  },
  {
    name: 'a text/plain body',
    body: 'declaration_type=IM',
    headers: { 'content-type': 'text/plain' },
    status: 415,
    type: 'unsupported-media-type',
  },
  {
    name: 'JSON that does not parse',
    body: '{"declaration_type": "IM",',
    status: 400,
    type: 'bad-json',
  },
  { name: 'a JSON array', body: '[]', status: 422, type: 'validation', paths: ['/'] },
  { name: 'JSON null', body: 'null', status: 422, type: 'validation', paths: ['/'] },
  {
    name: 'no declaration_type',
    body: json({ ucr: 'X' }),
    status: 422,
    type: 'validation',
    paths: ['/declaration_type'],
  },
  {
    name: 'an unknown declaration_type',
    body: json({ declaration_type: 'IMPORT' }),
    status: 422,
    type: 'validation',
    paths: ['/declaration_type'],
  },
  {
    name: 'a lower-case declaration_type',
    body: json({ declaration_type: 'im' }),
    status: 422,
    type: 'validation',
    paths: ['/declaration_type'],
  },
  {
    name: 'wrong types in several places',
    body: json({
      declaration_type: 'EX',
      security_code: '3',
      totals: { gross_mass: 'heavy', packages: 2.5 },
      goods_items: { sequence_number: 1 },
    }),
    status: 422,
    type: 'validation',
    paths: ['/security_code', '/totals/gross_mass', '/totals/packages', '/goods_items'],
  },
  {
    name: 'a limit_date not in yyyy-MM-dd',
    body: json({ declaration_type: 'T1', limit_date: '01/12/2026' }),
    status: 422,
    type: 'validation',
    paths: ['/limit_date'],
  },
  {
    name: 'an impossible limit_date',
    body: json({ declaration_type: 'T1', limit_date: '2026-02-30' }),
    status: 422,
    type: 'validation',
    paths: ['/limit_date'],
  },
  {
    name: 'auto_dispatch false on an import',
    body: json({ declaration_type: 'IM', auto_dispatch: false }),
    status: 422,
    type: 'validation',
    paths: ['/auto_dispatch'],
  },
  {
    name: 'auto_dispatch true on an export',
    body: json({ declaration_type: 'EX', auto_dispatch: true }),
    status: 422,
    type: 'validation',
    paths: ['/auto_dispatch'],
  },
  {
    name: 'a goods item linked to no house consignment',
    body: json({
      declaration_type: 'T2',
      house_consignments: [{ sequence_number: 7 }],
      goods_items: [{ sequence_number: 1, house_consignment_sequence: 42 }],
    }),
    status: 422,
    type: 'validation',
    paths: ['/goods_items/0/house_consignment_sequence'],
  },
  {
    name: 'duplicate goods item sequence numbers',
    body: json({
      declaration_type: 'EX',
      goods_items: [{ sequence_number: 1 }, { sequence_number: 2 }, { sequence_number: 1 }],
    }),
    status: 422,
    type: 'validation',
    paths: ['/goods_items/2/sequence_number'],
  },
  {
    name: 'country fields that are not two letters',
    body: json({
      declaration_type: 'IM',
      parties: { importer: { country: 'BEL' } },
      goods_items: [{ sequence_number: 1, country_of_origin: 'China' }],
      transport: { route: ['BE', 'N'] },
    }),
    status: 422,
    type: 'validation',
    paths: ['/parties/importer/country', '/goods_items/0/country_of_origin', '/transport/route/1'],
  },
  {
    name: 'an attachment that is not Base64',
    body: json({ declaration_type: 'IM', attachments: [{ data: 'not base64 at all!' }] }),
    status: 422,
    type: 'validation',
    paths: ['/attachments/0/data'],
  },
  {
    name: 'XML that is not well-formed',
    body: '<declaration><declaration_type>IM</declaration>',
    headers: { 'content-type': xml },
    status: 400,
    type: 'unparseable-body',
  },
  {
    name: 'XML with an external entity',
    body: '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><declaration><ucr>&x;</ucr></declaration>',
    headers: { 'content-type': xml },
    status: 400,
    type: 'unparseable-body',
  },
  {
    name: 'XML with an undefined entity',
    body: '<declaration><ucr>&lol;</ucr></declaration>',
    headers: { 'content-type': xml },
    status: 400,
    type: 'unparseable-body',
  },
  {
    name: 'XML with another root element',
    body: '<shipment><declaration_type>IM</declaration_type></shipment>',
    headers: { 'content-type': xml },
    status: 422,
    type: 'validation',
    paths: ['/'],
  },
  {
    name: 'XML without declaration_type',
    body: '<declaration><ucr>A</ucr></declaration>',
    headers: { 'content-type': xml },
    status: 422,
    type: 'validation',
    paths: ['/declaration_type'],
  },
  {
    name: 'a gzip header on a plain body',
    body: json({ declaration_type: 'IM' }),
    headers: { 'content-encoding': 'gzip' },
    status: 400,
    type: 'bad-gzip',
  },
  {
    name: 'a gzip bomb that inflates past 5 MB',
    body: bomb,
    headers: { 'content-encoding': 'gzip' },
    status: 413,
    type: 'body-too-large',
  },
  {
    name: 'a plain body over 5 MB',
    body: json({ declaration_type: 'IM', ucr: 'x'.repeat(5 * 1024 * 1024) }),
    status: 413,
    type: 'body-too-large',
  },
  {
    name: 'a brotli body',
    body: json({ declaration_type: 'IM' }),
    headers: { 'content-encoding': 'br' },
    status: 415,
    type: 'unsupported-content-encoding',
  },
  {
    name: 'a Latin-1 charset',
    body: json({ declaration_type: 'IM' }),
    headers: { 'content-type': 'application/json; charset=iso-8859-1' },
    status: 415,
    type: 'unsupported-charset',
  },
  {
    name: 'bytes that are not UTF-8',
    body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    status: 400,
    type: 'bad-encoding',
  },
  {
    name: 'an Idempotency-Key with a space',
    body: json({ declaration_type: 'IM' }),
    headers: { 'idempotency-key': 'a b' },
    status: 400,
    type: 'bad-idempotency-key',
  },
  {
    name: 'a UCR longer than 35 characters',
    body: json({ declaration_type: 'IM', ucr: 'U'.repeat(36) }),
    status: 422,
    type: 'validation',
    paths: ['/ucr'],
  },
];

const TABLES = [
  'dossiers',
  'clients',
  'customs_declarations',
  'dossier_documents',
  'idempotency_keys',
  'audit_log',
];

for (const kind of databaseKinds) {
  describe(`bad bodies on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let api: IngestionTestApp;
    const counts = () => Promise.all(TABLES.map((table) => countRows(t.database.db, table)));
    before(async () => {
      t = await kind.open();
      api = await startIngestionApp(t.database);
    });
    after(async () => {
      await api?.close();
      await t?.dispose();
    });

    for (const bad of cases) {
      it(`answers ${bad.status} ${bad.type} to ${bad.name}, writing nothing`, async () => {
        const before = await counts();
        const headers: Record<string, string> = {
          'content-type': 'application/json',
          'x-api-key': api.apiKey,
          ...bad.headers,
        };
        if (headers['content-type'] === '') delete headers['content-type'];
        const response = await fetch(`${api.baseUrl}/api/declarations`, {
          method: 'POST',
          headers,
          body: bad.body,
        });
        const problem = (await response.json()) as { type: string; errors?: { path: string }[] };
        assert.equal(response.status, bad.status, JSON.stringify(problem));
        assert.equal(
          response.headers.get('content-type'),
          'application/problem+json; charset=utf-8',
        );
        assert.equal(problem.type, `/problems/${bad.type}`);
        if (bad.paths)
          assert.deepEqual(
            problem.errors?.map((error) => error.path).sort(),
            [...bad.paths].sort(),
          );
        assert.deepEqual(await counts(), before);
        assert.deepEqual(readdirSync(api.uploadFolder), []);
      });
    }
  });
}
