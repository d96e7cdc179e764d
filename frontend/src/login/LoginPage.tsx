import { useLayoutEffect } from 'react';

/**
 * /login inside the app (signing out, an ended session): the sign-in page is its own small script, not a
 * React page (signIn.ts, started by boot.ts), so the app hands over with a normal load of the same address,
 * its ?next= and ?reason= included.
 */
export function LoginPage() {
  useLayoutEffect(() => {
    window.location.replace(window.location.href);
  }, []);
  return null;
}

export default LoginPage;
