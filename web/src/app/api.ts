import { ApiError, networkError, problemFromBody } from './api-error.ts';
import type { Page, Session } from './api-types.ts';

type UnsafeMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What the pages call; one instance per app, handed down through ApiProvider (tests make fakes). */
export interface Api {
  /** GET /api/session; keeps the CSRF token for the calls that change something. */
  session(signal?: AbortSignal): Promise<Session>;
  get<T>(path: string, signal?: AbortSignal): Promise<T>;
  /** A list route: the JSON array and the header X-Total-Count. */
  getPage<T>(path: string, signal?: AbortSignal): Promise<Page<T>>;
  getText(path: string, signal?: AbortSignal): Promise<string>;
  send<T>(method: UnsafeMethod, path: string, body?: unknown): Promise<T>;
  /** A multipart POST through XMLHttpRequest, the one browser API that reports upload progress. */
  upload<T>(path: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T>;
}

export interface ApiOptions {
  fetch?: typeof fetch;
  XMLHttpRequest?: typeof XMLHttpRequest;
  /** Called on 401; by default the browser goes to the sign-in page and comes back here after. */
  onUnauthorized?: () => void;
}

/** `/signin?returnTo=<the page the user is on>` (docs/web-api.md, "Sign-in and the session"). */
export const signInUrl = (where: { pathname: string; search: string } = window.location) =>
  `/signin?returnTo=${encodeURIComponent(where.pathname + where.search)}`;

/** `path?a=1&b=x`, leaving out empty and absent values so the URL says only what was chosen. */
export const withQuery = (
  path: string,
  params: Record<string, string | number | boolean | null | undefined>,
): string => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

/** A body as JSON, or null when it is empty or not JSON (a proxy's HTML page, say). */
const parseJson = (text: string): unknown => {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

const readBody = async (response: Response): Promise<unknown> => parseJson(await response.text());

export const createApi = (options: ApiOptions = {}): Api => {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const Xhr = options.XMLHttpRequest ?? globalThis.XMLHttpRequest;
  const onUnauthorized = options.onUnauthorized ?? (() => window.location.assign(signInUrl()));
  let csrfToken: string | null = null;

  const fail = (error: ApiError): never => {
    if (error.status === 401) onUnauthorized();
    throw error;
  };

  const request = async (path: string, init: RequestInit): Promise<Response> => {
    let response: Response;
    try {
      response = await doFetch(path, { credentials: 'same-origin', ...init });
    } catch (cause) {
      if (init.signal?.aborted) throw cause;
      return fail(networkError(cause));
    }
    if (!response.ok)
      return fail(problemFromBody(response.status, response.statusText, await readBody(response)));
    return response;
  };

  const json = async <T>(path: string, signal?: AbortSignal): Promise<T> => {
    const response = await request(path, { headers: { Accept: 'application/json' }, signal });
    return (await readBody(response)) as T;
  };

  const session = async (signal?: AbortSignal): Promise<Session> => {
    const current = await json<Session>('/api/session', signal);
    csrfToken = current.csrfToken;
    return current;
  };

  const token = async (): Promise<string> => csrfToken ?? (await session()).csrfToken;

  const send = async <T>(
    method: UnsafeMethod,
    path: string,
    body?: unknown,
    retried = false,
  ): Promise<T> => {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-CSRF-Token': await token(),
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      const response = await request(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await readBody(response)) as T;
    } catch (error) {
      // The session was renewed since the token was read (another tab signed in again): ask once.
      if (!retried && error instanceof ApiError && error.status === 403 && error.code === 'csrf') {
        csrfToken = null;
        return send<T>(method, path, body, true);
      }
      throw error;
    }
  };

  const upload = async <T>(
    path: string,
    form: FormData,
    onProgress?: (fraction: number) => void,
  ): Promise<T> => {
    const csrf = await token();
    return new Promise<T>((resolve, reject) => {
      const xhr = new Xhr();
      xhr.open('POST', path);
      xhr.setRequestHeader('X-CSRF-Token', csrf);
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
      });
      xhr.addEventListener('load', () => {
        const body = parseJson(xhr.responseText);
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress?.(1);
          resolve(body as T);
          return;
        }
        const error = problemFromBody(xhr.status, xhr.statusText, body);
        if (error.status === 401) onUnauthorized();
        reject(error);
      });
      xhr.addEventListener('error', () => reject(networkError(new Error('upload interrupted'))));
      xhr.addEventListener('abort', () => reject(networkError(new Error('upload cancelled'))));
      xhr.send(form);
    });
  };

  return {
    session,
    get: json,
    async getPage<T>(path: string, signal?: AbortSignal) {
      const response = await request(path, { headers: { Accept: 'application/json' }, signal });
      const items = ((await readBody(response)) ?? []) as T[];
      const total = Number(response.headers.get('X-Total-Count') ?? items.length);
      return {
        items,
        total: Number.isFinite(total) ? total : items.length,
        estimated: response.headers.get('X-Total-Count-Estimated') === 'true',
      };
    },
    async getText(path: string, signal?: AbortSignal) {
      const response = await request(path, { signal });
      return response.text();
    },
    send: (method, path, body) => send(method, path, body),
    upload,
  };
};
