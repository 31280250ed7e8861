import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { adminGuards, partnerOf, type AdminGuardDeps } from '../auth/index.ts';
import { json, problems, security, strictBodies } from '../http/index.ts';
import { readBranding } from '../sign-in/index.ts';
import { APPEARANCE_KEYS, appearanceRows, cleanTitleHtml, saveAppearance } from './appearance.ts';

const TAGS = ['Administration'];
const AppearanceSchema = Type.Object(
  {
    title_plain: Type.String({ description: "Branding:TitlePlain; empty: the app's own name" }),
    title_html: Type.String({
      description:
        'Branding:TitleHtml as stored: already kept to b, i, em, strong, span, small, sup, sub, br',
    }),
    main_color: Type.String({ description: 'Branding:MainColor, #rrggbb; empty: the default' }),
    default_language: Type.Union([Type.Literal('nl'), Type.Literal('fr'), Type.Literal('en')]),
    updated_by: Type.Union([Type.String(), Type.Null()]),
    updated_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { title: 'Appearance' },
);
const AppearanceBody = Type.Object(
  {
    title_plain: Type.String({ maxLength: 100 }),
    title_html: Type.String({ maxLength: 1000 }),
    main_color: Type.String({ maxLength: 20 }),
    default_language: Type.String({ maxLength: 5 }),
  },
  { additionalProperties: false, title: 'AppearanceChange' },
);
const Saved = Type.Object(
  {
    appearance: AppearanceSchema,
    markup_removed: Type.Boolean({
      description: 'The typed TitleHtml held markup outside the allow-list, which was left out',
    }),
  },
  { title: 'AppearanceSaved' },
);
const PreviewBody = Type.Object(
  { title_html: Type.String({ maxLength: 1000 }) },
  { additionalProperties: false, title: 'TitlePreviewRequest' },
);
const Preview = Type.Object(
  { title_html: Type.String(), markup_removed: Type.Boolean() },
  { title: 'TitlePreview' },
);

/**
 * /Admin/Appearance (SPEC.md: RequiresSuperUserOrAdmin): the branding every page's header and
 * tab show, through the runtime settings' use case (`customs settings set`), audited per key.
 * The shell reads them with every session request, so a change needs no restart.
 */
export const appearanceRoutes = (deps: AdminGuardDeps) => async (app: FastifyInstance) => {
  strictBodies(app);
  const { requiresSuperUserOrAdmin } = adminGuards(deps);
  const who = security('Bearer', 'Session');
  const read = async () => {
    const branding = await readBranding(deps.db);
    const rows = await appearanceRows(deps.db);
    const stored = new Map(rows.map((row) => [row.key, row.value]));
    const latest = rows
      .filter((row) => row.updatedBy !== 'system')
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0];
    return {
      title_plain: branding.titlePlain,
      // Cleaned again when read: a value set before the page existed may hold anything.
      title_html: branding.titleHtml,
      main_color: stored.get(APPEARANCE_KEYS.main_color) ?? branding.mainColor,
      default_language: branding.defaultLanguage,
      updated_by: latest?.updatedBy ?? null,
      updated_at: latest?.updatedAt.toISOString() ?? null,
    };
  };

  app.get(
    '/api/admin/appearance',
    {
      onRequest: requiresSuperUserOrAdmin,
      schema: {
        tags: TAGS,
        summary:
          'The branding: title, title with markup, main colour, default language (SuperUsers, Admins)',
        operationId: 'getAppearance',
        security: who,
        response: { 200: json('The branding', AppearanceSchema), ...problems(401, 403) },
      },
    },
    read,
  );

  app.put<{ Body: Static<typeof AppearanceBody> }>(
    '/api/admin/appearance',
    {
      onRequest: requiresSuperUserOrAdmin,
      schema: {
        tags: TAGS,
        summary:
          'Change the branding, all values or none; markup outside the allow-list is left out of the title (SuperUsers, Admins)',
        operationId: 'setAppearance',
        security: who,
        body: AppearanceBody,
        response: {
          200: json('The branding as stored', Saved),
          ...problems(400, 401, 403, 413, 415, 422),
        },
      },
    },
    async (request) => {
      // Compared with what is stored, not with what is shown: a raw title set before (CLI, seed)
      // is replaced by its cleaned form even when the two read the same.
      const rows = await appearanceRows(deps.db);
      const stored = new Map(rows.map((row) => [row.key, row.value]));
      const current = Object.fromEntries(
        Object.entries(APPEARANCE_KEYS).map(([member, key]) => [member, stored.get(key)]),
      );
      const { removed } = await saveAppearance(
        deps.db,
        request.body,
        current,
        partnerOf(request.caller!),
      );
      return { appearance: await read(), markup_removed: removed };
    },
  );

  app.post<{ Body: Static<typeof PreviewBody> }>(
    '/api/admin/appearance/preview',
    {
      onRequest: requiresSuperUserOrAdmin,
      schema: {
        tags: TAGS,
        summary:
          'The title with markup as the header would show it, without saving (SuperUsers, Admins)',
        operationId: 'previewTitle',
        security: who,
        body: PreviewBody,
        response: { 200: json('The cleaned title', Preview), ...problems(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      const { html, removed } = cleanTitleHtml(request.body.title_html);
      return { title_html: html, markup_removed: removed };
    },
  );
};
