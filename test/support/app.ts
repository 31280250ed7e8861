import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../src/app.ts';
import type { Database } from '../../src/db/index.ts';
import { createFiler } from '../../src/filing/index.ts';
import { ingestDepsFor } from '../../src/ingestion/index.ts';
import { readRuntimeSettings } from '../../src/runtime-settings/index.ts';
import { createLogger } from '../../src/logger.ts';
import { loadSettings } from '../../src/settings/index.ts';

export interface TestApp {
  readonly app: FastifyInstance;
  /** `http://127.0.0.1:<port>`: tests go over real HTTP on loopback. */
  readonly baseUrl: string;
  /** Every JSON log line the app wrote. */
  readonly logs: Record<string, unknown>[];
  close(): Promise<void>;
}

export const testSettings = (env: NodeJS.ProcessEnv = {}) =>
  loadSettings({ configDir: '/nonexistent', env: { Logging__Level: 'info', ...env } }).settings;

export const startTestApp = async (
  database: Database,
  options: {
    env?: NodeJS.ProcessEnv;
    configure?: (app: FastifyInstance) => void;
    deps?: Partial<AppDeps>;
  } = {},
): Promise<TestApp> => {
  const settings = testSettings(options.env);
  const logs: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        logs.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = await buildApp({
    settings,
    database,
    logger: createLogger(settings, sink),
    ingest: ingestDepsFor(settings, database.db, {
      runtimeSettingsTtlMs: 0,
      filer: createFiler(settings, {
        company: () => readRuntimeSettings(database.db),
      }),
    }),
    ...options.deps,
  });
  options.configure?.(app);
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, baseUrl, logs, close: () => app.close() };
};
