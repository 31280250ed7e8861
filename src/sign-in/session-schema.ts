import { Type } from '@sinclair/typebox';
import { PEOPLE_ROLES } from '../auth/index.ts';
import { LANGUAGES } from '../i18n/index.ts';

const Language = Type.Union(LANGUAGES.map((code) => Type.Literal(code)));

/** GET /api/session: who is signed in, what the app needs to know before its first page. */
export const SessionSchema = Type.Object(
  {
    user: Type.Object({
      name: Type.String(),
      email: Type.Union([Type.String(), Type.Null()]),
      roles: Type.Array(Type.Union(PEOPLE_ROLES.map((role) => Type.Literal(role))), {
        description: 'The roles of the service the user holds (team roles are not read)',
      }),
    }),
    csrfToken: Type.String({ description: 'Sent as X-CSRF-Token with every change' }),
    mode: Type.Union([Type.Literal('oidc'), Type.Literal('local')]),
    branding: Type.Object(
      {
        titlePlain: Type.String(),
        titleHtml: Type.String({
          description: 'Sanitised: a few inline tags, no attributes but class',
        }),
        mainColor: Type.String(),
        defaultLanguage: Language,
      },
      { title: 'Branding' },
    ),
    language: Type.Union(
      LANGUAGES.map((code) => Type.Literal(code)),
      {
        description:
          'The language to show: the user\u2019s choice, else the browser\u2019s, else the default',
      },
    ),
    chosenLanguage: Type.Union([Language, Type.Null()], {
      description: 'What the user chose in the app (PUT /api/session/language); null: none',
    }),
    limits: Type.Object({
      maxFileBytes: Type.Integer({
        description: 'Storage:MaxFileSizeBytes: the largest file an upload takes',
      }),
    }),
    environment: Type.String(),
  },
  { title: 'Session' },
);
