import { vi } from 'vitest';
import type { Role, Session } from '../api/types.ts';
import type { FieldProblem } from '../api/api-error.ts';

// A stand-in for the server behind the real API client: the tests see what went over the wire
// (method, path, headers, body), and answer as the server would, problem+json included.

/** jsdom's page address; the client sends every request to it. */
export const ORIGIN = window.location.origin;

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json',
      ...headers,
    },
  });

/** A list route's answer: the rows and X-Total-Count. */
export const page = (items: unknown[], total = items.length, estimated = false) =>
  json(200, items, {
    'X-Total-Count': String(total),
    ...(estimated ? { 'X-Total-Count-Estimated': 'true' } : {}),
  });

export const problem = (
  status: number,
  code: string,
  title: string,
  extra: { detail?: string; errors?: FieldProblem[] } = {},
) =>
  json(status, {
    type: `/problems/${code}`,
    title,
    status,
    detail: extra.detail ?? title,
    ...extra,
  });

export const session = (roles: Role[] = ['Admins'], csrfToken = 'csrf-token'): Session => ({
  user: { name: 'Dana Declarant', email: 'dana@example.test', roles },
  csrfToken,
  mode: 'local',
  branding: {
    titlePlain: 'Customs',
    titleHtml: '',
    mainColor: '#0b6e4f',
    defaultLanguage: 'en',
  },
  language: 'en',
  chosenLanguage: null,
  limits: { maxFileBytes: 52_428_800 },
  environment: 'dv',
});

/** A request as the fake server saw it. */
export interface SeenRequest {
  method: string;
  /** Path and query, as the server reads them: `/api/clients?customs=true`. */
  path: string;
  url: URL;
  headers: Headers;
  credentials: RequestCredentials;
  /** The body as text ('' without one). */
  body: string;
  /** The JSON body, or undefined. */
  json: unknown;
}

/** An answer: a Response (or a promise of one), or anything else, sent as a 200 JSON body. */
export type Handler = (request: SeenRequest) => unknown;

/**
 * A fetch that answers by `METHOD /path` (the query left out), GET /api/session by default, and
 * fails loudly on anything else; `seen` lists every request in order.
 */
export const fakeFetch = (routes: Record<string, Handler> = {}) => {
  const seen: SeenRequest[] = [];
  const answer = vi.fn(async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = await request.text();
    let parsed: unknown;
    try {
      parsed = body ? (JSON.parse(body) as unknown) : undefined;
    } catch {
      parsed = undefined;
    }
    const entry: SeenRequest = {
      method: request.method,
      path: url.pathname + url.search,
      url,
      headers: request.headers,
      credentials: request.credentials,
      body,
      json: parsed,
    };
    seen.push(entry);
    const key = `${request.method} ${url.pathname}`;
    const handler = routes[key] ?? (key === 'GET /api/session' ? () => session() : undefined);
    if (!handler) throw new Error(`unexpected ${key}`);
    const result = await handler(entry);
    return result instanceof Response ? result : json(200, result);
  });
  const fetch = answer as unknown as typeof globalThis.fetch;
  /** The requests to one route (`PATCH /api/clients/ACME`), in order. */
  const to = (route: string) =>
    seen.filter((request) => `${request.method} ${request.url.pathname}` === route);
  return { fetch, seen, to };
};
