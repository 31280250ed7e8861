import { Type, type Static } from '@sinclair/typebox';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adminGuards, partnerOf, type AdminGuardDeps } from '../auth/index.ts';
import { schema } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';
import { json, problems, security, strictBodies } from '../http/index.ts';
import type { ReferenceCodes } from '../regimes/index.ts';
import { setRuntimeSetting, shownValue } from '../runtime-settings/index.ts';
import type { SettingKey } from '../settings/index.ts';
import { checkedSettingValue, DECLARATION_KEYS, describeSetting } from './declaration-settings.ts';

export interface DeclarationSettingsDeps extends AdminGuardDeps {
  /** The office and country lists filing checks with; absent: the values are checked by form only. */
  readonly codes?: () => ReferenceCodes;
}

const TAGS = ['Administration'];
const SettingSchema = Type.Object(
  {
    key: Type.String(),
    value: Type.String(),
    default: Type.String(),
    description: Type.String(),
    check: Type.Union([
      Type.Object({ kind: Type.String(), role: Type.Optional(Type.String()) }),
      Type.Null(),
    ]),
    updated_by: Type.Union([Type.String(), Type.Null()]),
    updated_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { title: 'DeclarationSetting' },
);
const KEY_PARAMS = Type.Object({ key: Type.String({ minLength: 1, maxLength: 200 }) });
const ValueBody = Type.Object(
  { value: Type.String({ maxLength: 500 }) },
  { additionalProperties: false, title: 'SettingValue' },
);

const keyOf = (typed: string): SettingKey => {
  const key = DECLARATION_KEYS.find((candidate) => candidate.toLowerCase() === typed.toLowerCase());
  if (!key)
    throw new DomainError(
      'not-found',
      'setting.unknown',
      `${typed} is not a company default; they are the declarations:* settings`,
    );
  return key;
};

/**
 * /Admin/DeclarationFields (SPEC.md: RequiresSuperUserOrAdmin): the `declarations:*` company
 * defaults merged into every declaration, each checked as customs will check it and audited under
 * the user's name, through the use case `customs settings set` runs.
 */
export const declarationSettingsRoutes =
  (deps: DeclarationSettingsDeps) => async (app: FastifyInstance) => {
    strictBodies(app);
    const { requiresSuperUserOrAdmin } = adminGuards(deps);
    const who = security('Bearer', 'Session');
    const isLocode = async (code: string) => {
      const [row] = await deps.db
        .select({ code: schema.locodes.code })
        .from(schema.locodes)
        .where(eq(schema.locodes.code, code))
        .limit(1);
      if (row) return true;
      // Without a list loaded the code cannot be judged unknown.
      const [any] = await deps.db
        .select({ code: schema.locodes.code })
        .from(schema.locodes)
        .limit(1);
      return any ? false : undefined;
    };
    const view = (key: SettingKey, row?: typeof schema.runtimeSettings.$inferSelect) => {
      const described = describeSetting(key);
      return {
        key,
        value: shownValue(key, row?.value ?? described.default),
        ...described,
        updated_by: row?.updatedBy ?? null,
        updated_at: row?.updatedAt.toISOString() ?? null,
      };
    };

    app.get(
      '/api/admin/declaration-settings',
      {
        onRequest: requiresSuperUserOrAdmin,
        schema: {
          tags: TAGS,
          summary:
            'The company defaults merged into declarations, with what each is for (SuperUsers, Admins)',
          operationId: 'listDeclarationSettings',
          security: who,
          response: { 200: json('The settings', Type.Array(SettingSchema)), ...problems(401, 403) },
        },
      },
      async () => {
        const rows = await deps.db
          .select()
          .from(schema.runtimeSettings)
          .where(inArray(schema.runtimeSettings.key, [...DECLARATION_KEYS]));
        const stored = new Map(rows.map((row) => [row.key, row]));
        return DECLARATION_KEYS.map((key) => view(key, stored.get(key)));
      },
    );

    app.put<{ Params: { key: string }; Body: Static<typeof ValueBody> }>(
      '/api/admin/declaration-settings/:key',
      {
        onRequest: requiresSuperUserOrAdmin,
        schema: {
          tags: TAGS,
          summary:
            'Change one company default; refused with the reason when customs would refuse it in a declaration (SuperUsers, Admins)',
          operationId: 'setDeclarationSetting',
          security: who,
          params: KEY_PARAMS,
          body: ValueBody,
          response: {
            200: json('The setting', SettingSchema),
            ...problems(400, 401, 403, 404, 413, 415, 422),
          },
        },
      },
      async (request) => {
        const key = keyOf(request.params.key);
        const value = await checkedSettingValue(key, request.body.value, {
          ...(deps.codes ? { codes: deps.codes() } : {}),
          isLocode,
        });
        await setRuntimeSetting(deps.db, key, value, partnerOf(request.caller!));
        const [row] = await deps.db
          .select()
          .from(schema.runtimeSettings)
          .where(eq(schema.runtimeSettings.key, key));
        return view(key, row);
      },
    );
  };
