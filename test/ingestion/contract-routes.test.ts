import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { canonicalToXml, type CanonicalDeclaration } from '../../src/canonical/index.ts';
import { PROBLEM_TYPES } from '../../src/http/problem-types.ts';
import { compileXsd } from '../../src/xsd/index.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { sample } from '../support/samples.ts';

const refsIn = (node: unknown): string[] =>
  typeof node !== 'object' || node === null
    ? []
    : Object.entries(node).flatMap(([key, value]) =>
        key === '$ref' && typeof value === 'string' ? [value] : refsIn(value),
      );

describe('the published contract', () => {
  let t: TestDatabase;
  let production: TestApp;
  let development: TestApp;
  before(async () => {
    t = await databaseKinds[0]!.open();
    production = await startTestApp(t.database);
    development = await startTestApp(t.database, { env: { APP_ENVIRONMENT: 'Development' } });
  });
  after(async () => {
    await production?.close();
    await development?.close();
    await t?.dispose();
  });

  it('serves the JSON Schema (draft 2020-12) without credentials', async () => {
    const response = await fetch(`${production.baseUrl}/schemas/canonical-declaration.schema.json`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^application\/schema\+json/);
    const document = (await response.json()) as {
      $schema: string;
      required: string[];
      $defs: Record<string, unknown>;
    };
    assert.equal(document.$schema, 'https://json-schema.org/draft/2020-12/schema');
    assert.deepEqual(document.required, ['declaration_type']);
    for (const name of [
      'CanonicalParty',
      'CanonicalGoodsItem',
      'CanonicalHouseConsignment',
      'CanonicalGuarantee',
    ])
      assert.ok(document.$defs[name], name);
  });

  it('serves the XSD, which the XML form of a sample satisfies', async () => {
    const response = await fetch(`${production.baseUrl}/schemas/canonical-declaration.xsd`);
    assert.equal(response.status, 200);
    const xsd = compileXsd(await response.text());
    try {
      assert.deepEqual(
        xsd.validate(canonicalToXml(sample('t2-groupage') as CanonicalDeclaration)),
        [],
      );
    } finally {
      xsd.dispose();
    }
  });

  it('keeps Swagger UI and the OpenAPI document out of production', async () => {
    assert.equal((await fetch(`${production.baseUrl}/swagger`)).status, 404);
    assert.equal((await fetch(`${production.baseUrl}/swagger/json`)).status, 404);
  });

  it('serves Swagger UI and an OpenAPI 3.1 document in Development', async () => {
    const ui = await fetch(`${development.baseUrl}/swagger/`);
    assert.equal(ui.status, 200);
    assert.match(await ui.text(), /swagger/i);
    const document = (await (await fetch(`${development.baseUrl}/swagger/json`)).json()) as any;
    assert.equal(document.openapi, '3.1.0');
    assert.deepEqual(Object.keys(document.components.securitySchemes).sort(), [
      'ApiKey',
      'Bearer',
      'Session',
    ]);
    assert.equal(document.components.securitySchemes.Session.in, 'cookie');
    assert.equal(document.components.securitySchemes.ApiKey.name, 'X-Api-Key');
    for (const path of ['/api/declarations', '/api/v1/declarations']) {
      const responses = Object.keys(document.paths[path].post.responses).sort();
      assert.deepEqual(responses, [
        '201',
        '400',
        '401',
        '403',
        '409',
        '413',
        '415',
        '422',
        '429',
        '503',
      ]);
    }
    for (const ref of refsIn(document)) {
      const name = ref.replace('#/components/schemas/', '');
      assert.ok(document.components.schemas[name], `${ref} resolves`);
    }
    assert.ok(document.components.schemas.CanonicalGoodsItem.properties.house_consignment_sequence);
    assert.deepEqual(Object.keys(document.paths['/api/v1/clients'].post.responses).sort(), [
      '200',
      '400',
      '401',
      '403',
      '409',
      '413',
      '415',
      '422',
      '429',
      '503',
    ]);
    assert.deepEqual(document.paths['/api/v1/clients'].post.security, [{ ApiKey: [] }]);
    assert.ok(document.components.schemas.ClientItem.properties.air_transport_minimum);
    // An Admins token, or a declarant's session in the app (issue 28).
    assert.deepEqual(document.paths['/api/dossiers/{uuid}/submit'].post.security, [
      { Bearer: [] },
      { Session: [] },
    ]);
    assert.deepEqual(
      Object.keys(document.paths['/api/dossiers/{uuid}/submit'].post.responses).sort(),
      ['200', '400', '401', '403', '404', '409', '422', '503'],
    );
    assert.ok(document.paths['/api/declarations/{uuid}/xml'].get.responses['200']);
  });

  it('documents every route the app serves, the three security schemes and every problem type', async () => {
    const document = development.app.swagger() as any;
    // Routes as Fastify holds them, read from its own tree, not from the document.
    const served = new Set<string>();
    let prefix: string[] = [];
    for (const line of development.app.printRoutes({ commonPrefix: false }).split('\n')) {
      const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)/.exec(line);
      if (!match) continue;
      const depth = match[1]!.length / 4;
      prefix = [...prefix.slice(0, depth), match[2]!];
      const path = prefix.join('').replace(/\/\//g, '/');
      if (path.startsWith('/swagger')) continue;
      for (const method of match[3]!.split(', ').filter((m) => m !== 'HEAD'))
        served.add(`${method.toLowerCase()} ${path.replace(/:(\w+)/g, '{$1}')}`);
    }
    const documented = new Set(
      Object.entries(document.paths as Record<string, object>).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method} ${path}`),
      ),
    );
    assert.ok(served.size >= 13, `read ${served.size} routes from the router`);
    assert.deepEqual([...served].filter((route) => !documented.has(route)).sort(), []);
    assert.deepEqual([...documented].filter((route) => !served.has(route)).sort(), []);

    const schemesUsed = new Set(
      Object.values(document.paths as Record<string, Record<string, any>>).flatMap((operations) =>
        Object.values(operations).flatMap((operation) =>
          (operation.security ?? []).flatMap((entry: object) => Object.keys(entry)),
        ),
      ),
    );
    assert.deepEqual([...schemesUsed].sort(), ['ApiKey', 'Bearer', 'Session']);

    const documentedTypes = document.components.schemas.Problem.properties.type.enum as string[];
    assert.deepEqual(
      [...documentedTypes].sort(),
      PROBLEM_TYPES.map((problem) => `/problems/${problem.code}`).sort(),
    );
    // Every error answer of every operation points at the Problem schema; pages a browser
    // navigates to (sign-in, the app) answer their errors as pages.
    for (const [path, operations] of Object.entries(document.paths as Record<string, any>))
      for (const [method, operation] of Object.entries(operations as Record<string, any>))
        for (const [status, response] of Object.entries(operation.responses as Record<string, any>))
          if (Number(status) >= 400 && response.content?.['text/html'])
            assert.ok(
              operation.tags.some((tag: string) => ['Sign-in', 'Web app'].includes(tag)),
              `${method} ${path} ${status} answers HTML but is no page`,
            );
          else if (Number(status) >= 400)
            assert.equal(
              response.content?.['application/problem+json']?.schema?.$ref,
              '#/components/schemas/Problem',
              `${method} ${path} ${status}`,
            );
  });
});
