import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTokenVerifier } from '../../src/auth/index.ts';
import {
  exportJWK,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';

export interface SigningKey {
  readonly kid: string;
  readonly privateKey: CryptoKey;
  readonly publicJwk: JWK;
}

export const newSigningKey = async (kid: string): Promise<SigningKey> => {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  return {
    kid,
    privateKey,
    publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
  };
};

/**
 * A stand-in for Entra ID's wire protocol on loopback: the v2.0 OpenID metadata document and its
 * JWKS, so the production verifier runs unchanged against keys the test controls.
 */
export const startOidcServer = async (tenantId: string) => {
  const published: SigningKey[] = [await newSigningKey('key-1')];
  let jwksFetches = 0;
  const server: Server = createServer((request, response) => {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    if (request.url === `/${tenantId}/v2.0/.well-known/openid-configuration`) {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          issuer: `${base}${tenantId}/v2.0`,
          jwks_uri: `${base}${tenantId}/discovery/v2.0/keys`,
        }),
      );
    } else if (request.url === `/${tenantId}/discovery/v2.0/keys`) {
      jwksFetches += 1;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ keys: published.map((key) => key.publicJwk) }));
    } else {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const instance = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    instance,
    issuerV2: `${instance}${tenantId}/v2.0`,
    issuerV1: `https://sts.windows.net/${tenantId}/`,
    get jwksFetches() {
      return jwksFetches;
    },
    publish(key: SigningKey) {
      published.push(key);
    },
    /** Signs with the first published key unless another is given. */
    async mint(
      claims: JWTPayload,
      options: { key?: SigningKey; expiresIn?: string | number } = {},
    ) {
      const key = options.key ?? published[0]!;
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '10m')
        .sign(key.privateKey);
    },
    /** The service's verifier of this stand-in's tokens, for the application `clientId`. */
    verifier: (clientId: string) =>
      createTokenVerifier({ instance, tenantId, clientId, refetchCooldownMs: 0 }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
