import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/db/index.ts';

export type Part = string | { name: string; bytes: Buffer; type?: string };

/** The multipart body /NewDossier sends. */
export const uploadForm = (parts: Record<string, Part>): FormData => {
  const body = new FormData();
  for (const [field, value] of Object.entries(parts))
    if (typeof value === 'string') body.append(field, value);
    else
      body.append(
        field,
        new Blob([value.bytes], { type: value.type ?? 'application/octet-stream' }),
        value.name,
      );
  return body;
};

/** Uploads documents as a signed-in user and returns the new dossier's id. */
export const uploadDossier = async (
  baseUrl: string,
  headers: Record<string, string>,
  parts: Record<string, Part>,
): Promise<string> => {
  const response = await fetch(`${baseUrl}/api/dossiers`, {
    method: 'POST',
    headers,
    body: uploadForm(parts),
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`upload refused: ${response.status} ${text}`);
  return (JSON.parse(text) as { uuid: string }).uuid;
};

/** Waits until the dossier reaches one of `statuses` (the worker polls every 2 s). */
export const waitForStatus = async (
  db: Db,
  dossierId: string,
  statuses: readonly string[],
  timeoutMs = 90_000,
): Promise<string> => {
  const deadline = Date.now() + timeoutMs;
  let status = '';
  while (Date.now() < deadline) {
    [{ status } = { status: '' }] = await queryRows<{ status: string }>(
      db,
      sql`select status from dossiers where id = ${dossierId}`,
    );
    if (statuses.includes(status)) return status;
    await sleep(250);
  }
  throw new Error(`dossier ${dossierId} is still ${status} after ${timeoutMs} ms`);
};

/** The dossier's status moves as the audit log recorded them, oldest first. */
export const statusMoves = async (db: Db, dossierId: string) =>
  (
    await queryRows<{ action: string; to: string; reason: string | null }>(
      db,
      sql`select action, after->>'status' as to, after->>'reason' as reason from audit_log
          where entity_type = 'dossier' and entity_id = ${dossierId} order by id`,
    )
  ).map((row) => `${row.action}>${row.to}${row.reason ? ` (${row.reason})` : ''}`);
