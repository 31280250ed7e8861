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
    ['GET', '/api/admin/ingestion/probe', 'admin'],
    ['GET', '/api/admin/descartes', 'admin'],
    ['GET', '/api/admin/outbox', 'admin'],
    ['POST', '/api/admin/outbox/00000000-0000-4000-8000-000000000009/retry', 'admin'],
    ['POST', '/api/admin/outbox/retry-failed', 'admin'],
    ['POST', '/api/reference/code-lists/sync', 'admin'],
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
    app = await startTestApp(t.database);
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
