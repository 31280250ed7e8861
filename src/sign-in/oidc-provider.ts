import { createHash, createPrivateKey, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as client from 'openid-client';
import type { Settings } from '../settings/index.ts';

export type SignInSettings = Pick<
  Settings,
  | 'Auth:Provider'
  | 'Auth:EntraId:Instance'
  | 'Auth:EntraId:TenantId'
  | 'Auth:EntraId:ClientId'
  | 'Auth:EntraId:ClientSecret'
  | 'Auth:EntraId:CertificateThumbprint'
  | 'Auth:EntraId:CertificateFile'
  | 'Auth:EntraId:CallbackPath'
  | 'Auth:Oidc:Authority'
  | 'Auth:SessionIdleMinutes'
  | 'Auth:SessionMaxHours'
>;

/** The issuer the browser signs in at: any OIDC authority when set, else the Entra ID tenant. */
export const issuerOf = (settings: SignInSettings): string =>
  settings['Auth:Oidc:Authority'] ||
  `${settings['Auth:EntraId:Instance'].replace(/\/?$/, '/')}${settings['Auth:EntraId:TenantId']}/v2.0`;

const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/**
 * With a certificate (Auth:EntraId:CertificateThumbprint), the client proves itself with an
 * assertion signed by the certificate's key (private_key_jwt), its thumbprint in `x5t`, as Entra
 * ID expects; the PEM file must hold that certificate: a mismatch stops the start.
 */
const clientAuthentication = async (settings: SignInSettings): Promise<client.ClientAuth> => {
  const thumbprint = settings['Auth:EntraId:CertificateThumbprint'].replace(/[^0-9a-fA-F]/g, '');
  if (!thumbprint) return client.ClientSecretPost(settings['Auth:EntraId:ClientSecret']);
  const pem = readFileSync(settings['Auth:EntraId:CertificateFile'], 'utf8');
  const sha1 = createHash('sha1').update(new X509Certificate(pem).raw).digest();
  if (sha1.toString('hex').toLowerCase() !== thumbprint.toLowerCase())
    throw new Error(
      `Auth:EntraId:CertificateFile holds the certificate ${sha1.toString('hex').toUpperCase()}, not Auth:EntraId:CertificateThumbprint ${thumbprint.toUpperCase()}`,
    );
  const key = await crypto.subtle.importKey(
    'pkcs8',
    createPrivateKey(pem).export({ format: 'der', type: 'pkcs8' }),
    { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return client.PrivateKeyJwt(key, {
    [client.modifyAssertion]: (header) => {
      header.x5t = sha1.toString('base64url');
    },
  });
};

/** The provider's configuration, discovered once (and again after a failure). */
export const oidcConfiguration = (settings: SignInSettings) => {
  let discovered: Promise<client.Configuration> | undefined;
  return (): Promise<client.Configuration> =>
    (discovered ??= (async () => {
      const issuer = new URL(issuerOf(settings));
      return client.discovery(
        issuer,
        settings['Auth:EntraId:ClientId'],
        undefined,
        await clientAuthentication(settings),
        // Plain HTTP only for a provider on this machine (a test's local provider).
        isLoopback(issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
      );
    })().catch((error: unknown) => {
      discovered = undefined;
      throw error;
    }));
};
