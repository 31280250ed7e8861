import { createSession } from '../../src/auth/index.ts';
import type { Db } from '../../src/db/index.ts';

/**
 * A signed-in browser as the service keeps it, made directly in the database: what an API test
 * needs without a provider. The sign-in itself is tested in test/sign-in.
 */
export const signedIn = async (
  db: Db,
  roles: readonly string[] = ['Admins'],
  name = 'Dana Declarant',
): Promise<{ cookie: string; csrfToken: string; headers: Record<string, string> }> => {
  const session = await createSession(
    db,
    { userId: `user-${name.toLowerCase().replace(/\W+/g, '-')}`, name, email: null, roles },
    { idleMs: 3_600_000, maxMs: 3_600_000 },
  );
  const cookie = `cds_session=${session.token}`;
  return {
    cookie,
    csrfToken: session.csrfToken,
    headers: { cookie, 'x-csrf-token': session.csrfToken },
  };
};
