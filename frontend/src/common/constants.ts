/**
 * The seed's business constants and timings (seed section 9), in one place. Import from here instead of
 * writing the numbers inline.
 */

/**
 * HTTP timeout of every API call: a request with no answer ends in the app's own message (not a spinner for
 * half a minute). A cylinder's whole history arrives in about a second on slow 4G; 15 s leaves ample room.
 */
export const HTTP_TIMEOUT_MS = 15_000;
/** A notice (success / error text) clears itself after this long. */
export const NOTICE_MS = 3_000;
/** After `?action=` the log form is scrolled into view after this delay. */
export const ACTION_SCROLL_DELAY_MS = 300;
/** After a successful save a modal waits this long before it closes (the user sees the saved state). */
export const MODAL_CLOSE_DELAY_MS = 200;
/** On a 401 / broken token the session is cleared and /login opens after this delay. */
export const LOGOUT_REDIRECT_DELAY_MS = 100;
/** Weight-gap tolerance (kg) until the server's setting has loaded. */
export const DEFAULT_WEIGHT_GAP_TOLERANCE_KG = 0.05;
/** A promise that resolves after `ms` milliseconds. */
export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Mutations shown at once in a cylinder's history, more on request: a long history (hundreds of entries)
 * rendered whole is thousands of DOM nodes and seconds of a phone's main thread before the page answers.
 */
export const HISTORY_PAGE_SIZE = 25;
