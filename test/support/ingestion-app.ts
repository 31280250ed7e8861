import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createApiKey } from '../../src/api-keys/index.ts';
import type { ComposeOptions } from '../../src/composition.ts';
import type { Database } from '../../src/db/index.ts';
import { startTestApp, type TestApp } from './app.ts';

export interface IngestionTestApp extends TestApp {
  readonly apiKey: string;
  readonly keyName: string;
  readonly uploadFolder: string;
  post(
    body: unknown,
    options?: { headers?: Record<string, string>; gzip?: boolean; path?: string },
  ): Promise<Response>;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
}

export interface IngestionAppOptions {
  readonly keyName?: string;
  readonly compose?: ComposeOptions;
  /** Start the job engine (see startTestApp). */
  readonly jobs?: 'send' | 'work';
}

/** The app on a real loopback port with a fresh API key (`partner-under-test-…`) and its own upload folder. */
export const startIngestionApp = async (
  database: Database,
  env: NodeJS.ProcessEnv = {},
  options: IngestionAppOptions = {},
): Promise<IngestionTestApp> => {
  const uploadFolder = mkdtempSync(join(tmpdir(), 'cds-uploads-'));
  const keyName = `${options.keyName ?? 'partner-under-test'}-${Math.random().toString(36).slice(2, 8)}`;
  // The partner under test does everything; tests of scopes make narrower keys of their own.
  const { rawKey } = await createApiKey(
    database.db,
    { name: keyName, scopes: ['declarations', 'masterdata'] },
    'test',
  );
  const server = await startTestApp(database, {
    env: { Storage__UploadFolder: uploadFolder, RateLimit__PermitLimit: '100000', ...env },
    compose: options.compose,
    ...(options.jobs ? { jobs: options.jobs } : {}),
  });
  return {
    ...server,
    apiKey: rawKey,
    keyName,
    uploadFolder,
    post(body, postOptions = {}) {
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      const isXml = typeof body === 'string' && body.trimStart().startsWith('<');
      const headers: Record<string, string> = {
        'content-type': isXml ? 'application/xml' : 'application/json',
        'x-api-key': rawKey,
        ...postOptions.headers,
      };
      if (postOptions.gzip) headers['content-encoding'] = 'gzip';
      return fetch(`${server.baseUrl}${postOptions.path ?? '/api/declarations'}`, {
        method: 'POST',
        headers,
        body: postOptions.gzip ? gzipSync(text) : text,
      });
    },
    get(path, headers = {}) {
      return fetch(`${server.baseUrl}${path}`, { headers: { 'x-api-key': rawKey, ...headers } });
    },
  };
};
