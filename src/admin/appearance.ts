import sanitizeHtml from 'sanitize-html';
import { inArray } from 'drizzle-orm';
import { schema, type Db } from '../db/index.ts';
import { DomainError, type Complaint } from '../errors/index.ts';
import { setRuntimeSetting } from '../runtime-settings/index.ts';
import { sanitizeTitle } from '../sign-in/index.ts';

/** The branding settings the page edits (SPEC.md runtime settings), by the body's member. */
export const APPEARANCE_KEYS = {
  title_plain: 'Branding:TitlePlain',
  title_html: 'Branding:TitleHtml',
  main_color: 'Branding:MainColor',
  default_language: 'Branding:DefaultLanguage',
} as const;
type Member = keyof typeof APPEARANCE_KEYS;
export type AppearanceInput = Record<Member, string>;

const COLOUR = /^#[0-9a-f]{6}$/;
const LANGUAGES = ['nl', 'fr', 'en'];
const CONTROL = /\p{Cc}/u;

/**
 * TitleHtml kept to the header's allow-list (sign-in/branding.ts), and whether that removed
 * anything: the typed markup is compared with itself re-serialised by the same parser allowing
 * everything, so `&` written as `&amp;` is not counted as a removal.
 */
export const cleanTitleHtml = (typed: string): { html: string; removed: boolean } => {
  const html = sanitizeTitle(typed.trim());
  const asParsed = sanitizeHtml(typed.trim(), {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
  });
  return { html, removed: html !== asParsed };
};

/** The values as stored, or every fault at once, worded for the page by path and keyword. */
export const checkedAppearance = (input: AppearanceInput) => {
  const faults: Complaint[] = [];
  const titlePlain = input.title_plain.trim();
  if (CONTROL.test(titlePlain))
    faults.push({
      path: '/title_plain',
      message: 'holds a control character',
      keyword: 'character',
    });
  const { html, removed } = cleanTitleHtml(input.title_html);
  const colour = input.main_color.trim().toLowerCase();
  if (colour !== '' && !COLOUR.test(colour))
    faults.push({
      path: '/main_color',
      message: `${input.main_color} is not a colour such as #1d4ed8`,
      keyword: 'colour',
      params: { value: input.main_color },
    });
  if (!LANGUAGES.includes(input.default_language))
    faults.push({
      path: '/default_language',
      message: 'must be nl, fr or en',
      keyword: 'enum',
      params: { allowedValues: LANGUAGES },
    });
  if (faults.length)
    throw new DomainError(
      'invalid',
      'setting.invalid',
      `The appearance is not saved: ${faults.map((f) => `${f.path} ${f.message}`).join('; ')}`,
      faults,
    );
  return {
    values: {
      title_plain: titlePlain,
      title_html: html,
      main_color: colour,
      default_language: input.default_language,
    } satisfies AppearanceInput,
    removed,
  };
};

/** The stored branding rows; a key never seeded reads as its catalog default (runtime-settings). */
export const appearanceRows = (db: Db) =>
  db
    .select()
    .from(schema.runtimeSettings)
    .where(inArray(schema.runtimeSettings.key, Object.values(APPEARANCE_KEYS)));

/**
 * Saves the changed values through the use case `customs settings set` runs (validated by the
 * catalog, audited per key under the user's name), all or none: every value is checked first,
 * then the changes are written in one transaction.
 */
export const saveAppearance = async (
  db: Db,
  input: AppearanceInput,
  current: Partial<AppearanceInput>,
  actor: string,
): Promise<{ removed: boolean }> => {
  const { values, removed } = checkedAppearance(input);
  const changed = (Object.keys(APPEARANCE_KEYS) as Member[]).filter(
    (member) => values[member] !== current[member],
  );
  await db.transaction(async (tx) => {
    for (const member of changed)
      await setRuntimeSetting(tx, APPEARANCE_KEYS[member], values[member], actor);
  });
  return { removed };
};
