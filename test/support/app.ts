import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { compose, type ComposeOptions, type Components } from '../../src/composition.ts';
import type { Database } from '../../src/db/index.ts';
import { createLogger } from '../../src/logger.ts';
import { loadSettings } from '../../src/settings/index.ts';

export interface TestApp {
  readonly app: FastifyInstance;
  /** `http://127.0.0.1:<port>`: tests go over real HTTP on loopback. */
  readonly baseUrl: string;
  /** Every JSON log line the app wrote. */
  readonly logs: Record<string, unknown>[];
  /** What the app was built from, as the service composes it. */
  readonly components: Components;
  close(): Promise<void>;
}

const testLoad = (env: NodeJS.ProcessEnv = {}) =>
  loadSettings({ configDir: '/nonexistent', env: { Logging__Level: 'info', ...env } });

export const testSettings = (env: NodeJS.ProcessEnv = {}) => testLoad(env).settings;

/**
 * The service's app on a real loopback port, composed exactly as service.ts composes it, with
 * runtime settings read fresh and whatever stands in for Entra ID or a broker the test hands in.
 */
export const startTestApp = async (
  database: Database,
  options: {
    env?: NodeJS.ProcessEnv;
    configure?: (app: FastifyInstance) => void;
    compose?: ComposeOptions;
    /**
     * Start the job engine: `send` for routes that send jobs (an upload sends its extraction),
     * `work` to run them too. Off by default: most tests send none, and starting costs time.
     */
    jobs?: 'send' | 'work';
  } = {},
): Promise<TestApp> => {
  const loaded = testLoad(options.env);
  const { settings } = loaded;
  const logs: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        logs.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const components = compose(settings, database, createLogger(settings, sink), {
    runtimeSettingsTtlMs: 0,
    settingSources: loaded.sources,
    // `send`: no workers; otherwise the engine works once started (here or by the test).
    ...(options.jobs === 'send' ? { jobWorkers: false } : {}),
    ...options.compose,
  });
  if (options.jobs) await components.jobs.start();
  const app = await buildApp(components);
  options.configure?.(app);
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    baseUrl,
    logs,
    components,
    close: async () => {
      await app.close();
      await components.close();
    },
  };
};
