import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { SettingsError } from '../settings/index.ts';
import type { SignInSettings } from './oidc-provider.ts';

/**
 * With a provider, what a sign-in needs is there at start, or the start is refused in one line:
 * the client id, the tenant (or another authority), and a secret or a certificate that is the one
 * its thumbprint names.
 */
export const checkSignInSettings = (settings: SignInSettings): void => {
  if (settings['Auth:Provider'] === '') return;
  const missing = [
    !settings['Auth:EntraId:ClientId'] && 'Auth:EntraId:ClientId',
    !settings['Auth:EntraId:TenantId'] &&
      !settings['Auth:Oidc:Authority'] &&
      'Auth:EntraId:TenantId (or Auth:Oidc:Authority)',
    !settings['Auth:EntraId:ClientSecret'] &&
      !settings['Auth:EntraId:CertificateThumbprint'] &&
      'Auth:EntraId:ClientSecret (or Auth:EntraId:CertificateThumbprint with Auth:EntraId:CertificateFile)',
  ].filter(Boolean);
  if (missing.length > 0)
    throw new SettingsError(`Auth:Provider is EntraId but ${missing.join(', ')} is not set`);
  const thumbprint = settings['Auth:EntraId:CertificateThumbprint'].replace(/[^0-9a-fA-F]/g, '');
  if (!thumbprint) return;
  const file = settings['Auth:EntraId:CertificateFile'];
  if (!file || !existsSync(file))
    throw new SettingsError(
      `Auth:EntraId:CertificateThumbprint is set but Auth:EntraId:CertificateFile ${file ? `(${file}) does not exist` : 'is not set'}: the PEM file with the certificate and its private key`,
    );
  let found: string;
  try {
    found = createHash('sha1')
      .update(new X509Certificate(readFileSync(file)).raw)
      .digest('hex');
  } catch (error) {
    throw new SettingsError(
      `Auth:EntraId:CertificateFile (${file}) holds no PEM certificate: ${(error as Error).message}`,
    );
  }
  if (found.toLowerCase() !== thumbprint.toLowerCase())
    throw new SettingsError(
      `Auth:EntraId:CertificateFile holds the certificate ${found.toUpperCase()}, not Auth:EntraId:CertificateThumbprint ${thumbprint.toUpperCase()}`,
    );
};
