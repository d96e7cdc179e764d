import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useLogout } from 'react-admin';
import { saveDraft } from '../providers/drafts';
import { isSessionExpired } from '../providers/sessionExpired';
import {
  SESSION_EXPIRED_REASON,
  currentPath,
  loginUrl,
  signInAfterSessionEnded,
} from '../providers/returnTo';
import { clearSession, getToken } from '../providers/session';
import { LOGOUT_REDIRECT_DELAY_MS, wait } from './constants';

/**
 * For forms: when a save failed because the session ended, keep what was typed under `draftKey`, end the
 * session and open the sign-in page, which comes back to this page (and this form) afterwards.
 * Answers whether the error was such a failure (the caller then shows its message and stops).
 */
export function useSessionExpiry() {
  const logout = useLogout();
  return useCallback(
    (error: unknown, draftKey: string, values: unknown): boolean => {
      if (!isSessionExpired(error)) return false;
      saveDraft(draftKey, values);
      const returnTo = currentPath();
      clearSession();
      // The form's own message shows for a moment before the sign-in page (which says it again) opens.
      void wait(LOGOUT_REDIRECT_DELAY_MS * 5).then(() =>
        logout({}, loginUrl(returnTo, SESSION_EXPIRED_REASON), false),
      );
      return true;
    },
    [logout],
  );
}

/**
 * For forms: what the user typed survives a session that ends while the form is open without a save of its
 * own (a lookup the form makes as the user types answered 401, and the sign-in page replaced the page). The
 * values go under `draftKey` as the form unmounts, only when the sign-in page opened for that reason, so a
 * user who signs out on purpose leaves nothing behind in the tab.
 */
export function useDraftOnSessionEnd(draftKey: string, values: unknown, typed: RefObject<boolean>) {
  const latest = useRef({ draftKey, values });
  useEffect(() => {
    latest.current = { draftKey, values };
  });
  useEffect(
    () => () => {
      if (typed.current && !getToken() && signInAfterSessionEnded())
        saveDraft(latest.current.draftKey, latest.current.values);
    },
    [typed],
  );
}
