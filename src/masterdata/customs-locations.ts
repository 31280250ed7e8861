import { asc, eq, sql } from 'drizzle-orm';
import { schema, type Db } from '../db/index.ts';
import type { Complaint } from '../errors/index.ts';
import { checkUnLocode, identifierComplaint, normaliseIdentifier } from '../identifiers/index.ts';
import { complaint, notFound, refuseIf, taken, textOf } from './faults.ts';
import type { MasterdataLookups } from './lookups.ts';
import { auditedChange } from './store.ts';

/**
 * CL326 qualifiers a declaration carries from a saved location (src/regimes/messages/location.ts,
 * C0394): by UN/LOCODE (U), by authorisation number (Y), by address (Z). The others (a customs
 * office, GNSS, an EORI, a postcode) have no place in CanonicalLocationOfGoods.
 */
export const CARRIED_QUALIFIERS = ['U', 'Y', 'Z'] as const;

export interface CustomsLocationInput {
  readonly name: string;
  readonly type_of_location: string;
  readonly qualifier_of_identification: string;
  readonly un_locode?: string | null;
  readonly location_code?: string | null;
  readonly authorisation_number?: string | null;
  readonly street_and_number?: string | null;
  readonly postcode?: string | null;
  readonly city?: string | null;
  readonly country?: string | null;
  readonly active?: boolean;
}

export type CustomsLocation = typeof schema.customsLocations.$inferSelect;
type Values = Omit<
  typeof schema.customsLocations.$inferInsert,
  'id' | 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy'
>;

const WHAT = 'customs location';
const t = schema.customsLocations;
// Which member each qualifier names the place with; the others must stay empty (C0394).
const NAMED_BY = {
  U: ['un_locode'],
  Y: ['authorisation_number'],
  Z: ['street_and_number', 'postcode', 'city', 'country'],
} as const;
const REQUIRED = {
  U: ['un_locode'],
  Y: ['authorisation_number'],
  Z: ['street_and_number', 'city', 'country'],
} as const;

const codeOf = (
  into: Complaint[],
  path: string,
  raw: string,
  list: string,
  lookups: MasterdataLookups,
): string | null => {
  const value = textOf(into, path, raw, 1, { required: true, upper: true });
  if (value === null) return null;
  if (!/^[A-Z]$/.test(value) || lookups.codes?.has(list, value) === false) {
    into.push(complaint(path, `${value} is not a code of ${list}`, 'code-list', { list, value }));
    return null;
  }
  return value;
};

/**
 * A location as typed, normalised (codes in capitals, empty as null) and checked as customs
 * checks a declaration's location of goods: the type in CL347, the qualifier in CL326 and one a
 * declaration carries, the member the qualifier names the place with present and the others
 * empty, a UN/LOCODE of the loaded list, a country of CL008.
 */
export const checkedLocation = async (
  input: CustomsLocationInput,
  lookups: MasterdataLookups,
): Promise<Values> => {
  const faults: Complaint[] = [];
  const name = textOf(faults, '/name', input.name, 100, { required: true });
  const type = codeOf(faults, '/type_of_location', input.type_of_location, 'CL347', lookups);
  let qualifier = codeOf(
    faults,
    '/qualifier_of_identification',
    input.qualifier_of_identification,
    'CL326',
    lookups,
  ) as (typeof CARRIED_QUALIFIERS)[number] | null;
  if (qualifier && !CARRIED_QUALIFIERS.includes(qualifier)) {
    faults.push(
      complaint(
        '/qualifier_of_identification',
        `a location identified by qualifier ${qualifier} cannot be carried by a declaration: use U, Y or Z`,
        'enum',
        { allowedValues: [...CARRIED_QUALIFIERS] },
      ),
    );
    qualifier = null;
  }
  const values = {
    un_locode: textOf(
      faults,
      '/un_locode',
      input.un_locode && normaliseIdentifier(input.un_locode),
      5,
    ),
    location_code: textOf(faults, '/location_code', input.location_code, 35),
    authorisation_number: textOf(faults, '/authorisation_number', input.authorisation_number, 35),
    street_and_number: textOf(faults, '/street_and_number', input.street_and_number, 70),
    postcode: textOf(faults, '/postcode', input.postcode, 17),
    city: textOf(faults, '/city', input.city, 35),
    country: textOf(faults, '/country', input.country, 2, { upper: true }),
  };
  if (qualifier) {
    for (const member of REQUIRED[qualifier])
      if (values[member] === null && !faults.some((f) => f.path === `/${member}`))
        faults.push(complaint(`/${member}`, `is required for qualifier ${qualifier}`, 'required'));
    for (const [other, members] of Object.entries(NAMED_BY))
      if (other !== qualifier)
        for (const member of members)
          if (values[member] !== null)
            faults.push(
              complaint(
                `/${member}`,
                `a location identified by qualifier ${qualifier} is named that way only (C0394)`,
                'not-carried',
                { qualifier },
              ),
            );
  }
  if (values.un_locode !== null && qualifier === 'U') {
    const known = await lookups.isLocode?.(values.un_locode);
    const result = checkUnLocode(values.un_locode, { isKnown: () => known });
    if (!result.ok) faults.push(identifierComplaint('/un_locode', 'unlocode', result));
  }
  if (
    values.country !== null &&
    qualifier === 'Z' &&
    (!/^[A-Z]{2}$/.test(values.country) || lookups.codes?.has('CL008', values.country) === false)
  )
    faults.push(
      complaint('/country', `${values.country} is not a country code of CL008`, 'country', {
        value: values.country,
      }),
    );
  refuseIf(WHAT, faults);
  return {
    name: name!,
    typeOfLocation: type!,
    qualifierOfIdentification: qualifier!,
    unLocode: values.un_locode,
    locationCode: values.location_code,
    authorisationNumber: values.authorisation_number,
    streetAndNumber: values.street_and_number,
    postcode: values.postcode,
    city: values.city,
    country: values.country,
    active: input.active ?? true,
  };
};

const conflicts = (name: string) => (constraint: string) =>
  constraint === 'customs_locations_name_idx' ? taken(WHAT, '/name', name) : undefined;

const sameName = (tx: Db, name: string, except?: string) =>
  tx
    .select({ id: t.id })
    .from(t)
    .where(sql`lower(${t.name}) = lower(${name})${except ? sql` and ${t.id} <> ${except}` : sql``}`)
    .limit(1);

/** Every saved location by name; `activeOnly` for a declarant's picker. */
export const listCustomsLocations = (db: Db, activeOnly = false): Promise<CustomsLocation[]> =>
  db
    .select()
    .from(t)
    .where(activeOnly ? eq(t.active, true) : undefined)
    .orderBy(asc(sql`lower(${t.name})`));

export const createCustomsLocation = async (
  db: Db,
  input: CustomsLocationInput,
  lookups: MasterdataLookups,
  actor: string,
): Promise<CustomsLocation> => {
  const values = await checkedLocation(input, lookups);
  return auditedChange(
    db,
    async (tx) => {
      if ((await sameName(tx, values.name)).length) throw taken(WHAT, '/name', values.name);
      const [row] = await tx
        .insert(t)
        .values({ ...values, createdBy: actor, updatedBy: actor })
        .returning();
      return {
        result: row!,
        entry: {
          actor,
          action: 'customs-location.created',
          entityType: 'customs-location',
          entityId: row!.id,
          after: values,
        },
      };
    },
    conflicts(values.name),
  );
};

export const updateCustomsLocation = async (
  db: Db,
  id: string,
  input: CustomsLocationInput,
  lookups: MasterdataLookups,
  actor: string,
): Promise<CustomsLocation> => {
  const values = await checkedLocation(input, lookups);
  return auditedChange(
    db,
    async (tx) => {
      const [current] = await tx.select().from(t).where(eq(t.id, id)).for('update');
      if (!current) throw notFound(WHAT, id);
      if ((await sameName(tx, values.name, id)).length) throw taken(WHAT, '/name', values.name);
      const [row] = await tx
        .update(t)
        .set({ ...values, updatedBy: actor, updatedAt: new Date() })
        .where(eq(t.id, id))
        .returning();
      return {
        result: row!,
        entry: {
          actor,
          action: 'customs-location.changed',
          entityType: 'customs-location',
          entityId: id,
          before: current,
          after: values,
        },
      };
    },
    conflicts(values.name),
  );
};

/** Nothing refers to a saved location (a pick copies its values), so it can always be deleted. */
export const deleteCustomsLocation = (db: Db, id: string, actor: string): Promise<void> =>
  auditedChange(
    db,
    async (tx) => {
      const [row] = await tx.delete(t).where(eq(t.id, id)).returning();
      if (!row) throw notFound(WHAT, id);
      return {
        result: undefined,
        entry: {
          actor,
          action: 'customs-location.deleted',
          entityType: 'customs-location',
          entityId: id,
          before: row,
        },
      };
    },
    () => undefined,
  );
