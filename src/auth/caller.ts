/** Who is calling: the identity every ingestion is recorded under. */
export type Caller =
  | { readonly kind: 'api-key'; readonly keyId: string; readonly name: string }
  | { readonly kind: 'bearer'; readonly appId: string; readonly roles: readonly string[] };

/** IngestionPartner: the key's name, or the calling application's id (no display name exists for it). */
export const partnerOf = (caller: Caller): string =>
  caller.kind === 'api-key' ? caller.name : caller.appId;

/** Rate-limit and idempotency scope: one per key or application, never shared between them. */
export const callerKey = (caller: Caller): string =>
  caller.kind === 'api-key' ? `key:${caller.keyId}` : `app:${caller.appId}`;

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
}
