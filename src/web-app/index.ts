export { APP_ROUTES, isAppPage } from './app-pages.ts';
export { webAppRoutes } from './web-app-routes.ts';
export type { WebAppDeps } from './web-app-routes.ts';
