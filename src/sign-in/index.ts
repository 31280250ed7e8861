export { checkSignInSettings } from './check-sign-in.ts';
export { readBranding, sanitizeTitle } from './branding.ts';
export type { Branding } from './branding.ts';
export { scheduleSessionPurge } from './purge-sessions.ts';
export { LOCAL_OPERATOR, signInRoutes } from './sign-in-routes.ts';
export type { SignInDeps } from './sign-in-routes.ts';
export { htmlPage, withStyleNonce } from './html-page.ts';
export { safeReturnTo } from './return-to.ts';
export { roleRefresh } from './refresh-roles.ts';
