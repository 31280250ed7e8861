/**
 * One area of the catalogue (a page, the shell) in the three languages. The English text is the
 * source; Dutch and French must hold exactly its keys (the type-checker and a test say so), so no
 * text is left untranslated and none is left over. Messages use ICU syntax ({count, plural, ...}).
 */
export const area = <const T extends Record<string, string>>(
  en: T,
  nl: { readonly [K in keyof T]: string },
  fr: { readonly [K in keyof T]: string },
) => ({ en, nl, fr });
