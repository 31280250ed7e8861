import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from './api-context.tsx';
import { dataOf, type Api } from './client.ts';
import { queryKeys } from './query-keys.ts';
import type { ROLES, Session } from './types.ts';

/** Who is signed in, the CSRF token and the branding; read once, kept while the tab lives. */
export const sessionOptions = (api: Api) =>
  queryOptions({
    queryKey: queryKeys.session,
    queryFn: ({ signal }) => dataOf(api.http.GET('/api/session', { signal })),
    staleTime: Infinity,
    retry: false,
  });

export function useSession() {
  return useQuery(sessionOptions(useApi()));
}

/** Signs out, then goes where the server says (the provider's sign-out, or /signed-out). */
export function useSignOut() {
  const api = useApi();
  return useMutation({
    mutationFn: () => dataOf(api.http.POST('/api/session/signout')),
    onSuccess: ({ redirectTo }) => window.location.assign(redirectTo || '/signed-out'),
  });
}

const DECLARANTS: readonly (typeof ROLES)[number][] = ['Admins', 'SuperUsers'];

/** Creating, editing and promoting clients is declarant work (docs/web-api.md, "Roles"). */
export const canEditClients = (session: Session | undefined): boolean =>
  !!session?.user.roles.some((role) => (DECLARANTS as readonly string[]).includes(role));

/** Keeps the user's language on the server (every browser they sign in on gets it). */
export function useChooseLanguage() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Session['language']) =>
      dataOf(api.http.PUT('/api/session/language', { body: { language } })),
    onSuccess: ({ language }) =>
      queryClient.setQueryData<Session>(queryKeys.session, (session) =>
        session && language ? { ...session, language, chosenLanguage: language } : session,
      ),
  });
}
