// @ts-check
/**
 * The module map (docs/architecture.md): which modules under src/ each module may import. The map
 * must stay acyclic (checked below), so no cycle between modules can pass; imports within a module
 * are free, but no file-level cycle is allowed anywhere. `npm run lint` runs it.
 */
const MODULES = {
  settings: [],
  errors: [],
  valuation: [],
  // The app's languages and the server's texts in them: depends on nothing.
  i18n: [],
  // Identifiers checked as customs checks them; pure, so the web app's forms use them too.
  identifiers: [],
  xml: [],
  xsd: [],
  db: ['settings'],
  audit: ['db'],
  canonical: ['errors', 'xml'],
  'api-keys': ['audit', 'db', 'errors'],
  auth: ['api-keys', 'db', 'errors'],
  idempotency: ['db', 'errors'],
  'runtime-settings': ['audit', 'db', 'errors', 'settings'],
  // Runs on worker threads: nothing that loads the database or libxml2 (xsd) may be reachable.
  'body-readers': ['canonical', 'errors'],
  http: ['auth', 'canonical', 'db', 'errors', 'i18n', 'settings'],
  health: ['db', 'http'],
  'sign-in': [
    'auth',
    'canonical',
    'db',
    'errors',
    'http',
    'i18n',
    'runtime-settings',
    'settings',
    'xml',
  ],
  'web-app': ['auth', 'i18n', 'sign-in'],
  jobs: ['db'],
  regimes: ['canonical', 'db', 'identifiers', 'runtime-settings', 'valuation', 'xml', 'xsd'],
  reference: [
    'audit',
    'auth',
    'db',
    'errors',
    'http',
    'jobs',
    'regimes',
    'runtime-settings',
    'settings',
    'valuation',
  ],
  clients: [
    'audit',
    'auth',
    'body-readers',
    'canonical',
    'db',
    'errors',
    'http',
    'idempotency',
    'identifiers',
    'reference',
  ],
  dossiers: [
    'api-keys',
    'audit',
    'auth',
    'canonical',
    'clients',
    'db',
    'errors',
    'http',
    'idempotency',
    'regimes',
    'valuation',
  ],
  intake: ['auth', 'canonical', 'clients', 'db', 'dossiers', 'errors', 'http', 'identifiers'],
  extraction: [
    'audit',
    'auth',
    'canonical',
    'db',
    'dossiers',
    'errors',
    'http',
    'jobs',
    'reference',
    'runtime-settings',
    'settings',
  ],
  messaging: ['auth', 'canonical', 'db', 'errors', 'health', 'http', 'settings'],
  // messaging: the AMQP connection's close, shared with the inbound consumer.
  outbox: ['audit', 'db', 'errors', 'messaging', 'settings'],
  filing: [
    'audit',
    'auth',
    'canonical',
    'db',
    'dossiers',
    'errors',
    'http',
    'outbox',
    'reference',
    'regimes',
    'runtime-settings',
    'settings',
    'valuation',
    'xml',
    'xsd',
  ],
  ingestion: [
    'api-keys',
    'auth',
    'body-readers',
    'canonical',
    'clients',
    'db',
    'dossiers',
    'errors',
    'filing',
    'http',
    'idempotency',
    'messaging',
    'regimes',
    'runtime-settings',
  ],
  // The broker's own lists (customs locations, teams, provenance types; decision 0050).
  masterdata: ['audit', 'auth', 'db', 'errors', 'identifiers', 'regimes'],
  // The /Admin pages' API: each route a thin door to the use case the CLI runs too.
  admin: [
    'api-keys',
    'audit',
    'auth',
    'db',
    'errors',
    'extraction',
    'filing',
    'http',
    'identifiers',
    'masterdata',
    'messaging',
    'outbox',
    'reference',
    'regimes',
    'runtime-settings',
    'settings',
    'sign-in',
  ],
  cli: [
    'api-keys',
    'clients',
    'db',
    'errors',
    'extraction',
    'filing',
    'jobs',
    'messaging',
    'outbox',
    'reference',
    'runtime-settings',
    'settings',
  ],
};

// A module may only use modules listed before it: the map is its own proof of having no cycle.
const seen = new Set();
for (const [name, uses] of Object.entries(MODULES)) {
  for (const used of uses)
    if (!seen.has(used)) throw new Error(`module map: ${name} uses ${used}, listed after it`);
  seen.add(name);
}

const names = Object.keys(MODULES).join('|');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle between files makes load order matter and hides a missing module.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'unknown-module',
      severity: 'error',
      comment: 'Every folder under src/ is a module of the map in .dependency-cruiser.cjs.',
      from: { path: '^src/[^/]+/', pathNot: `^src/(${names})/` },
      to: {},
    },
    ...Object.entries(MODULES).map(([name, uses]) => ({
      name: `module-${name}`,
      severity: /** @type {const} */ ('error'),
      comment: `${name} may import ${uses.join(', ') || 'no other module'} (docs/architecture.md)`,
      from: { path: `^src/${name}/`, pathNot: '\\.test\\.ts$' },
      to: {
        path: '^src/([^/]+)/',
        pathNot: [`^src/(${[name, ...uses].join('|')})/`],
      },
    })),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|test|bench|scripts)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs'] },
  },
};
