/**
 * A failure with a stable machine code (translated by the web app as errors.<CODE>) and a plain English
 * sentence. Thrown by services; turned into the HTTP answer by the one exception filter.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly params?: Record<string, unknown>,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string, params?: Record<string, unknown>) =>
  new AppError(400, code, message, params);
export const forbidden = (code: string, message: string) => new AppError(403, code, message);
export const notFound = (what: string, code = 'NOT_FOUND') => new AppError(404, code, `${what} not found`);
export const conflict = (code: string, message: string, params?: Record<string, unknown>) =>
  new AppError(409, code, message, params);
