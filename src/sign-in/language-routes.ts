import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { authenticate, PEOPLE_ROLES, type SessionRule } from '../auth/index.ts';
import { decodeUtf8, readJson } from '../canonical/index.ts';
import type { Db } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';
import { acceptRawBodies, json, problems, rawBodyOf, security } from '../http/index.ts';
import { isLanguage, LANGUAGES, setLanguageCookie } from '../i18n/index.ts';
import { chooseLanguage } from './user-language.ts';

const LanguageChoice = Type.Object(
  {
    language: Type.Union([...LANGUAGES.map((code) => Type.Literal(code)), Type.Null()], {
      description:
        'nl, fr or en; null forgets the choice (the browser\u2019s language counts again)',
    }),
  },
  { additionalProperties: false },
);

/** PUT /api/session/language: the language the user picks in the header, kept on the server. */
export const languageRoutes =
  (deps: { readonly db: Db; readonly sessions: SessionRule['find'] }) =>
  async (app: FastifyInstance) => {
    acceptRawBodies(app, ['json']);
    app.put(
      '/api/session/language',
      {
        onRequest: [
          authenticate({ db: deps.db, session: { find: deps.sessions, roles: PEOPLE_ROLES } }),
        ],
        config: {
          requestBody: { content: { 'application/json': { schema: LanguageChoice } } },
        },
        schema: {
          tags: ['Sign-in'],
          summary: 'Choose the language of the app for the signed-in user, on every browser',
          operationId: 'chooseLanguage',
          security: security('Session'),
          response: {
            200: json('Kept', LanguageChoice),
            ...problems(400, 401, 403, 413, 415, 422),
          },
        },
      },
      async (request, reply) => {
        const body = readJson(decodeUtf8(rawBodyOf(request).bytes), LanguageChoice);
        const record = typeof body === 'object' && body !== null && !Array.isArray(body);
        const language = record ? (body as Record<string, unknown>).language : undefined;
        const others = record ? Object.keys(body).filter((key) => key !== 'language') : [];
        if (!record || !(language === null || isLanguage(language)) || others.length > 0)
          throw new DomainError(
            'invalid',
            'validation',
            'Send {"language": "nl", "fr", "en" or null}',
            [
              ...(isLanguage(language) || language === null
                ? []
                : [
                    {
                      path: '/language',
                      message: `must be one of ${LANGUAGES.join(', ')} or null`,
                    },
                  ]),
              ...others.map((key) => ({ path: `/${key}`, message: 'is not a member' })),
            ],
          );
        const userId = request.webSession!.userId;
        await chooseLanguage(deps.db, userId, language);
        setLanguageCookie(request, reply, language);
        return { language };
      },
    );
  };
