import { asc, desc, eq } from 'drizzle-orm';
import { audit } from '../audit/index.ts';
import { schema, type Db } from '../db/index.ts';

export type ClientRow = typeof schema.clients.$inferSelect;
export type NewClient = typeof schema.clients.$inferInsert;

export const findClientByCode = async (db: Db, code: string): Promise<ClientRow | undefined> =>
  (await db.select().from(schema.clients).where(eq(schema.clients.code, code)))[0];

/** Several clients may share an EORI (masterdata is not ours to dedupe): a customs client first, then the oldest. */
export const findClientByEori = async (db: Db, eori: string): Promise<ClientRow | undefined> =>
  (
    await db
      .select()
      .from(schema.clients)
      .where(eq(schema.clients.identificationNumber, eori))
      .orderBy(desc(schema.clients.isCustomsClient), asc(schema.clients.createdAt))
      .limit(1)
  )[0];

/** Inserts unless the code is taken (then undefined), auditing the creation in the caller's transaction. */
export const insertClientIfCodeFree = async (
  tx: Db,
  client: NewClient,
  actor: string,
): Promise<ClientRow | undefined> => {
  const [row] = await tx
    .insert(schema.clients)
    .values(client)
    .onConflictDoNothing({ target: schema.clients.code })
    .returning();
  if (row)
    await audit(tx, {
      actor,
      action: 'client.created',
      entityType: 'client',
      entityId: row.code,
      after: row,
    });
  return row;
};
