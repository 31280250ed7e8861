import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PEOPLE_ROLES, SESSION_COOKIE, type SessionRule } from '../auth/index.ts';
import { requestLanguage } from '../i18n/index.ts';
import { htmlPage, PAGE_TEXTS, withStyleNonce } from '../sign-in/index.ts';
import { APP_ROUTES } from './app-pages.ts';

export interface WebAppDeps {
  /** The built app: index.html and assets/ (web/dist). */
  readonly distFolder: string;
  readonly sessions: SessionRule['find'];
}

const TAGS = ['Web app'];
const html = (description: string) => ({
  description,
  content: { 'text/html': { schema: { type: 'string' } } },
});

/**
 * The single-page app: its pages for a signed-in user (anyone else goes to /signin and comes back),
 * its hashed assets cached for a year. Without a build the pages say how to make one.
 */
export const webAppRoutes = (deps: WebAppDeps) => async (app: FastifyInstance) => {
  const index = join(deps.distFolder, 'index.html');
  // The build leaves .br and .gz beside each script and style: sent as the browser accepts them.
  await app.register(fastifyStatic, {
    root: deps.distFolder,
    serve: false,
    preCompressed: true,
    // Hashed names: a file never changes under its name.
    maxAge: '365d',
    immutable: true,
  });

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    const session = token ? await deps.sessions(token) : undefined;
    if (!session || !PEOPLE_ROLES.some((role) => session.roles.includes(role)))
      return reply
        .header('cache-control', 'no-store')
        .redirect(`/signin?returnTo=${encodeURIComponent(request.url)}`, 302);
    if (!existsSync(index))
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .send(
          withStyleNonce(
            htmlPage(
              requestLanguage(request, 'nl'),
              PAGE_TEXTS[requestLanguage(request, 'nl')].notBuilt,
            ),
            reply.styleNonce,
          ),
        );
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(withStyleNonce(readFileSync(index, 'utf8'), reply.styleNonce));
  };

  for (const url of APP_ROUTES)
    app.get(
      url,
      {
        schema: {
          tags: TAGS,
          summary: 'A page of the web app (signed in; otherwise a redirect to /signin)',
          operationId: `page${url.replace(/[^A-Za-z]/g, '') || 'Home'}`,
          response: {
            200: html('The app'),
            302: { description: 'Not signed in: to /signin?returnTo=…', type: 'null' },
            503: html('The app is not built'),
          },
        },
      },
      page,
    );

  // The app's icon at the names browsers ask for on their own: no page request answers 404.
  for (const url of ['/favicon.svg', '/favicon.ico'])
    app.get(
      url,
      {
        schema: {
          tags: TAGS,
          summary: 'The app\u2019s icon (SVG)',
          operationId: url === '/favicon.svg' ? 'appIcon' : 'appIconIco',
          response: {
            200: {
              description: 'The icon',
              content: { 'image/svg+xml': { schema: { type: 'string' } } },
            },
          },
        },
      },
      // Read here, not through the static plugin: it is not hashed, so kept a day, not a year.
      async (_request, reply) => {
        const icon = await readFile(join(deps.distFolder, 'favicon.svg')).catch(() => undefined);
        if (!icon) return reply.callNotFound();
        return reply
          .type('image/svg+xml')
          .header('cache-control', 'public, max-age=86400')
          .send(icon);
      },
    );

  app.get<{ Params: { file: string } }>(
    '/assets/:file',
    {
      schema: {
        tags: TAGS,
        summary: 'A file of the built app (hashed name, kept for a year)',
        operationId: 'appAsset',
        params: {
          type: 'object',
          properties: { file: { type: 'string', pattern: '^[A-Za-z0-9._-]{1,200}$' } },
          required: ['file'],
        },
        response: {
          200: { description: 'The file', content: { '*/*': { schema: { type: 'string' } } } },
          404: {
            description: 'No such file',
            content: {
              'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } },
            },
          },
        },
      },
    },
    async (request, reply) => reply.sendFile(`assets/${request.params.file}`),
  );
};
