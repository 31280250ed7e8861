import { useQuery } from '@tanstack/react-query';
import { useApi } from './api-context.tsx';
import type { Session } from './api-types.ts';
import { queryKeys } from './query-keys.ts';

/** Who is signed in, the CSRF token and the branding; read once, kept while the tab lives. */
export function useSession() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.session,
    queryFn: ({ signal }) => api.session(signal),
    staleTime: Infinity,
    retry: false,
  });
}

/** Creating, editing and promoting clients is declarant work (docs/web-api.md, "Roles"). */
export const canEditClients = (session: Session | undefined): boolean =>
  !!session?.user.roles.some((role) => role === 'Admins' || role === 'SuperUsers');
