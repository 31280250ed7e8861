import type { Middleware } from 'openapi-fetch';
import { currentLanguage } from '../i18n/languages.ts';

/** The server answers the app's calls (its problems above all) in the language the page shows. */
export const languageMiddleware: Middleware = {
  onRequest({ request }) {
    request.headers.set('Accept-Language', currentLanguage());
    return request;
  },
};
