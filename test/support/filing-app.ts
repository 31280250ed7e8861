import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../src/db/index.ts';
import { setRuntimeSetting } from '../../src/runtime-settings/index.ts';
import { BROKER_SETTINGS, filingEnv } from './filing.ts';
import { startIngestionApp, type IngestionTestApp } from './ingestion-app.ts';
import { startOidcServer } from './oidc-server.ts';
import { sampleForToday } from './samples.ts';

export interface FilingApp {
  readonly api: IngestionTestApp;
  /** The `Pr` environment's drop folder: where filed messages land. */
  readonly drop: string;
  /** A bearer token of the declarants' desk application with these roles. */
  token(roles?: readonly string[]): Promise<string>;
  /** A T1 that stays in Review (sent without auto_dispatch), changed as asked; its id. */
  ingested(ucr: string, change?: (declaration: Record<string, any>) => void): Promise<string>;
  close(): Promise<void>;
}

/**
 * The service ready to file by hand: the official schemas, a drop folder as the `Pr` outbound
 * environment, the broker's company settings, and a stand-in Entra ID issuing declarants' tokens.
 */
export const startFilingApp = async (
  database: Database,
  names: { readonly tenant: string; readonly client: string },
): Promise<FilingApp> => {
  const oidc = await startOidcServer(names.tenant);
  const drop = mkdtempSync(join(tmpdir(), 'cds-drop-'));
  const verifyToken = oidc.verifier(names.client);
  const api = await startIngestionApp(
    database,
    { ...filingEnv, ServiceBus__Descartes__Pr__Folder: drop },
    { compose: { verifyToken } },
  );
  for (const [key, value] of Object.entries(BROKER_SETTINGS))
    await setRuntimeSetting(database.db, key, value, 'test');
  return {
    api,
    drop,
    token: (roles = ['Admins']) =>
      oidc.mint({
        iss: oidc.issuerV2,
        aud: names.client,
        azp: 'declarant-desk',
        roles: [...roles],
      }),
    async ingested(ucr, change = () => {}) {
      const body = sampleForToday('t1-auto-dispatch') as Record<string, any>;
      delete body.auto_dispatch;
      body.ucr = ucr;
      change(body);
      const response = await api.post(body);
      assert.equal(response.status, 201);
      return ((await response.json()) as { uuid: string }).uuid;
    },
    async close() {
      await api.close();
      await oidc.close();
      rmSync(drop, { recursive: true, force: true });
    },
  };
};
