import type { QueryClient } from '@tanstack/react-query';
import { PERMISSIONS, canAccess } from '@domain';
import { identityOf } from './authProvider';
import { getStoredUser, getToken } from './session';

/**
 * How long an answer of the auth provider counts as current. Every one of them is read from this browser's
 * own session (the token and the stored user): asking again is instant, but each answer that arrives is a
 * render of everything below the component that asked (react-admin's routes ask whether the user is
 * signed in: the whole layout and page).
 */
const AUTH_ANSWER_FRESH_MS = 60_000;

/**
 * react-admin's answers about the session, known before the app's first render: whether the user is signed
 * in, who they are, their role and what it may do (the same map as `authProvider.canAccess`).
 *
 * Asked the usual way, each is a promise whose answer arrives after the first render: react-query hands
 * it over as an external store update, which React renders at once in one piece, outside the time slicing
 * of the first render. The answer "signed in" alone rendered the whole layout and page in one task of
 * about 190 ms on a phone; the identity and each permission then rendered their part again. Known in
 * advance, the first render (a transition, in slices) already draws the signed-in layout, and nothing
 * changes when the checks run.
 *
 * The keys are react-admin's own (useAuthState, useGetIdentity, usePermissions, useCanAccess without a
 * record); authAnswers.test.tsx checks that its hooks find them. Without a token nothing is known: the
 * checks run as before (and send the visitor to /login).
 */
export function seedAuthAnswers(queryClient: QueryClient, now = Date.now()): void {
  const user = getStoredUser();
  if (!getToken() || !user) return;
  for (const kind of ['checkAuth', 'canAccess'])
    queryClient.setQueryDefaults(['auth', kind], { staleTime: AUTH_ANSWER_FRESH_MS });
  const seed = (key: unknown[], value: unknown) => queryClient.setQueryData(key, value, { updatedAt: now });
  seed(['auth', 'checkAuth', {}], true);
  seed(['auth', 'getIdentity'], identityOf(user));
  seed(['auth', 'getPermissions', {}], user.role ?? null);
  for (const permission of Object.keys(PERMISSIONS)) {
    const [resource, action] = permission.split(':');
    seed(['auth', 'canAccess', { resource, action }], canAccess(user.role, resource, action));
  }
}
