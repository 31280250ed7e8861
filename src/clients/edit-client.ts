import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import { audit } from '../audit/index.ts';
import { ClientItemSchema, compileContract, tooManyDecimals } from '../canonical/index.ts';
import { schema, type Db } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';
import { OPTIONAL_CLIENT_FIELDS } from './client-columns.ts';
import type { ClientRow } from './client-store.ts';
import type { ClientMember } from './masterdata-ownership.ts';
import { countryComplaint } from './country-check.ts';
import { typedEori, withEoriComplaints } from './eori-by-hand.ts';

const EditSchema = Type.Partial(Type.Omit(ClientItemSchema, ['code']));
const validateEdit = compileContract<Partial<Record<ClientMember, unknown>>>(EditSchema, {
  keepNulls: true,
  keywords: true,
  rules: (value, at) => tooManyDecimals(value, (member) => at(`/${member}`)),
});

const columnOf = (member: ClientMember) =>
  member === 'name' ? 'name' : OPTIONAL_CLIENT_FIELDS[member];

const EDITABLE = ['name', ...Object.keys(OPTIONAL_CLIENT_FIELDS)] as ClientMember[];

const lockClient = async (tx: Db, code: string): Promise<ClientRow> => {
  const [current] = await tx
    .select()
    .from(schema.clients)
    .where(eq(schema.clients.code, code))
    .for('update');
  if (!current)
    throw new DomainError('not-found', 'client-not-found', `No client has code ${code}`);
  return current;
};

/**
 * A declarant's correction of a client (the /Clients page, `customs clients set`): the members
 * are validated like a masterdata row, the EORI as customs checks it (decision 0029), written,
 * and marked as set by hand, so later masterdata pushes leave them alone (decision 0015).
 */
export const editClientByHand = async (
  db: Db,
  code: string,
  changes: Record<string, unknown>,
  actor: string,
): Promise<ClientRow> => {
  const eori = typedEori(changes);
  const result = validateEdit(eori.members);
  const complaints = withEoriComplaints(
    result.ok ? countryComplaint(result.value.country, '/country') : result.complaints,
    eori.complaints,
  );
  if (!result.ok || complaints.length > 0)
    throw new DomainError(
      'invalid',
      'validation',
      `The client change is not valid: ${complaints.length} complaint(s), listed in errors`,
      complaints,
    );
  const members = Object.keys(result.value) as ClientMember[];
  if (members.length === 0)
    throw new DomainError('invalid', 'validation', 'Name at least one member to change', [
      {
        path: '/',
        message: `must name one of ${EDITABLE.join(', ')}`,
        keyword: 'members',
        params: { allowed: EDITABLE },
      },
    ]);
  return db.transaction(async (tx) => {
    const before = await lockClient(tx, code);
    const set: Record<string, unknown> = {};
    for (const member of members) {
      const value = result.value[member];
      set[columnOf(member)] = typeof value === 'number' ? String(value) : value;
    }
    const handEdited = [...new Set([...before.handEditedFields, ...members])];
    const [client] = await tx
      .update(schema.clients)
      .set({ ...set, handEditedFields: handEdited, updatedBy: actor, updatedAt: new Date() })
      .where(eq(schema.clients.id, before.id))
      .returning();
    await audit(tx, {
      actor,
      action: 'client.edited',
      entityType: 'client',
      entityId: code,
      before: Object.fromEntries(members.map((m) => [m, before[columnOf(m) as keyof ClientRow]])),
      after: { ...result.value, handEditedFields: handEdited },
    });
    return client!;
  });
};

/** Hands members set by hand back to masterdata: the next push may write them again. */
export const releaseClientFields = async (
  db: Db,
  code: string,
  fields: readonly string[] | 'all',
  actor: string,
): Promise<ClientRow> => {
  const unknown =
    fields === 'all' ? [] : fields.filter((f) => !EDITABLE.includes(f as ClientMember));
  if (unknown.length > 0)
    throw new DomainError(
      'invalid',
      'validation',
      `Unknown client members: ${unknown.join(', ')}`,
      [
        {
          path: '/',
          message: `must name members of ${EDITABLE.join(', ')}`,
          keyword: 'members',
          params: { allowed: EDITABLE },
        },
      ],
    );
  return db.transaction(async (tx) => {
    const before = await lockClient(tx, code);
    const remaining =
      fields === 'all' ? [] : before.handEditedFields.filter((field) => !fields.includes(field));
    const [client] = await tx
      .update(schema.clients)
      .set({ handEditedFields: remaining, updatedBy: actor, updatedAt: new Date() })
      .where(eq(schema.clients.id, before.id))
      .returning();
    await audit(tx, {
      actor,
      action: 'client.released-to-masterdata',
      entityType: 'client',
      entityId: code,
      before: { handEditedFields: before.handEditedFields },
      after: { handEditedFields: remaining },
    });
    return client!;
  });
};
