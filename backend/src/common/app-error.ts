import {
  ERROR_CODES,
  type ErrorCode,
  type ErrorCodeWithStatus,
  type ErrorStatus,
} from '../domain/error-codes';

/**
 * A failure with a stable machine code from the catalogue (domain/error-codes.ts; translated by the web app
 * as errors.<CODE>) and a plain English sentence. Thrown by services; turned into the HTTP answer by the one
 * exception filter. The status is the catalogue's, unless a code's second status (ALSO_SENT_AS) is asked for.
 */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly status: number;

  constructor(
    readonly code: C,
    message: string,
    readonly params?: Record<string, unknown>,
    readonly fields?: Record<string, string[]>,
    status: ErrorStatus<C> = ERROR_CODES[code],
  ) {
    super(message);
    this.status = status;
  }
}

export const badRequest = (
  code: ErrorCodeWithStatus<400>,
  message: string,
  params?: Record<string, unknown>,
) => new AppError(code, message, params, undefined, 400);
export const forbidden = (code: ErrorCodeWithStatus<403>, message: string) =>
  new AppError(code, message, undefined, undefined, 403);
export const notFound = (what: string, code: ErrorCodeWithStatus<404> = 'NOT_FOUND') =>
  new AppError(code, `${what} not found`, undefined, undefined, 404);
export const conflict = (code: ErrorCodeWithStatus<409>, message: string, params?: Record<string, unknown>) =>
  new AppError(code, message, params, undefined, 409);
