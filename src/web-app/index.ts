export { APP_ROUTES, webAppRoutes } from './web-app-routes.ts';
export type { WebAppDeps } from './web-app-routes.ts';
