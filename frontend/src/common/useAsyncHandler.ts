import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { useErrorMessage } from './errors';

/**
 * An event handler that runs `run` and hands what it rejects with (or throws later) to `onError`. React drops
 * a handler's return value, so an async handler's failure would otherwise vanish as an unhandled rejection.
 */
export function asyncHandler<A extends unknown[]>(
  run: (...args: A) => unknown,
  onError: (error: unknown) => void,
): (...args: A) => void {
  return (...args) => {
    Promise.resolve(run(...args)).catch(onError);
  };
}

/**
 * `const handle = useAsyncHandler(); <form onSubmit={handle(submit)}>`: async handlers whose failures the
 * user sees as an error notification, translated like any failed call. Handlers that show their own errors
 * (in the form, or by a notification of their own) never reach it; it catches what they did not foresee.
 */
export function useAsyncHandler() {
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  return useCallback(
    <A extends unknown[]>(run: (...args: A) => unknown) =>
      asyncHandler(run, (error) => notify(errorMessage(error), { type: 'error' })),
    [notify, errorMessage],
  );
}
