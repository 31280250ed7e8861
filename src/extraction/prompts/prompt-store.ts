import { desc, eq, sql } from 'drizzle-orm';
import { audit } from '../../audit/index.ts';
import { textFault } from '../../canonical/index.ts';
import { isUniqueViolation, queryRows, schema, type Db } from '../../db/index.ts';
import { DomainError } from '../../errors/index.ts';
import { DEFAULT_PROMPTS, PROMPT_NAMES, type PromptName } from './default-prompts.ts';

const { prompts } = schema;

export interface PromptVersion {
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

/** The prompt to use now: the latest version, or the shipped text when none is stored. */
export const currentPrompt = async (
  db: Db,
  name: PromptName,
): Promise<{ name: PromptName; version: number; text: string }> => {
  const [latest] = await db
    .select({ version: prompts.version, text: prompts.text })
    .from(prompts)
    .where(eq(prompts.name, name))
    .orderBy(desc(prompts.version))
    .limit(1);
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

/**
 * A new version of a prompt, audited with the version it follows; extraction uses it from the
 * next document on. Two admins saving at once each get their own version number.
 */
export const addPromptVersion = async (
  db: Db,
  name: PromptName,
  text: string,
  actor: string,
): Promise<PromptVersion> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const [previous] = await tx
          .select({ version: prompts.version, text: prompts.text })
          .from(prompts)
          .where(eq(prompts.name, name))
          .orderBy(desc(prompts.version))
          .limit(1);
        const [row] = await tx
          .insert(prompts)
          .values({ name, version: (previous?.version ?? 0) + 1, text, createdBy: actor })
          .returning();
        await audit(tx, {
          actor,
          action: 'prompt.changed',
          entityType: 'prompt',
          entityId: name,
          before: previous ?? null,
          after: { version: row!.version, text },
        });
        return rowOf(row!);
      });
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error, 'prompts_name_version_unique')) continue;
      throw error;
    }
  }
};
