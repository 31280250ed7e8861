/** Pieces every route's OpenAPI description uses; components are named in app.ts. */
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

export const json = (description: string, schema: object) => ({
  description,
  content: { 'application/json': { schema } },
});

const MEANINGS: Record<number, string> = {
  400: 'The request cannot be read: body, parameter or header (see `type`)',
  401: 'No valid credentials for this endpoint; WWW-Authenticate says which are accepted',
  403: 'Valid credentials without the role, scope or permission this needs',
  404: 'No such resource, or none the caller may see',
  408: 'The request took longer than Server:RequestTimeoutSeconds (no body)',
  409: 'Conflicts with what exists or is in progress',
  413: 'Body over 5 MB after decompression',
  415: 'Content-Type, Content-Encoding or charset not accepted',
  422: 'Well-formed but refused; every complaint in `errors`',
  429: 'Too many requests, failed authentications, connections or large bodies; see Retry-After',
  503: 'A dependency is away (database, identity provider) or the service is busy; nothing was stored',
};

/** Problem details (RFC 9457) for each status, as every error of this service is answered. */
export const problems = (...statuses: number[]) =>
  Object.fromEntries(
    statuses.map((status) => [
      status,
      {
        description: MEANINGS[status] ?? 'Error',
        content: { 'application/problem+json': { schema: ref('Problem') } },
      },
    ]),
  );

/** Who may call: partner API keys and/or Entra ID bearer tokens (the role is in the summary). */
export const security = (...schemes: ('ApiKey' | 'Bearer' | 'Session')[]) =>
  schemes.map((scheme) => ({ [scheme]: [] }));
