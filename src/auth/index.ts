export { authenticate } from './authenticate.ts';
export type { AuthenticateOptions } from './authenticate.ts';
export { callerKey, partnerOf } from './caller.ts';
export type { Caller } from './caller.ts';
export { createTokenVerifier, TokenRejectedError } from './token-verifier.ts';
export type { TokenVerifier, VerifiedToken } from './token-verifier.ts';
export { ADMIN_ROLE } from './roles.ts';
export { failedAttempts } from './failed-attempts.ts';
export type { FailedAttempts } from './failed-attempts.ts';
