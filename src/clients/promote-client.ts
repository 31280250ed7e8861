import { eq } from 'drizzle-orm';
import { audit } from '../audit/index.ts';
import { schema, type Db } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';
import type { ClientRow } from './client-store.ts';

/** Makes a masterdata client a customs client (SPEC.md: promoted by hand at /ClientsAll). */
export const promoteClient = async (
  db: Db,
  code: string,
  actor: string,
): Promise<{ client: ClientRow; changed: boolean }> =>
  db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(schema.clients)
      .where(eq(schema.clients.code, code))
      .for('update');
    if (!current)
      throw new DomainError('not-found', 'client-not-found', `No client has code ${code}`);
    if (current.isCustomsClient) return { client: current, changed: false };
    const [client] = await tx
      .update(schema.clients)
      .set({ isCustomsClient: true, updatedBy: actor, updatedAt: new Date() })
      .where(eq(schema.clients.code, code))
      .returning();
    await audit(tx, {
      actor,
      action: 'client.promoted',
      entityType: 'client',
      entityId: code,
      before: { isCustomsClient: false },
      after: { isCustomsClient: true },
    });
    return { client: client!, changed: true };
  });
