import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createApiKey } from '../../src/api-keys/index.ts';
import type { Database } from '../../src/db/index.ts';
import { startTestApp, type TestApp } from './app.ts';

export interface IngestionTestApp extends TestApp {
  readonly apiKey: string;
  readonly uploadFolder: string;
  post(
    body: unknown,
    options?: { headers?: Record<string, string>; gzip?: boolean; path?: string },
  ): Promise<Response>;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
}

/** The app on a real loopback port with a fresh API key named `partner-under-test` and its own upload folder. */
export const startIngestionApp = async (
  database: Database,
  env: NodeJS.ProcessEnv = {},
  keyName = 'partner-under-test',
): Promise<IngestionTestApp> => {
  const uploadFolder = mkdtempSync(join(tmpdir(), 'cds-uploads-'));
  const { rawKey } = await createApiKey(
    database.db,
    { name: `${keyName}-${Math.random().toString(36).slice(2, 8)}` },
    'test',
  );
  const server = await startTestApp(database, {
    env: { Storage__UploadFolder: uploadFolder, RateLimit__PermitLimit: '100000', ...env },
  });
  return {
    ...server,
    apiKey: rawKey,
    uploadFolder,
    post(body, options = {}) {
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      const isXml = typeof body === 'string' && body.trimStart().startsWith('<');
      const headers: Record<string, string> = {
        'content-type': isXml ? 'application/xml' : 'application/json',
        'x-api-key': rawKey,
        ...options.headers,
      };
      if (options.gzip) headers['content-encoding'] = 'gzip';
      return fetch(`${server.baseUrl}${options.path ?? '/api/declarations'}`, {
        method: 'POST',
        headers,
        body: options.gzip ? gzipSync(text) : text,
      });
    },
    get(path, headers = {}) {
      return fetch(`${server.baseUrl}${path}`, { headers: { 'x-api-key': rawKey, ...headers } });
    },
  };
};
