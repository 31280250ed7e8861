import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import {
  authenticate,
  createSession,
  deleteSession,
  PEOPLE_ROLES,
  SESSION_COOKIE,
  sameToken,
  type SessionPolicy,
  type SessionRule,
} from '../auth/index.ts';
import { schema, type Db } from '../db/index.ts';
import type { Settings } from '../settings/index.ts';
import { json, problems, ref } from '../http/index.ts';
import { eq } from 'drizzle-orm';
import { readBranding } from './branding.ts';
import { htmlPage, withStyleNonce } from './html-page.ts';
import { languageRoutes } from './language-routes.ts';
import {
  languageOfAcceptHeader,
  requestLanguage,
  setLanguageCookie,
  type Language,
} from '../i18n/index.ts';
import { PAGE_TEXTS, type PageText } from './page-texts.ts';
import { chosenLanguage } from './user-language.ts';
import { oidcConfiguration, type SignInSettings } from './oidc-provider.ts';
import { publicOrigin, type PublicOriginSettings } from './public-origin.ts';
import { safeReturnTo } from './return-to.ts';
import { rolesOfClaims, userOfClaims } from './user-claims.ts';
import {
  bindSignIn,
  clearSessionCookie,
  clearSignIn,
  setSessionCookie,
  SIGN_IN_COOKIE,
} from './session-cookie.ts';

export interface SignInDeps {
  readonly db: Db;
  readonly settings: SignInSettings &
    PublicOriginSettings &
    Pick<Settings, 'Storage:MaxFileSizeBytes'> & { readonly environment: string };
  readonly sessions: SessionRule['find'];
  /** The app's pages: the only places a sign-in sends the browser back to. */
  readonly isAppPage: (path: string) => boolean;
}

const TAGS = ['Sign-in'];
const html = (description: string) => ({
  description,
  content: { 'text/html': { schema: { type: 'string' } } },
});
const redirect = { 302: { description: 'Redirect (Location)', type: 'null' } };

const REFUSED_COOKIE = 'cds_refused';

export const LOCAL_OPERATOR = {
  userId: 'local',
  name: 'Local operator',
  email: null,
  roles: ['Admins'],
} as const;

const policyOf = (settings: SignInSettings): SessionPolicy => ({
  idleMs: settings['Auth:SessionIdleMinutes'] * 60_000,
  maxMs: settings['Auth:SessionMaxHours'] * 3_600_000,
});

const sendPage = (reply: FastifyReply, status: number, page: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(withStyleNonce(page, reply.styleNonce));

/**
 * DECISIONS.md section 10: OpenID Connect code flow with PKCE against Entra ID (or any issuer in
 * Auth:Oidc:Authority); without a provider the local single-user mode, loopback only (the bind
 * check refuses anything else at start), in which the operator is an Admin. The session lives in
 * the database; the browser holds an HttpOnly cookie.
 */
export const signInRoutes = (deps: SignInDeps) => async (app: FastifyInstance) => {
  const { settings } = deps;
  const local = settings['Auth:Provider'] === '';
  const policy = policyOf(settings);
  const provider = oidcConfiguration(settings);
  const callbackPath = settings['Auth:EntraId:CallbackPath'];
  const originOf = publicOrigin(settings);
  /** A page of the sign-in in the language of the browser (or the user's choice, or the default). */
  const show = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    pick: (texts: (typeof PAGE_TEXTS)[Language]) => PageText,
    href?: string,
  ) => {
    const language = requestLanguage(request, (await readBranding(deps.db)).defaultLanguage);
    return sendPage(reply, status, htmlPage(language, pick(PAGE_TEXTS[language]), href));
  };
  const unknownAddress = (request: FastifyRequest, reply: FastifyReply) =>
    show(request, reply, 400, (texts) => texts.unknownAddress);

  const signedIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    user: Parameters<typeof createSession>[1],
    returnTo: string,
  ) => {
    const session = await createSession(deps.db, user, policy);
    setSessionCookie(request, reply, session.token, Math.round(policy.maxMs / 1000));
    // The language chosen on another browser follows the user here (pages drawn before the app).
    setLanguageCookie(request, reply, await chosenLanguage(deps.db, user.userId));
    request.log.info({ user: user.userId, roles: user.roles }, 'signed in');
    return reply.redirect(returnTo, 302);
  };

  app.get<{ Querystring: { returnTo?: string; prompt?: string } }>(
    '/signin',
    {
      schema: {
        tags: TAGS,
        summary:
          'Sign in (browser): to the identity provider, or at once as the local operator when none is configured',
        operationId: 'signIn',
        querystring: Type.Object({
          returnTo: Type.Optional(Type.String({ maxLength: 2000 })),
          prompt: Type.Optional(
            Type.Union([Type.Literal('select_account'), Type.Literal('login')], {
              description: 'Ask the provider to let the user pick or enter another account',
            }),
          ),
        }),
        response: { ...redirect, 503: html('The identity provider does not answer') },
      },
    },
    async (request, reply) => {
      const returnTo = safeReturnTo(request.query.returnTo, deps.isAppPage);
      if (local) return signedIn(request, reply, LOCAL_OPERATOR, returnTo);
      const origin = originOf(request);
      if (!origin) return unknownAddress(request, reply);
      let config: client.Configuration;
      try {
        config = await provider();
      } catch (error) {
        request.log.error({ err: error }, 'the identity provider could not be reached');
        return show(
          request,
          reply,
          503,
          (texts) => texts.unavailable,
          `/signin?returnTo=${encodeURIComponent(returnTo)}`,
        );
      }
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      await deps.db.insert(schema.webSignIns).values({ state, codeVerifier, nonce, returnTo });
      bindSignIn(request, reply, callbackPath, state);
      const target = client.buildAuthorizationUrl(config, {
        redirect_uri: `${origin}${callbackPath}`,
        // offline_access: a refresh token, with which the roles are read again (RoleRefreshMinutes).
        scope: 'openid profile email offline_access',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        ...(request.query.prompt ? { prompt: request.query.prompt } : {}),
      });
      return reply.header('cache-control', 'no-store').redirect(target.href, 302);
    },
  );

  app.get<{ Querystring: Record<string, string> }>(
    callbackPath,
    {
      schema: {
        tags: TAGS,
        summary: 'Where the identity provider sends the browser back (Auth:EntraId:CallbackPath)',
        operationId: 'signInCallback',
        response: {
          ...redirect,
          400: html('The sign-in failed, expired or was used already'),
          403: html('Signed in, but without a role of this service'),
        },
      },
    },
    async (request, reply) => {
      const again = '/signin';
      const state = typeof request.query.state === 'string' ? request.query.state : '';
      const origin = originOf(request);
      if (!origin) return unknownAddress(request, reply);
      // Login CSRF: the callback counts only in the browser that started this sign-in.
      const bound = request.cookies[SIGN_IN_COOKIE] ?? '';
      if (!state || !sameToken(bound, state)) {
        request.log.warn('sign-in callback without the state cookie of its browser: refused');
        return show(request, reply, 400, (texts) => texts.notStartedHere, again);
      }
      clearSignIn(request, reply, callbackPath);
      const [pending] = state
        ? await deps.db
            .delete(schema.webSignIns)
            .where(eq(schema.webSignIns.state, state))
            .returning()
        : [];
      if (!pending || pending.createdAt.getTime() < Date.now() - 10 * 60_000)
        return show(request, reply, 400, (texts) => texts.expired, again);
      if (request.query.error)
        return show(
          request,
          reply,
          400,
          (texts) => texts.notCompleted(request.query.error_description || request.query.error!),
          again,
        );
      let claims: Record<string, unknown>;
      let idToken: string | undefined;
      let refreshToken: string | undefined;
      try {
        const config = await provider();
        const tokens = await client.authorizationCodeGrant(config, new URL(request.url, origin), {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims() ?? {};
        idToken = tokens.id_token;
        refreshToken = tokens.refresh_token;
      } catch (error) {
        request.log.warn({ err: error }, 'sign-in refused by the token exchange');
        return show(request, reply, 400, (texts) => texts.failed, again);
      }
      const user = userOfClaims(claims);
      const roles = rolesOfClaims(claims);
      if (roles.length === 0) {
        request.log.warn({ user: user.userId }, 'signed in without a role of the service: refused');
        // To a page of its own, so the provider's one-time code leaves the address bar and a
        // reload says the same; the name rides along in a cookie for that page only.
        reply.setCookie(REFUSED_COOKIE, Buffer.from(user.name).toString('base64url'), {
          path: '/signin-refused',
          httpOnly: true,
          sameSite: 'lax',
          secure: request.protocol === 'https',
          maxAge: 300,
        });
        return reply.header('cache-control', 'no-store').redirect('/signin-refused', 303);
      }
      return signedIn(
        request,
        reply,
        { ...user, roles, idToken: idToken ?? null, refreshToken: refreshToken ?? null },
        pending.returnTo,
      );
    },
  );

  await app.register(languageRoutes({ db: deps.db, sessions: deps.sessions }));

  const sessionOnly = [
    authenticate({ db: deps.db, session: { find: deps.sessions, roles: PEOPLE_ROLES } }),
  ];

  app.get(
    '/api/session',
    {
      onRequest: sessionOnly,
      schema: {
        tags: TAGS,
        summary: 'The signed-in user, the CSRF token for changes, the branding',
        operationId: 'getSession',
        security: [{ Session: [] }],
        response: {
          200: json('The session', ref('Session')),
          ...problems(401, 403),
        },
      },
    },
    async (request) => {
      const session = request.webSession!;
      const branding = await readBranding(deps.db);
      const chosen = await chosenLanguage(deps.db, session.userId);
      return {
        user: { name: session.name, email: session.email, roles: session.roles },
        csrfToken: session.csrfToken,
        mode: local ? 'local' : 'oidc',
        limits: { maxFileBytes: settings['Storage:MaxFileSizeBytes'] },
        branding,
        language:
          chosen ??
          languageOfAcceptHeader(request.headers['accept-language']) ??
          branding.defaultLanguage,
        chosenLanguage: chosen,
        environment: settings.environment,
      };
    },
  );

  app.post(
    '/api/session/signout',
    {
      onRequest: sessionOnly,
      schema: {
        tags: TAGS,
        summary: 'Sign out: the session ends here, then at the identity provider',
        operationId: 'signOut',
        security: [{ Session: [] }],
        response: {
          200: json('Where the browser goes next', Type.Object({ redirectTo: Type.String() })),
          ...problems(401, 403),
        },
      },
    },
    async (request, reply) => {
      const cookie = request.cookies[SESSION_COOKIE];
      const ended = cookie ? await deleteSession(deps.db, cookie) : undefined;
      clearSessionCookie(request, reply);
      const origin = originOf(request);
      const signedOut = `${origin}/signed-out`;
      if (local || !ended || !origin) return { redirectTo: '/signed-out' };
      try {
        const config = await provider();
        if (!config.serverMetadata().end_session_endpoint) return { redirectTo: '/signed-out' };
        return {
          redirectTo: client.buildEndSessionUrl(config, {
            post_logout_redirect_uri: signedOut,
            ...(ended.idToken ? { id_token_hint: ended.idToken } : {}),
          }).href,
        };
      } catch {
        return { redirectTo: '/signed-out' };
      }
    },
  );

  app.get(
    '/signin-refused',
    {
      schema: {
        tags: TAGS,
        summary: 'The page for someone signed in without a role of this service',
        operationId: 'signInRefused',
        response: { 403: html('No access, and why') },
      },
    },
    async (request, reply) => {
      const cookie = request.cookies[REFUSED_COOKIE];
      const name = cookie ? Buffer.from(cookie, 'base64url').toString('utf8').slice(0, 200) : '';
      return show(
        request,
        reply,
        403,
        (texts) => texts.noAccess(name),
        '/signin?prompt=select_account',
      );
    },
  );

  app.get(
    '/signed-out',
    {
      schema: {
        tags: TAGS,
        summary: 'The page after signing out',
        operationId: 'signedOut',
        response: { 200: html('Signed out') },
      },
    },
    async (request, reply) => show(request, reply, 200, (texts) => texts.signedOut, '/signin'),
  );
};
