export { apiKeyRoutes } from './api-key-routes.ts';
export { claimsRoutes } from './claims-routes.ts';
export { auditRoutes } from './audit-routes.ts';
export { declarationSettingsRoutes } from './declaration-settings-routes.ts';
export { descartesRoutes } from './descartes-routes.ts';
