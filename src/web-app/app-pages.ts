/** SPEC.md "Web pages (routes)": the app's URLs, each answered with the app itself. */
export const APP_ROUTES = [
  '/',
  '/Dossiers',
  '/Dossiers/:id',
  '/Dossiers/:id/:page',
  '/NewDossier',
  '/Clients',
  '/ClientsAll',
  '/Integrations/:page',
  '/Admin/:page',
  '/Tools/:page',
] as const;

const PATTERNS = APP_ROUTES.map((route) => new RegExp(`^${route.replace(/:[a-z]+/g, '[^/]+')}/?$`));

/** Whether a path is one of the app's pages (where a sign-in may send the browser back). */
export const isAppPage = (path: string): boolean => PATTERNS.some((pattern) => pattern.test(path));
