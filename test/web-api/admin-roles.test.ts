import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createApiKey } from '../../src/api-keys/index.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { signedIn } from '../support/sessions.ts';

type Policy = 'admin' | 'superuser-or-admin';
type Caller = 'anonymous' | 'partner key' | 'Users' | 'SuperUsers' | 'Admins';

/**
 * Every route behind the /Admin pages and its SPEC.md policy. RequiresAdmin: ApiKeys,
 * DescartesSettings, IngestionSettings, Prompts, and every upload and "run now" (decision 0020);
 * RequiresSuperUserOrAdmin: the rest. A route added to the pages is added here.
 */
const ROUTES: readonly (readonly [method: string, path: string, policy: Policy, body?: unknown])[] =
  [
    ['GET', '/api/admin/api-keys', 'admin'],
    ['POST', '/api/admin/api-keys', 'admin', { name: 'role-test' }],
    ['PUT', '/api/admin/api-keys/nobody/scopes', 'admin', { scopes: ['declarations'] }],
    ['POST', '/api/admin/api-keys/nobody/revoke', 'admin'],
    ['GET', '/api/admin/prompts', 'admin'],
    ['GET', '/api/admin/prompts/invoice', 'admin'],
    ['POST', '/api/admin/prompts/invoice', 'admin', { text: 'Read the invoice.' }],
    ['POST', '/api/admin/prompts/invoice/versions/1/restore', 'admin'],
    ['GET', '/api/admin/prompts/invoice/versions/1/attempts', 'admin'],
    ['GET', '/api/admin/ingestion/probe', 'admin'],
    ['GET', '/api/admin/ingestion', 'admin'],
    ['GET', '/api/admin/ingestion/dead-letters', 'admin'],
    ['GET', '/api/admin/ingestion/dead-letters/1', 'admin'],
    ['POST', '/api/admin/ingestion/dead-letters/1/replay', 'admin', {}],
    ['POST', '/api/admin/ingestion/dead-letters/1/discard', 'admin', { reason: 'role test' }],
    ['GET', '/api/admin/descartes', 'admin'],
    ['GET', '/api/admin/outbox', 'admin'],
    ['POST', '/api/admin/outbox/00000000-0000-4000-8000-000000000009/retry', 'admin'],
    ['POST', '/api/admin/outbox/retry-failed', 'admin'],
    ['POST', '/api/reference/code-lists/sync', 'admin'],
    ['POST', '/api/admin/data-sync/tariff/run', 'admin'],
    ['POST', '/api/admin/tarbel/imports', 'admin'],
    ['POST', '/api/admin/locode/imports', 'admin'],
    ['GET', '/api/admin/data-sync', 'superuser-or-admin'],
    ['GET', '/api/admin/tarbel', 'superuser-or-admin'],
    ['GET', '/api/admin/tarbel/imports/00000000-0000-4000-8000-000000000009', 'superuser-or-admin'],
    ['GET', '/api/admin/locode/imports', 'superuser-or-admin'],
    ['GET', '/api/admin/locode/imports/00000000-0000-4000-8000-000000000009', 'superuser-or-admin'],
    ['GET', '/api/admin/claims', 'superuser-or-admin'],
    ['GET', '/api/admin/audit-log', 'superuser-or-admin'],
    ['GET', '/api/admin/audit-log/actions', 'superuser-or-admin'],
    ['GET', '/api/admin/audit-log.csv', 'superuser-or-admin'],
    ['GET', '/api/admin/costs?from=2026-11-01&to=2026-11-30', 'superuser-or-admin'],
    ['GET', '/api/admin/declaration-settings', 'superuser-or-admin'],
    [
      'PUT',
      '/api/admin/declaration-settings/declarations:declarant_name',
      'superuser-or-admin',
      { value: 'Broker NV' },
    ],
    // Decision 0050: Appearance, CustomsLocations, CustomsTeams, ProvenanceTypes.
    ['GET', '/api/admin/appearance', 'superuser-or-admin'],
    [
      'PUT',
      '/api/admin/appearance',
      'superuser-or-admin',
      { title_plain: 'Broker', title_html: '', main_color: '#1d4ed8', default_language: 'nl' },
    ],
    ['POST', '/api/admin/appearance/preview', 'superuser-or-admin', { title_html: '<b>B</b>' }],
    ['GET', '/api/admin/customs-locations', 'superuser-or-admin'],
    ['GET', '/api/customs-locations', 'superuser-or-admin'],
    [
      'POST',
      '/api/admin/customs-locations',
      'superuser-or-admin',
      {
        name: 'Role test',
        type_of_location: 'B',
        qualifier_of_identification: 'Y',
        authorisation_number: 'BEACE1',
      },
    ],
    [
      'PUT',
      '/api/admin/customs-locations/00000000-0000-4000-8000-000000000009',
      'superuser-or-admin',
      {
        name: 'Role test',
        type_of_location: 'B',
        qualifier_of_identification: 'Y',
        authorisation_number: 'BEACE1',
      },
    ],
    [
      'DELETE',
      '/api/admin/customs-locations/00000000-0000-4000-8000-000000000009',
      'superuser-or-admin',
    ],
    ['GET', '/api/admin/customs-teams', 'superuser-or-admin'],
    [
      'POST',
      '/api/admin/customs-teams',
      'superuser-or-admin',
      { name: 'Role test', role_claim: 'CustomsRole' },
    ],
    [
      'PUT',
      '/api/admin/customs-teams/00000000-0000-4000-8000-000000000009',
      'superuser-or-admin',
      { name: 'Role test', role_claim: 'CustomsRole' },
    ],
    [
      'DELETE',
      '/api/admin/customs-teams/00000000-0000-4000-8000-000000000009',
      'superuser-or-admin',
    ],
    ['GET', '/api/admin/provenance-types', 'superuser-or-admin'],
    ['GET', '/api/provenance-types', 'superuser-or-admin'],
    [
      'POST',
      '/api/admin/provenance-types',
      'superuser-or-admin',
      { code: 'ROLE', name_nl: 'Rol', name_fr: 'Rôle', name_en: 'Role' },
    ],
    [
      'PUT',
      '/api/admin/provenance-types/00000000-0000-4000-8000-000000000009',
      'superuser-or-admin',
      { code: 'ROLE', name_nl: 'Rol', name_fr: 'Rôle', name_en: 'Role' },
    ],
    [
      'DELETE',
      '/api/admin/provenance-types/00000000-0000-4000-8000-000000000009',
      'superuser-or-admin',
    ],
    ['GET', '/api/admin/country-aliases', 'superuser-or-admin'],
    [
      'POST',
      '/api/admin/country-aliases',
      'superuser-or-admin',
      { alias: 'Holland', country: 'NL' },
    ],
    ['DELETE', '/api/admin/country-aliases/Holland', 'superuser-or-admin'],
    ['GET', '/api/admin/exchange-rates?month=2026-11', 'superuser-or-admin'],
    [
      'PUT',
      '/api/admin/exchange-rates/USD/2026-11',
      'superuser-or-admin',
      { per_euro: '1,0712', reason: 'role test' },
    ],
    [
      'POST',
      '/api/admin/exchange-rates/import',
      'admin',
      { csv: 'currency;per_euro;month\nUSD;1,0712;2026-11\n' },
    ],
  ];

const admitted = (policy: Policy, caller: Caller) =>
  caller === 'Admins' || (caller === 'SuperUsers' && policy === 'superuser-or-admin');
const refusal = (caller: Caller) =>
  caller === 'anonymous' || caller === 'partner key' ? 401 : 403;

// One database suffices: the policy is decided before any query; both run the routes elsewhere.
const [kind] = databaseKinds;
describe('the /Admin API by role (SPEC.md "Web application")', { skip: kind?.skip }, () => {
  let t: TestDatabase;
  let app: TestApp;
  const headers = new Map<Caller, Record<string, string>>();
  before(async () => {
    t = await kind!.open();
    // Every route is tried anonymously and with a bad key: failed sign-ins from one address are
    // limited per window, and the table holds more routes than the default allows.
    app = await startTestApp(t.database, { env: { RateLimit__PermitLimit: '1000' } });
    headers.set('anonymous', {});
    const { rawKey } = await createApiKey(
      t.database.db,
      { name: 'partner', scopes: ['declarations', 'masterdata'] },
      'test',
    );
    headers.set('partner key', { 'x-api-key': rawKey });
    for (const role of ['Users', 'SuperUsers', 'Admins'] as const)
      headers.set(role, (await signedIn(t.database.db, [role], `${role} person`)).headers);
  });
  after(async () => {
    await app?.close();
    await t?.dispose();
  });

  for (const [method, path, policy, body] of ROUTES)
    it(`${method} ${path}: ${policy === 'admin' ? 'Admins only' : 'SuperUsers and Admins'}`, async () => {
      for (const caller of ['anonymous', 'partner key', 'Users', 'SuperUsers', 'Admins'] as const) {
        const response = await fetch(`${app.baseUrl}${path}`, {
          method,
          headers: {
            ...headers.get(caller),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        await response.arrayBuffer();
        if (admitted(policy, caller))
          assert.ok(
            ![401, 403].includes(response.status),
            `${caller} is admitted to ${method} ${path}, got ${response.status}`,
          );
        else
          assert.equal(
            response.status,
            refusal(caller),
            `${caller} is refused ${method} ${path} with ${refusal(caller)}`,
          );
      }
    });
});
