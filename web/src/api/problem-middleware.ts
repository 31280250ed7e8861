import type { Middleware } from 'openapi-fetch';
import { networkError, problemFromBody, type ApiError } from './api-error.ts';

/** A body as JSON, or null when it is empty or not JSON (a proxy's HTML page, say). */
export const parseJson = (text: string): unknown => {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

/**
 * Every answer that is not 2xx becomes an ApiError from its problem+json, thrown, so a query or
 * mutation fails with it; a request that never reached the service says there is no connection.
 * A 401 also tells `onUnauthorized` (the sign-in page, by default).
 */
export const problemMiddleware = (onUnauthorized: () => void): Middleware => ({
  async onResponse({ response }) {
    if (response.ok) return;
    const body = parseJson(await response.text());
    const error: ApiError = problemFromBody(response.status, response.statusText, body);
    if (error.status === 401) onUnauthorized();
    throw error;
  },
  onError({ request, error }) {
    // A query the page no longer needs was cancelled: not a fault to show.
    if (request.signal.aborted) return;
    return networkError(error);
  },
});
