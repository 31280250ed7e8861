import { currentLanguage } from '../i18n/languages.ts';
import { networkError, problemFromBody } from './api-error.ts';
import { CSRF_HEADER, isCsrfRefusal, type CsrfToken } from './csrf.ts';
import { parseJson } from './problem-middleware.ts';
import type { paths } from './schema.ts';
import type { CreatedDossier } from './types.ts';

export interface UploadDeps {
  XMLHttpRequest: typeof XMLHttpRequest;
  token: CsrfToken;
  onUnauthorized: () => void;
}

/** One multipart POST; XMLHttpRequest is the one browser API that reports upload progress. */
const post = <T>(
  { XMLHttpRequest: Xhr, onUnauthorized }: UploadDeps,
  path: string,
  form: FormData,
  csrf: string,
  onProgress?: (fraction: number) => void,
) =>
  new Promise<T>((resolve, reject) => {
    const xhr = new Xhr();
    xhr.open('POST', path);
    xhr.setRequestHeader(CSRF_HEADER, csrf);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
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

/**
 * A multipart POST to any upload route (a tariff extraction, a UN/LOCODE list), the progress
 * reported from 0 to 1; refused for its CSRF token, it is sent once more with a fresh one.
 */
export const uploadForm = async <T>(
  deps: UploadDeps,
  path: keyof paths,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<T> => {
  const send = async () => post<T>(deps, path, form, await deps.token.get(), onProgress);
  try {
    return await send();
  } catch (error) {
    if (!isCsrfRefusal(error)) throw error;
    deps.token.forget();
    return send();
  }
};

/**
 * POST /api/dossiers with its documents, the progress reported from 0 to 1; the answer is typed by
 * the route's 201 in the contract. Refused for its CSRF token, it is sent once more with a fresh one.
 */
export const uploadDossier = async (
  deps: UploadDeps,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<CreatedDossier> => {
  const path = '/api/dossiers' satisfies keyof paths;
  const send = async () =>
    post<CreatedDossier>(deps, path, form, await deps.token.get(), onProgress);
  try {
    return await send();
  } catch (error) {
    if (!isCsrfRefusal(error)) throw error;
    deps.token.forget();
    return send();
  }
};
