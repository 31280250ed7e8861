import { eq } from 'drizzle-orm';
import { schema, type Db } from '../db/index.ts';
import { isLanguage, type Language } from '../i18n/index.ts';

/** The language a user chose in the app, on any browser; null when none. */
export const chosenLanguage = async (db: Db, userId: string): Promise<Language | null> => {
  const [row] = await db
    .select({ language: schema.userPreferences.language })
    .from(schema.userPreferences)
    .where(eq(schema.userPreferences.userId, userId));
  return isLanguage(row?.language) ? row.language : null;
};

/** Keeps (or, with null, forgets) the user's choice. */
export const chooseLanguage = async (
  db: Db,
  userId: string,
  language: Language | null,
): Promise<void> => {
  await db
    .insert(schema.userPreferences)
    .values({ userId, language, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: schema.userPreferences.userId,
      set: { language, updatedAt: new Date() },
    });
};
