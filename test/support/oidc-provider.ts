import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error oidc-provider ships no types; the test uses a handful of its calls.
import Provider from 'oidc-provider';

export interface TestAccount {
  readonly name: string;
  readonly email: string;
  readonly roles: readonly string[];
}

export const CLIENT_ID = 'customs-web';
export const CLIENT_SECRET = 'a-secret-only-this-test-knows';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * A real OpenID Connect provider on loopback (oidc-provider, certified), so the service's sign-in
 * runs its production client: discovery, the code flow with PKCE, the ID token with `roles`, the
 * end-session endpoint. The login page is skipped: the test says who signs in next.
 */
export const startOidcProvider = async (accounts: Record<string, TestAccount>) => {
  let provider: any;
  let next = '';
  const server: Server = createServer((request, response) => {
    if (!provider) {
      response.writeHead(503).end('not configured yet');
      return;
    }
    if (request.url?.startsWith('/interaction/')) {
      void (async () => {
        const details = await provider.interactionDetails(request, response);
        const grant = new provider.Grant({ accountId: next, clientId: details.params.client_id });
        grant.addOIDCScope('openid profile email offline_access');
        await provider.interactionFinished(
          request,
          response,
          { login: { accountId: next }, consent: { grantId: await grant.save() } },
          { mergeWithLastSubmission: false },
        );
      })().catch((error: unknown) => response.writeHead(500).end(String(error)));
      return;
    }
    (provider.callback() as Handler)(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    /** The service's callback and signed-out addresses are known once it listens. */
    registerClient(appBaseUrl: string, callbackPath = '/signin-oidc') {
      provider = new Provider(issuer, {
        clients: [
          {
            client_id: CLIENT_ID,
            client_secret: CLIENT_SECRET,
            redirect_uris: [`${appBaseUrl}${callbackPath}`],
            post_logout_redirect_uris: [`${appBaseUrl}/signed-out`],
            response_types: ['code'],
            grant_types: ['authorization_code', 'refresh_token'],
            token_endpoint_auth_method: 'client_secret_post',
          },
        ],
        findAccount: (_ctx: unknown, id: string) => {
          const account = accounts[id];
          return account
            ? { accountId: id, claims: () => ({ sub: id, oid: `oid-${id}`, ...account }) }
            : undefined;
        },
        claims: { openid: ['sub', 'oid'], profile: ['name', 'roles'], email: ['email'] },
        // Entra ID puts name and roles in the ID token; so does this provider.
        conformIdTokenClaims: false,
        features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
        interactions: {
          url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
        },
        pkce: { required: () => true },
        // As Entra ID does for offline_access: a refresh token at each sign-in (oidc-provider drops
        // offline_access without prompt=consent, so it is not asked to look), living on after
        // the provider's own session.
        issueRefreshToken: async (_ctx: unknown, client: any) =>
          client.grantTypeAllowed('refresh_token'),
        expiresWithSession: async () => false,
        cookies: { keys: ['a-cookie-key-for-the-test-provider'] },
      });
      provider.on('server_error', () => {});
    },
    signInAs(account: string) {
      next = account;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/**
 * A browser without a browser: follows redirects between the service and the provider, keeping
 * each one's cookies, until an answer that is no redirect. Returns that answer and the cookies.
 */
export const followSignIn = async (
  start: string,
  jar = new Map<string, Map<string, string>>(),
  /** Stop before following a redirect to an address that passes (a callback to keep for later). */
  stopAt?: (url: string) => boolean,
) => {
  let url = start;
  for (let hop = 0; hop < 12; hop++) {
    const origin = new URL(url).origin;
    const cookies = jar.get(origin) ?? new Map<string, string>();
    jar.set(origin, cookies);
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const value = pair!.slice(at + 1);
      if (value) cookies.set(pair!.slice(0, at), value);
      else cookies.delete(pair!.slice(0, at));
    }
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location)
      return { response, url, jar, cookie: (of: string) => jar.get(new URL(of).origin) };
    await response.body?.cancel();
    url = new URL(location, url).href;
    if (stopAt?.(url))
      return { response, url, jar, cookie: (of: string) => jar.get(new URL(of).origin) };
  }
  throw new Error(`more than 12 redirects from ${start}`);
};
