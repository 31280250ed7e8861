export { authenticate } from './authenticate.ts';
export type { AuthenticateOptions, SessionRule } from './authenticate.ts';
export type { BearerRule } from './roles.ts';
export { callerKey, partnerOf, readScopeOf } from './caller.ts';
export type { Caller, ReadScope } from './caller.ts';
export { createTokenVerifier, TokenRejectedError } from './token-verifier.ts';
export type { TokenVerifier, VerifiedToken } from './token-verifier.ts';
export {
  ADMIN_ROLE,
  DECLARANT_ROLES,
  adminTokens,
  INGESTION_ROLE,
  PEOPLE_ROLES,
  readerTokens,
  referenceReaderTokens,
  senderTokens,
  superUserOrAdminTokens,
} from './roles.ts';
export { failedAttempts } from './failed-attempts.ts';
export type { FailedAttempts } from './failed-attempts.ts';
export {
  createSession,
  deleteSession,
  findSession,
  purgeSessions,
  sameToken,
  SESSION_COOKIE,
} from './session-store.ts';
export type {
  RefreshedUser,
  RoleRefresh,
  SessionPolicy,
  SessionUser,
  WebSession,
} from './session-store.ts';
export { adminGuards } from './admin-guards.ts';
export type { AdminGuardDeps } from './admin-guards.ts';
