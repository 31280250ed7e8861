import type { Middleware } from 'openapi-fetch';
import { ApiError, networkError } from './api-error.ts';

// docs/web-api.md, "Sign-in and the session": a call that changes something carries the session's
// CSRF token as X-CSRF-Token; GET /api/session gives it.

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CSRF_HEADER = 'X-CSRF-Token';

/** The session's token, read from GET /api/session when first needed and kept until refused. */
export interface CsrfToken {
  get(): Promise<string>;
  remember(token: string): void;
  forget(): void;
}

export const csrfToken = (readSession: () => Promise<{ csrfToken: string }>): CsrfToken => {
  let token: string | null = null;
  return {
    get: async () => token ?? (token = (await readSession()).csrfToken),
    remember: (next) => {
      token = next;
    },
    forget: () => {
      token = null;
    },
  };
};

/** The server refused the token: the session was renewed since it was read (another tab signed in). */
export const isCsrfRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && error.code === 'csrf';

const problemType = async (response: Response): Promise<string> => {
  try {
    const body = (await response.clone().json()) as { type?: unknown };
    return typeof body.type === 'string' ? body.type : '';
  } catch {
    return '';
  }
};

/**
 * Puts the token on every change and keeps the one each GET /api/session brings; a change refused
 * for its token is sent once more with a fresh one.
 */
export const csrfMiddleware = (token: CsrfToken): Middleware => {
  // The request as it was before it was sent (its body can be read once): the retry sends this.
  const unsent = new WeakMap<Request, Request>();
  return {
    async onRequest({ request }) {
      if (!CHANGES.has(request.method)) return;
      request.headers.set(CSRF_HEADER, await token.get());
      unsent.set(request, request.clone());
      return request;
    },
    async onResponse({ request, response, schemaPath, options }) {
      if (schemaPath === '/api/session' && request.method === 'GET' && response.ok) {
        const session = (await response.clone().json()) as { csrfToken: string };
        token.remember(session.csrfToken);
        return;
      }
      const copy = unsent.get(request);
      unsent.delete(request);
      if (!copy || response.status !== 403 || !(await problemType(response)).endsWith('/csrf'))
        return;
      token.forget();
      copy.headers.set(CSRF_HEADER, await token.get());
      try {
        return await options.fetch(copy);
      } catch (cause) {
        throw networkError(cause);
      }
    },
  };
};
