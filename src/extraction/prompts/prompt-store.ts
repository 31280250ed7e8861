import { and, desc, eq, sql } from 'drizzle-orm';
import { audit } from '../../audit/index.ts';
import { textFault } from '../../canonical/index.ts';
import { isUniqueViolation, queryRows, schema, type Db } from '../../db/index.ts';
import { DomainError } from '../../errors/index.ts';
import { DEFAULT_PROMPTS, PROMPT_NAMES, type PromptName } from './default-prompts.ts';

const { prompts } = schema;

export interface PromptVersion {
  readonly id: string;
  readonly name: PromptName;
  readonly version: number;
  readonly text: string;
  readonly createdBy: string;
  readonly createdAt: Date;
}

/** A prompt long enough for any instruction, short enough not to crowd out the document. */
export const MAX_PROMPT_CHARACTERS = 20_000;
const SYSTEM = 'system';

export const isPromptName = (name: string): name is PromptName =>
  (PROMPT_NAMES as readonly string[]).includes(name);

const rowOf = (row: typeof prompts.$inferSelect): PromptVersion => ({
  ...row,
  name: row.name as PromptName,
});

/**
 * Version 1 of every prompt that has none yet, as shipped; idempotent, and a name an admin already
 * wrote (any version) is left alone. Returns the names seeded.
 */
export const seedPrompts = async (db: Db): Promise<PromptName[]> => {
  const shipped = PROMPT_NAMES.map((name) => ({ name, text: DEFAULT_PROMPTS[name] }));
  const seeded = await queryRows<{ name: string }>(
    db,
    sql`insert into prompts (name, version, text, created_by)
        select shipped.name, 1, shipped.text, ${SYSTEM}
        from jsonb_to_recordset(${JSON.stringify(shipped)}::jsonb) as shipped(name text, text text)
        where not exists (select 1 from prompts where prompts.name = shipped.name)
        on conflict do nothing
        returning name`,
  );
  return seeded.map((row) => row.name as PromptName).sort();
};

/** The version extraction uses of each prompt: the latest. */
export const latestPrompts = async (db: Db): Promise<PromptVersion[]> =>
  (
    await db
      .selectDistinctOn([prompts.name])
      .from(prompts)
      .orderBy(prompts.name, desc(prompts.version))
  ).map(rowOf);

/** Every version of one prompt, the latest first. */
export const promptVersions = async (db: Db, name: PromptName): Promise<PromptVersion[]> =>
  (
    await db.select().from(prompts).where(eq(prompts.name, name)).orderBy(desc(prompts.version))
  ).map(rowOf);

/** The prompt extraction gives the model: its stored row (for the attempt's record), version and text. */
export interface PromptInUse {
  /** The version's row; absent only for the shipped text used without a database. */
  readonly id?: string;
  readonly name: PromptName;
  readonly version: number;
  readonly text: string;
}

const latestRow = async (db: Db, name: PromptName) => {
  const [latest] = await db
    .select({ id: prompts.id, version: prompts.version, text: prompts.text })
    .from(prompts)
    .where(eq(prompts.name, name))
    .orderBy(desc(prompts.version))
    .limit(1);
  return latest;
};

/**
 * The prompt to use now: the latest version. A name with none stored yet (a database the service
 * never started on) is seeded first, so every attempt can name the row it was given.
 */
export const currentPrompt = async (db: Db, name: PromptName): Promise<PromptInUse> => {
  let latest = await latestRow(db, name);
  if (!latest) {
    await seedPrompts(db);
    latest = await latestRow(db, name);
  }
  return latest ? { name, ...latest } : { name, version: 0, text: DEFAULT_PROMPTS[name] };
};

/** Every complaint about a prompt's text, at `/text`. */
export const checkPromptText = (text: unknown): string => {
  const fault =
    typeof text !== 'string'
      ? 'must be text'
      : text.trim() === ''
        ? 'must not be empty'
        : text.length > MAX_PROMPT_CHARACTERS
          ? `must be at most ${MAX_PROMPT_CHARACTERS} characters; it has ${text.length}`
          : textFault(text);
  if (fault)
    throw new DomainError('invalid', 'validation', `The prompt is refused: its text ${fault}`, [
      { path: '/text', message: fault },
    ]);
  return text as string;
};

type Previous = { readonly version: number; readonly text: string } | undefined;

/**
 * Appends the version after the latest one, in one transaction with its audit entry: `write`
 * sees the latest version and returns the text and the audit's action and details (or throws,
 * and nothing is written). Two admins saving at once each get their own version number.
 */
const appendVersion = async (
  db: Db,
  name: PromptName,
  actor: string,
  write: (
    tx: Db,
    previous: Previous,
  ) => Promise<{ text: string; action: string; details?: Record<string, unknown> }>,
): Promise<PromptVersion> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const previous = await latestRow(tx, name);
        const { text, action, details } = await write(tx, previous);
        const [row] = await tx
          .insert(prompts)
          .values({ name, version: (previous?.version ?? 0) + 1, text, createdBy: actor })
          .returning();
        await audit(tx, {
          actor,
          action,
          entityType: 'prompt',
          entityId: name,
          before: previous ? { version: previous.version, text: previous.text } : null,
          after: { version: row!.version, text, ...details },
        });
        return rowOf(row!);
      });
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error, 'prompts_name_version_unique')) continue;
      throw error;
    }
  }
};

/**
 * A new version of a prompt, audited with the version it follows; extraction uses it from the
 * next document on.
 */
export const addPromptVersion = (
  db: Db,
  name: PromptName,
  text: string,
  actor: string,
): Promise<PromptVersion> =>
  appendVersion(db, name, actor, async () => ({ text, action: 'prompt.changed' }));

/**
 * Going back to an earlier version: a new version with its text (the history is never rewritten,
 * so the attempts of every version stay as they were), audited as `prompt.restored` with the
 * version it came from. A version whose text is the one in use already is refused.
 */
export const restorePromptVersion = (
  db: Db,
  name: PromptName,
  version: number,
  actor: string,
): Promise<PromptVersion> =>
  appendVersion(db, name, actor, async (tx, previous) => {
    const [old] = await tx
      .select({ text: prompts.text })
      .from(prompts)
      .where(and(eq(prompts.name, name), eq(prompts.version, version)));
    if (!old)
      throw new DomainError(
        'not-found',
        'prompt-version-not-found',
        `The prompt ${name} has no version ${version}`,
      );
    if (previous && previous.text === old.text)
      throw new DomainError(
        'conflict',
        'prompt-version-in-use',
        previous.version === version
          ? `Version ${version} of ${name} is the one in use`
          : `Version ${previous.version} of ${name}, the one in use, already has the text of version ${version}`,
      );
    return { text: old.text, action: 'prompt.restored', details: { restoredFrom: version } };
  });
