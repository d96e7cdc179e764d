/**
 * The page this tab was opened at (a QR label scanned with the phone's own camera opens /cylinder/<id>
 * directly), kept across the detour through /login. A page asks once whether it is that landing page.
 */
const KEY = 'landing-path';

/** Called at boot, before any redirect: remembers the address the tab was opened with. */
export function rememberLanding(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    /* storage blocked: pages then open as usual */
  }
}

/** Whether `pathname` is still the page the tab was opened at, without taking it (the first drawing asks). */
export function isLanding(pathname: string): boolean {
  try {
    return sessionStorage.getItem(KEY)?.split(/[?#]/)[0] === pathname;
  } catch {
    return false;
  }
}

/** True once when `pathname` is the page the tab was opened at (query ignored). */
export function takeLanding(pathname: string): boolean {
  try {
    const landing = sessionStorage.getItem(KEY);
    if (!landing || landing.split(/[?#]/)[0] !== pathname) return false;
    sessionStorage.removeItem(KEY);
    return true;
  } catch {
    return false;
  }
}
