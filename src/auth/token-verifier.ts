import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';

export interface TokenVerifierOptions {
  /** Auth:EntraId:Instance, e.g. https://login.microsoftonline.com/ */
  readonly instance: string;
  readonly tenantId: string;
  readonly clientId: string;
  /** How soon an unknown `kid` may trigger another JWKS fetch (jose's cooldown). */
  readonly refetchCooldownMs?: number;
}

export interface VerifiedToken {
  readonly appId: string;
  readonly roles: readonly string[];
  /** Issued to a signed-in user on an application's behalf (delegated), not to the application itself. */
  readonly delegated: boolean;
}

/** The token is not acceptable; the message says why, for the log and the 401's detail. */
export class TokenRejectedError extends Error {}

/** DECISIONS.md section 7: asymmetric algorithms only; `none` and HMAC never verify. */
const ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
];
const CLOCK_SKEW_SECONDS = 300;

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/**
 * Verifies Entra ID app-only access tokens. Signing keys come from the tenant's OpenID metadata
 * (its jwks_uri), fetched on first use; jose caches the key set and fetches it again when a token
 * names an unknown `kid`, which is how key rotation reaches us.
 */
export const createTokenVerifier = (options: TokenVerifierOptions) => {
  const instance = withSlash(options.instance);
  const metadataUrl = `${instance}${options.tenantId}/v2.0/.well-known/openid-configuration`;
  const issuers = [
    `${instance}${options.tenantId}/v2.0`,
    `https://sts.windows.net/${options.tenantId}/`,
  ];
  const audiences = [`api://${options.clientId}`, options.clientId];
  let keySet: ReturnType<typeof createRemoteJWKSet> | undefined;

  const loadKeySet = async () => {
    if (keySet) return keySet;
    let response: Response;
    try {
      response = await fetch(metadataUrl, { signal: AbortSignal.timeout(5000) });
    } catch (error) {
      throw new Error(
        `OpenID metadata at ${metadataUrl} could not be fetched: ${(error as Error).message}`,
        { cause: error },
      );
    }
    if (!response.ok)
      throw new Error(`OpenID metadata at ${metadataUrl} answered ${response.status}`);
    const metadata = (await response.json()) as { jwks_uri?: unknown };
    if (typeof metadata.jwks_uri !== 'string')
      throw new Error(`OpenID metadata at ${metadataUrl} has no jwks_uri`);
    keySet = createRemoteJWKSet(new URL(metadata.jwks_uri), {
      cooldownDuration: options.refetchCooldownMs ?? 30_000,
      timeoutDuration: 5000,
    });
    return keySet;
  };

  return async (token: string): Promise<VerifiedToken> => {
    const keys = await loadKeySet();
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer: issuers,
        audience: audiences,
        algorithms: ALGORITHMS,
        clockTolerance: CLOCK_SKEW_SECONDS,
        requiredClaims: ['exp'],
      }));
    } catch (error) {
      if (error instanceof errors.JOSEError) throw new TokenRejectedError(error.message);
      throw error;
    }
    // An ID token proves a sign-in to this app; it grants nothing. It is told apart by its nonce,
    // or by naming a user without any delegated scope (every user access token has `scp`).
    if (payload.nonce !== undefined || (payload.idtyp === 'user' && payload.scp === undefined))
      throw new TokenRejectedError('an ID token is not an access token; send an access token');
    // v1 tokens name the caller in `appid`, v2 tokens in `azp`.
    const appId =
      typeof payload.appid === 'string'
        ? payload.appid
        : typeof payload.azp === 'string'
          ? payload.azp
          : undefined;
    if (!appId)
      throw new TokenRejectedError('the token names no calling application (appid or azp)');
    const roles = Array.isArray(payload.roles)
      ? payload.roles.filter((role): role is string => typeof role === 'string')
      : [];
    // Entra ID: delegated tokens carry the user's scopes in `scp`; `idtyp` says app or user when
    // the optional claim is configured.
    const delegated = payload.scp !== undefined || payload.idtyp === 'user';
    return { appId, roles, delegated };
  };
};

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;
