import type { FastifyRequest } from 'fastify';
import { hostParts, isLoopbackHost, networksOf, peerWithin } from '../http/index.ts';
import type { Settings } from '../settings/index.ts';

export type PublicOriginSettings = Pick<Settings, 'Server:PublicBaseUrl' | 'Proxy:KnownNetworks'>;

/**
 * The origin users reach the service at, where the identity provider sends the browser back
 * (decision 0021): Server:PublicBaseUrl when set; else the host a proxy in Proxy:KnownNetworks
 * names; else the Host header only when it is this machine's loopback. A Host anyone may send is
 * never believed: undefined then.
 */
export const publicOrigin = (settings: PublicOriginSettings) => {
  const base = settings['Server:PublicBaseUrl']
    ? new URL(settings['Server:PublicBaseUrl']).origin
    : undefined;
  const proxies = networksOf(settings['Proxy:KnownNetworks']);
  return (request: FastifyRequest): string | undefined => {
    if (base) return base;
    const host = request.host;
    if (!hostParts(host)) return undefined;
    if (peerWithin(proxies, request.socket) || isLoopbackHost(host))
      return `${request.protocol}://${host}`;
    return undefined;
  };
};
