// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  AuthContext,
  NotificationContextProvider,
  useAuthState,
  useCanAccess,
  useGetIdentity,
  usePermissions,
  type AuthProvider,
} from 'react-admin';
import { PERMISSIONS, canAccess, type Role } from '@domain';
import { authProvider } from './authProvider';
import { seedAuthAnswers } from './authAnswers';
import { storeSession, clearSession } from './session';

/** What react-admin's own hooks answer in the first render, before any promise could settle. */
function Probe({ checks }: { checks: Array<[string, string]> }) {
  const auth = useAuthState(undefined, false);
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions();
  const access = checks.map(([resource, action]) => {
    // eslint-disable-next-line react-hooks/rules-of-hooks -- a fixed list per render
    const { canAccess: allowed, isPending } = useCanAccess({ resource, action });
    return isPending ? 'pending' : allowed;
  });
  return (
    <pre>
      {JSON.stringify({
        authenticated: auth.isPending ? 'pending' : auth.authenticated,
        identity: identity ?? 'pending',
        permissions: permissions ?? 'pending',
        access,
      })}
    </pre>
  );
}

function firstRender(checks: Array<[string, string]>) {
  const queryClient = new QueryClient();
  seedAuthAnswers(queryClient);
  const asked: string[] = [];
  const counting = Object.fromEntries(
    Object.entries(authProvider).map(([name, fn]) => [
      name,
      (...args: unknown[]) => {
        asked.push(name);
        return (fn as (...a: unknown[]) => unknown)(...args);
      },
    ]),
  ) as AuthProvider;
  const html = renderToString(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <AuthContext.Provider value={counting}>
          <NotificationContextProvider>
            <Probe checks={checks} />
          </NotificationContextProvider>
        </AuthContext.Provider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  const json = html.replace(/^.*<pre>|<\/pre>.*$/g, '').replaceAll('&quot;', '"');
  return { answers: JSON.parse(json), asked };
}

const user = (role: Role) => ({ id: 7, name: 'Mo Monteur', email: 'mo@example.com', role });
const everyPermission = Object.keys(PERMISSIONS).map((p) => p.split(':') as [string, string]);

describe('seedAuthAnswers', () => {
  afterEach(() => {
    clearSession();
    vi.restoreAllMocks();
  });

  it.each<Role>(['ADMIN', 'MONTEUR'])(
    'a signed-in %s: react-admin finds every answer at once, as the auth provider gives it',
    async (role) => {
      storeSession('a.b.c', user(role));
      const { answers, asked } = firstRender([...everyPermission, ['nothing', 'access']]);
      expect(asked).toEqual([]);
      expect(answers).toEqual({
        authenticated: true,
        identity: await authProvider.getIdentity!(),
        permissions: await authProvider.getPermissions!({}),
        // A permission outside the map is not seeded: react-admin asks as before.
        access: [...everyPermission.map(([r, a]) => canAccess(role, r, a)), 'pending'],
      });
    },
  );

  it('without a session nothing is known in advance: react-admin asks the auth provider', () => {
    clearSession();
    const { answers } = firstRender([['cylinders', 'edit']]);
    expect(answers).toEqual({
      authenticated: 'pending',
      identity: 'pending',
      permissions: 'pending',
      access: ['pending'],
    });
  });
});
