import { eq } from 'drizzle-orm';
import { audit } from '../audit/index.ts';
import { schema, type Db } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';
import {
  catalog,
  definitionOf,
  findSettingKey,
  runtimeSettingKeys,
  SettingValueError,
  type SettingKey,
  type Settings,
  type SettingValues,
} from '../settings/index.ts';

type Formatted = { kind: { parse(raw: unknown): unknown; format(value: never): string } };
const kindOf = (key: SettingKey) => (catalog[key] as unknown as Formatted).kind;
const format = (key: SettingKey, value: unknown): string => kindOf(key).format(value as never);

/** What the audit log and the CLI show of a value: secrets only say whether they are set. */
export const shownValue = (key: SettingKey, value: string): string =>
  definitionOf(key).secret ? (value ? '[secret, set]' : '[secret, not set]') : value;

/** Resolves a user-typed key to its documented spelling, refusing start-up-only and unknown keys. */
export const runtimeKey = (typed: string): SettingKey => {
  const key = findSettingKey(typed);
  if (!key) throw new DomainError('not-found', 'setting.unknown', `There is no setting ${typed}`);
  if (!definitionOf(key).runtime) {
    throw new DomainError(
      'invalid',
      'setting.not-runtime',
      `${key} is start-up configuration: set it in appsettings.json or the environment (${key.split(':').join('__')}) and restart`,
    );
  }
  return key;
};

/** First start: every runtime setting not yet in the database takes its configured value. */
export const seedRuntimeSettings = async (db: Db, settings: Settings): Promise<SettingKey[]> =>
  db.transaction(async (tx) => {
    const rows = runtimeSettingKeys.map((key) => ({
      key,
      value: format(key, settings[key]),
      updatedBy: 'system',
    }));
    const inserted = await tx
      .insert(schema.runtimeSettings)
      .values(rows)
      .onConflictDoNothing()
      .returning({ key: schema.runtimeSettings.key, value: schema.runtimeSettings.value });
    for (const row of inserted) {
      await audit(tx, {
        actor: 'system',
        action: 'setting.seeded',
        entityType: 'setting',
        entityId: row.key,
        after: { value: shownValue(row.key as SettingKey, row.value) },
      });
    }
    return inserted.map((row) => row.key as SettingKey);
  });

/** The stored text of one runtime setting, or the catalog default when it was never seeded. */
export const getRuntimeSetting = async (
  db: Db,
  typedKey: string,
): Promise<{ key: SettingKey; value: string }> => {
  const key = runtimeKey(typedKey);
  const [row] = await db
    .select()
    .from(schema.runtimeSettings)
    .where(eq(schema.runtimeSettings.key, key));
  return { key, value: row?.value ?? format(key, catalog[key].default) };
};

/** All runtime settings, typed, as the pipelines read them at the moment of use. */
export const readRuntimeSettings = async (
  db: Db,
): Promise<Pick<SettingValues, (typeof runtimeSettingKeys)[number]>> => {
  const rows = await db.select().from(schema.runtimeSettings);
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const values: Record<string, unknown> = {};
  for (const key of runtimeSettingKeys) {
    const text = stored.get(key);
    values[key] = text === undefined ? catalog[key].default : kindOf(key).parse(text);
  }
  return values as Pick<SettingValues, (typeof runtimeSettingKeys)[number]>;
};

/** Validates like start-up configuration does, stores, and audits before and after in one transaction. */
export const setRuntimeSetting = async (
  db: Db,
  typedKey: string,
  rawValue: string,
  actor: string,
): Promise<{ key: SettingKey; value: string }> => {
  const key = runtimeKey(typedKey);
  let value: string;
  try {
    value = format(key, kindOf(key).parse(rawValue));
  } catch (error) {
    if (!(error instanceof SettingValueError)) throw error;
    throw new DomainError(
      'invalid',
      'setting.invalid',
      `Invalid value for ${key}: must be ${error.message}`,
      [{ path: key, message: `must be ${error.message}` }],
    );
  }
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(schema.runtimeSettings)
      .where(eq(schema.runtimeSettings.key, key))
      .for('update');
    await tx
      .insert(schema.runtimeSettings)
      .values({ key, value, updatedBy: actor })
      .onConflictDoUpdate({
        target: schema.runtimeSettings.key,
        set: { value, updatedBy: actor, updatedAt: new Date() },
      });
    await audit(tx, {
      actor,
      action: 'setting.changed',
      entityType: 'setting',
      entityId: key,
      before: current ? { value: shownValue(key, current.value) } : null,
      after: { value: shownValue(key, value) },
    });
    return { key, value };
  });
};
