import { isIP } from 'node:net';
import type { Settings } from './load-settings.ts';
import { SettingsError } from './settings-error.ts';

const isLoopback = (host: string): boolean => {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (name === 'localhost') return true;
  if (isIP(name) === 4) return name.startsWith('127.');
  return name === '::1';
};

/**
 * DECISIONS.md section 10: without a sign-in provider the service runs as a local single-user
 * tool in which whoever reaches it is an administrator, so it may listen on a loopback address
 * only. Anything else (0.0.0.0, a LAN address, a host name) is refused at start.
 */
export const checkBindAllowed = (settings: Settings): void => {
  const host = settings['Server:Host'];
  if (isLoopback(host)) return;
  if (settings['Auth:Provider'] !== '') {
    // Decision 0021: the sign-in's return address is never built from a Host header anyone may
    // send; off loopback it needs the public address or a proxy that names it.
    if (settings['Server:PublicBaseUrl'] || settings['Proxy:KnownNetworks'].length > 0) return;
    throw new SettingsError(
      `Server:Host (HOST) is "${host}", not a loopback address, and neither Server:PublicBaseUrl nor Proxy:KnownNetworks is set: the sign-in needs the address users reach the service at; set Server:PublicBaseUrl (such as https://customs.example.be), or Proxy:KnownNetworks for a reverse proxy that sends X-Forwarded-Host`,
    );
  }
  throw new SettingsError(
    `Server:Host (HOST) is "${host}", not a loopback address, and Auth:Provider is empty: without a sign-in provider the service may listen on 127.0.0.1, ::1 or localhost only; set Auth:Provider=EntraId with Auth:EntraId:TenantId and Auth:EntraId:ClientId, or listen on 127.0.0.1`,
  );
};
