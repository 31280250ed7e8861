import { asc, eq } from 'drizzle-orm';
import { schema, type Db } from '../db/index.ts';
import type { Complaint } from '../errors/index.ts';
import { complaint, notFound, refuseIf, taken, textOf } from './faults.ts';
import { auditedChange } from './store.ts';

export interface ProvenanceTypeInput {
  readonly code: string;
  readonly name_nl: string;
  readonly name_fr: string;
  readonly name_en: string;
  readonly active?: boolean;
}

export type ProvenanceType = typeof schema.provenanceTypes.$inferSelect;
type Values = Omit<
  typeof schema.provenanceTypes.$inferInsert,
  'id' | 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy'
>;

const WHAT = 'provenance type';
const t = schema.provenanceTypes;
const CODE = /^[A-Z0-9][A-Z0-9_-]{0,19}$/;

/** A provenance type as typed: a short code in capitals and its name in each of the app's languages. */
export const checkedProvenanceType = (input: ProvenanceTypeInput): Values => {
  const faults: Complaint[] = [];
  const code = textOf(faults, '/code', input.code, 20, { required: true, upper: true });
  if (code !== null && !CODE.test(code))
    faults.push(
      complaint('/code', `${code} is not a code: capitals, digits, _ and -`, 'pattern', {
        value: code,
      }),
    );
  const nameNl = textOf(faults, '/name_nl', input.name_nl, 100, { required: true });
  const nameFr = textOf(faults, '/name_fr', input.name_fr, 100, { required: true });
  const nameEn = textOf(faults, '/name_en', input.name_en, 100, { required: true });
  refuseIf(WHAT, faults);
  return {
    code: code!,
    nameNl: nameNl!,
    nameFr: nameFr!,
    nameEn: nameEn!,
    active: input.active ?? true,
  };
};

const conflicts = (code: string) => (constraint: string) =>
  constraint === 'provenance_types_code_unique' ? taken(WHAT, '/code', code) : undefined;

export const listProvenanceTypes = (db: Db, activeOnly = false): Promise<ProvenanceType[]> =>
  db
    .select()
    .from(t)
    .where(activeOnly ? eq(t.active, true) : undefined)
    .orderBy(asc(t.code));

export const createProvenanceType = (
  db: Db,
  input: ProvenanceTypeInput,
  actor: string,
): Promise<ProvenanceType> => {
  const values = checkedProvenanceType(input);
  return auditedChange(
    db,
    async (tx) => {
      const [same] = await tx.select({ id: t.id }).from(t).where(eq(t.code, values.code));
      if (same) throw taken(WHAT, '/code', values.code);
      const [row] = await tx
        .insert(t)
        .values({ ...values, createdBy: actor, updatedBy: actor })
        .returning();
      return {
        result: row!,
        entry: {
          actor,
          action: 'provenance-type.created',
          entityType: 'provenance-type',
          entityId: values.code,
          after: values,
        },
      };
    },
    conflicts(values.code),
  );
};

/** The code may change too: nothing stores it yet (decision 0050). */
export const updateProvenanceType = (
  db: Db,
  id: string,
  input: ProvenanceTypeInput,
  actor: string,
): Promise<ProvenanceType> => {
  const values = checkedProvenanceType(input);
  return auditedChange(
    db,
    async (tx) => {
      const [current] = await tx.select().from(t).where(eq(t.id, id)).for('update');
      if (!current) throw notFound(WHAT, id);
      const [same] = await tx.select({ id: t.id }).from(t).where(eq(t.code, values.code));
      if (same && same.id !== id) throw taken(WHAT, '/code', values.code);
      const [row] = await tx
        .update(t)
        .set({ ...values, updatedBy: actor, updatedAt: new Date() })
        .where(eq(t.id, id))
        .returning();
      return {
        result: row!,
        entry: {
          actor,
          action: 'provenance-type.changed',
          entityType: 'provenance-type',
          entityId: values.code,
          before: current,
          after: values,
        },
      };
    },
    conflicts(values.code),
  );
};

export const deleteProvenanceType = (db: Db, id: string, actor: string): Promise<void> =>
  auditedChange(
    db,
    async (tx) => {
      const [row] = await tx.delete(t).where(eq(t.id, id)).returning();
      if (!row) throw notFound(WHAT, id);
      return {
        result: undefined,
        entry: {
          actor,
          action: 'provenance-type.deleted',
          entityType: 'provenance-type',
          entityId: row.code,
          before: row,
        },
      };
    },
    () => undefined,
  );
