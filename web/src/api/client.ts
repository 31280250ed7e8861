import createClient, { type Client } from 'openapi-fetch';
import { csrfMiddleware, csrfToken } from './csrf.ts';
import { languageMiddleware } from './language-middleware.ts';
import { problemMiddleware } from './problem-middleware.ts';
import type { paths } from './schema.ts';
import type { CreatedDossier, Page } from './types.ts';
import { uploadDossier, uploadForm } from './upload.ts';

/** What the data layer calls; one per app, handed down through ApiProvider (tests give a fake fetch). */
export interface Api {
  /** Every JSON route, typed by the contract (openapi-fetch); a refusal is thrown as ApiError. */
  readonly http: Client<paths>;
  /** POST /api/dossiers with its documents, reporting the upload's progress from 0 to 1. */
  upload(form: FormData, onProgress?: (fraction: number) => void): Promise<CreatedDossier>;
  /** A multipart POST to another upload route (/Admin/Tarbel, /Admin/Locode), with its progress. */
  uploadForm<T>(
    path: keyof paths,
    form: FormData,
    onProgress?: (fraction: number) => void,
  ): Promise<T>;
}

export interface ApiOptions {
  fetch?: typeof fetch;
  XMLHttpRequest?: typeof XMLHttpRequest;
  /** Called on 401; by default the browser goes to the sign-in page and comes back here after. */
  onUnauthorized?: () => void;
  /** Where the API is: this page's origin unless a test says otherwise. */
  origin?: string;
}

/** `/signin?returnTo=<the page the user is on>` (docs/web-api.md, "Sign-in and the session"). */
export const signInUrl = (where: { pathname: string; search: string } = window.location) =>
  `/signin?returnTo=${encodeURIComponent(where.pathname + where.search)}`;

export const createApi = (options: ApiOptions = {}): Api => {
  const onUnauthorized = options.onUnauthorized ?? (() => window.location.assign(signInUrl()));
  const http = createClient<paths>({
    // Absolute, as a Request needs; the same origin, so the session cookie goes along.
    baseUrl: options.origin ?? window.location.origin,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    fetch: options.fetch ?? ((request) => globalThis.fetch(request)),
  });
  const token = csrfToken(async () => dataOf(http.GET('/api/session')));
  // Answers pass the middleware last to first: the CSRF retry sees a refusal before it is thrown.
  http.use(problemMiddleware(onUnauthorized), csrfMiddleware(token), languageMiddleware);
  const Xhr = options.XMLHttpRequest ?? globalThis.XMLHttpRequest;
  return {
    http,
    upload: (form, onProgress) =>
      uploadDossier({ XMLHttpRequest: Xhr, token, onUnauthorized }, form, onProgress),
    uploadForm: <T>(path: keyof paths, form: FormData, onProgress?: (fraction: number) => void) =>
      uploadForm<T>({ XMLHttpRequest: Xhr, token, onUnauthorized }, path, form, onProgress),
  };
};

/** The body of a 2xx answer (a refusal was thrown before it got here). */
export const dataOf = async <T>(call: Promise<{ data?: T }>): Promise<T> => {
  const { data } = await call;
  return data as T;
};

/** A list route's rows and its X-Total-Count (X-Total-Count-Estimated past 10,000 matches). */
export const pageOf = async <T>(
  call: Promise<{ data?: T[]; response: Response }>,
): Promise<Page<T>> => {
  const { data, response } = await call;
  const items = data ?? [];
  const total = Number(response.headers.get('X-Total-Count') ?? items.length);
  return {
    items,
    total: Number.isFinite(total) ? total : items.length,
    estimated: response.headers.get('X-Total-Count-Estimated') === 'true',
  };
};
