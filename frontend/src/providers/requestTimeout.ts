import { HTTP_TIMEOUT_MS } from '../common/constants';

/**
 * A call that got no answer within HTTP_TIMEOUT_MS. Status 0 like a network failure: the server may have
 * applied it (providers/idempotency keeps the submission's key for the retry). The message shown is the
 * app's own translated `app.timeoutError` (common/errors), never the browser's abort text.
 */
export class RequestTimeoutError extends Error {
  readonly status = 0;
  override readonly name = 'RequestTimeoutError';
}

/**
 * Runs `send` with a signal that aborts after `ms` (and with the caller's own signal, e.g. react-query
 * cancelling a query the page no longer needs). Our timer's abort rejects with RequestTimeoutError; the
 * caller's abort rejects as it did.
 */
export async function withTimeout<T>(
  url: string,
  callerSignal: AbortSignal | null | undefined,
  send: (signal: AbortSignal) => Promise<T>,
  ms = HTTP_TIMEOUT_MS,
): Promise<T> {
  const timer = new AbortController();
  const timeout = new RequestTimeoutError(url);
  const handle = setTimeout(() => timer.abort(timeout), ms);
  const signal = callerSignal ? AbortSignal.any([callerSignal, timer.signal]) : timer.signal;
  try {
    return await send(signal);
  } catch (error) {
    if (timer.signal.aborted && !callerSignal?.aborted) throw timeout;
    throw error;
  } finally {
    clearTimeout(handle);
  }
}
