import { asc, eq, sql } from 'drizzle-orm';
import { INGESTION_ROLE, PEOPLE_ROLES } from '../auth/index.ts';
import { schema, type Db } from '../db/index.ts';
import type { Complaint } from '../errors/index.ts';
import { checkOfficeCode, identifierComplaint, normaliseIdentifier } from '../identifiers/index.ts';
import { complaint, notFound, refuseIf, taken, textOf } from './faults.ts';
import type { MasterdataLookups } from './lookups.ts';
import { auditedChange } from './store.ts';

export interface CustomsTeamInput {
  readonly name: string;
  readonly role_claim: string;
  readonly offices?: readonly string[];
  readonly default_office?: string | null;
  readonly active?: boolean;
}

export type CustomsTeam = typeof schema.customsTeams.$inferSelect;
type Values = Omit<
  typeof schema.customsTeams.$inferInsert,
  'id' | 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy'
>;

const WHAT = 'customs team';
const t = schema.customsTeams;
// An app role of Entra ID: letters first, then letters, digits, dots, underscores, hyphens.
const ROLE_CLAIM = /^[A-Za-z][A-Za-z0-9._-]{0,63}$/;
// The service's own roles give access; a team's role must never be one of them (decision 0050).
const RESERVED = [...PEOPLE_ROLES, INGESTION_ROLE].map((role) => role.toLowerCase());

/**
 * A team as typed: its name, the directory role that says who is in it (never a role of the
 * service), and its customs offices, each in the office list, the default one among them.
 */
export const checkedTeam = (input: CustomsTeamInput, lookups: MasterdataLookups): Values => {
  const faults: Complaint[] = [];
  const name = textOf(faults, '/name', input.name, 100, { required: true });
  const roleClaim = textOf(faults, '/role_claim', input.role_claim, 64, { required: true });
  if (roleClaim !== null && !ROLE_CLAIM.test(roleClaim))
    faults.push(
      complaint('/role_claim', `${roleClaim} is not an app role's value`, 'pattern', {
        value: roleClaim,
      }),
    );
  else if (roleClaim !== null && RESERVED.includes(roleClaim.toLowerCase()))
    faults.push(
      complaint(
        '/role_claim',
        `${roleClaim} is a role of the service, not a team`,
        'reserved-role',
        {
          value: roleClaim,
        },
      ),
    );
  const roles = lookups.codes ? (office: string) => lookups.codes!.officeRoles(office) : undefined;
  const offices: string[] = [];
  (input.offices ?? []).forEach((typed, index) => {
    const office = normaliseIdentifier(typed);
    const result = checkOfficeCode(office, roles ? { roles } : {});
    if (!result.ok) faults.push(identifierComplaint(`/offices/${index}`, 'office-code', result));
    else if (!offices.includes(office)) offices.push(office);
  });
  const typedDefault = input.default_office ? normaliseIdentifier(input.default_office) : '';
  const defaultOffice = typedDefault === '' ? null : typedDefault;
  if (defaultOffice !== null && !offices.includes(defaultOffice))
    faults.push(
      complaint(
        '/default_office',
        `${defaultOffice} is not one of the team's offices`,
        'not-listed',
        {
          value: defaultOffice,
        },
      ),
    );
  refuseIf(WHAT, faults);
  return {
    name: name!,
    roleClaim: roleClaim!,
    offices,
    defaultOffice,
    active: input.active ?? true,
  };
};

const conflicts = (values: Values) => (constraint: string) =>
  constraint === 'customs_teams_name_idx'
    ? taken(WHAT, '/name', values.name)
    : constraint === 'customs_teams_role_claim_idx'
      ? taken(WHAT, '/role_claim', values.roleClaim)
      : undefined;

/** Name and role each identify one team, whatever their case. */
const refuseTaken = async (tx: Db, values: Values, except?: string) => {
  const others = except ? sql` and ${t.id} <> ${except}` : sql``;
  const [byName] = await tx
    .select({ id: t.id })
    .from(t)
    .where(sql`lower(${t.name}) = lower(${values.name})${others}`);
  if (byName) throw taken(WHAT, '/name', values.name);
  const [byRole] = await tx
    .select({ id: t.id })
    .from(t)
    .where(sql`lower(${t.roleClaim}) = lower(${values.roleClaim})${others}`);
  if (byRole) throw taken(WHAT, '/role_claim', values.roleClaim);
};

export const listCustomsTeams = (db: Db): Promise<CustomsTeam[]> =>
  db
    .select()
    .from(t)
    .orderBy(asc(sql`lower(${t.name})`));

export const createCustomsTeam = (
  db: Db,
  input: CustomsTeamInput,
  lookups: MasterdataLookups,
  actor: string,
): Promise<CustomsTeam> => {
  const values = checkedTeam(input, lookups);
  return auditedChange(
    db,
    async (tx) => {
      await refuseTaken(tx, values);
      const [row] = await tx
        .insert(t)
        .values({ ...values, createdBy: actor, updatedBy: actor })
        .returning();
      return {
        result: row!,
        entry: {
          actor,
          action: 'customs-team.created',
          entityType: 'customs-team',
          entityId: row!.id,
          after: values,
        },
      };
    },
    conflicts(values),
  );
};

export const updateCustomsTeam = (
  db: Db,
  id: string,
  input: CustomsTeamInput,
  lookups: MasterdataLookups,
  actor: string,
): Promise<CustomsTeam> => {
  const values = checkedTeam(input, lookups);
  return auditedChange(
    db,
    async (tx) => {
      const [current] = await tx.select().from(t).where(eq(t.id, id)).for('update');
      if (!current) throw notFound(WHAT, id);
      await refuseTaken(tx, values, id);
      const [row] = await tx
        .update(t)
        .set({ ...values, updatedBy: actor, updatedAt: new Date() })
        .where(eq(t.id, id))
        .returning();
      return {
        result: row!,
        entry: {
          actor,
          action: 'customs-team.changed',
          entityType: 'customs-team',
          entityId: id,
          before: current,
          after: values,
        },
      };
    },
    conflicts(values),
  );
};

/** Nothing refers to a team yet (decision 0050), so it can always be deleted. */
export const deleteCustomsTeam = (db: Db, id: string, actor: string): Promise<void> =>
  auditedChange(
    db,
    async (tx) => {
      const [row] = await tx.delete(t).where(eq(t.id, id)).returning();
      if (!row) throw notFound(WHAT, id);
      return {
        result: undefined,
        entry: {
          actor,
          action: 'customs-team.deleted',
          entityType: 'customs-team',
          entityId: id,
          before: row,
        },
      };
    },
    () => undefined,
  );
