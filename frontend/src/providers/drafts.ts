/**
 * What a user typed into a form whose save was refused because the session had ended: kept in
 * sessionStorage (this tab only, gone when it closes) under the page and the form, and put back when the
 * same form opens on the same page after signing in again.
 */
const PREFIX = 'draft:';

export function draftKey(page: string, form: string): string {
  return `${PREFIX}${page}#${form}`;
}

export function saveDraft<T>(key: string, values: T): void {
  try {
    sessionStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), values }));
  } catch {
    /* storage blocked: nothing to restore later */
  }
}

export function readDraft<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { values?: T };
    return parsed?.values ?? null;
  } catch {
    return null;
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    /* nothing stored */
  }
}
