import { PEOPLE_ROLES } from '../auth/index.ts';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/**
 * SPEC.md "Web application": only Admins, SuperUsers and Users count. Team roles (CustomsAntwerpen
 * and the like) and the legacy Dutch role names are not read: a user holding only those has none.
 */
export const rolesOfClaims = (claims: Record<string, unknown>): string[] => {
  const given = Array.isArray(claims.roles) ? claims.roles : [];
  return PEOPLE_ROLES.filter((role) => given.includes(role));
};

/** Entra ID names a user by oid (stable across applications), other issuers by sub. */
export const userOfClaims = (claims: Record<string, unknown>) => {
  const userId = text(claims.oid) ?? text(claims.sub) ?? 'unknown';
  const username = text(claims.preferred_username);
  const email = text(claims.email) ?? (username?.includes('@') ? username : undefined) ?? null;
  return { userId, name: text(claims.name) ?? username ?? email ?? userId, email };
};
