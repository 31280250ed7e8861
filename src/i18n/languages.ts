import type { FastifyReply, FastifyRequest } from 'fastify';

/** The app's languages (issue 26): Dutch, French and English. */
export const LANGUAGES = ['nl', 'fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The chosen language, mirrored for the pages the server draws before the app (sign-in). */
export const LANGUAGE_COOKIE = 'cds_lang';

/**
 * The first of our languages the browser asks for, by its q-values (`nl-BE,nl;q=0.9,en;q=0.8`);
 * a region counts as its language (fr-BE is fr). Undefined when it asks for none of them.
 */
export const languageOfAcceptHeader = (header: string | undefined): Language | undefined => {
  const asked = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters
        .map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1])
        .find((value) => value !== undefined);
      return { language: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q) : 1, order };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return asked.map((entry) => entry.language).find(isLanguage);
};

/** The user's choice (its cookie), else the browser's language, else the installation's default. */
export const requestLanguage = (request: FastifyRequest, fallback: Language): Language => {
  const chosen = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  return languageOfAcceptHeader(request.headers['accept-language']) ?? fallback;
};

/** A year, readable by the server only; it says nothing a page could misuse. */
export const setLanguageCookie = (
  request: FastifyRequest,
  reply: FastifyReply,
  language: Language | null,
): void => {
  reply.setCookie(LANGUAGE_COOKIE, language ?? '', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: language ? 365 * 86_400 : 0,
  });
};
