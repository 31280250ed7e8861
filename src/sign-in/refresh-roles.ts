import * as client from 'openid-client';
import type { RefreshedUser, RoleRefresh } from '../auth/index.ts';
import { oidcConfiguration, type SignInSettings } from './oidc-provider.ts';
import { rolesOfClaims, userOfClaims } from './user-claims.ts';

/**
 * Roles that follow the directory (issue 25): the refresh-token grant gives a new ID token whose
 * `roles` are the user's now. A provider that refuses, or answers without an ID token, says
 * nothing of the roles: the session ends and the user signs in again.
 */
export const roleRefresh = (
  settings: SignInSettings & { readonly 'Auth:RoleRefreshMinutes': number },
  provider = oidcConfiguration(settings),
): RoleRefresh => ({
  everyMs: settings['Auth:RoleRefreshMinutes'] * 60_000,
  refresh: async (refreshToken): Promise<RefreshedUser | undefined> => {
    const tokens = await client.refreshTokenGrant(await provider(), refreshToken);
    const claims = tokens.claims();
    if (!claims) return undefined;
    return {
      userId: userOfClaims(claims).userId,
      roles: rolesOfClaims(claims),
      ...(tokens.refresh_token ? { refreshToken: tokens.refresh_token } : {}),
      ...(tokens.id_token ? { idToken: tokens.id_token } : {}),
    };
  },
});
