import { MODAL_CLOSE_DELAY_MS, wait } from './constants';

/**
 * Seed: after a successful save a modal closes 200 ms later (the list behind it refreshes at once). Used by
 * every create / edit dialog; resolves once `close` has been called.
 */
export async function closeAfterSave(close: () => void, delayMs = MODAL_CLOSE_DELAY_MS): Promise<void> {
  await wait(delayMs);
  close();
}
