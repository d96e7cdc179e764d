import { HttpException } from '@nestjs/common';
import {
  DriverException,
  ForeignKeyConstraintViolationException,
  NotFoundError,
  OptimisticLockError,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import { AppError } from './app-error';
import { ERROR_CODES, type ErrorCode } from '../domain/error-codes';
import { isWriteConflict } from '../database/write-conflict';

export interface ErrorBody {
  statusCode: number;
  code: ErrorCode;
  error: string;
  message: string;
  params?: Record<string, unknown>;
  fields?: Record<string, string[]>;
  requestId?: string;
}

const GENERIC: Record<number, [ErrorCode, string]> = {
  400: ['VALIDATION_FAILED', 'The request is not valid'],
  401: ['UNAUTHORIZED', 'Sign in to continue'],
  403: ['FORBIDDEN', 'You are not allowed to do this'],
  404: ['NOT_FOUND', 'Not found'],
  405: ['METHOD_NOT_ALLOWED', 'Method not allowed'],
  409: ['CONFLICT', 'This conflicts with the stored data'],
  413: ['PAYLOAD_TOO_LARGE', 'The request body is too large'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json'],
  429: ['TOO_MANY_REQUESTS', 'Too many requests: wait a few minutes and try again'],
  500: ['INTERNAL_ERROR', 'Internal server error'],
  503: ['SERVICE_UNAVAILABLE', 'The service is temporarily unavailable'],
};

function body(statusCode: number, code?: ErrorCode, message?: string): ErrorBody {
  const [genericCode, genericMessage] = GENERIC[statusCode] ?? GENERIC[statusCode >= 500 ? 500 : 400];
  const text = message ?? genericMessage;
  return { statusCode, code: code ?? genericCode, error: text, message: text };
}

/** The answer for a catalogue code, with the catalogue's status. */
const coded = (code: ErrorCode, message: string): ErrorBody => body(ERROR_CODES[code], code, message);

/**
 * A safety net for input that got past validation and was refused by PostgreSQL (SQLSTATE in `code`):
 * the client's fault, so a 400 with a readable sentence. Any other database error stays a 500.
 */
function driverErrorBody(sqlState: string | undefined): ErrorBody | null {
  switch (sqlState) {
    case '22021': // character_not_in_repertoire (NUL in SQL text)
    case '08P01': // protocol_violation: what PostgreSQL answers to a NUL inside a bind parameter
    case '22P05': // untranslatable_character
      return coded('INVALID_TEXT', 'Text may not contain control characters');
    case '23502': // not_null_violation
      return coded('VALIDATION_FAILED', 'A required value is missing');
    case '22P02': // invalid_text_representation
    case '22007': // invalid_datetime_format
    case '22008': // datetime_field_overflow
    case '22003': // numeric_value_out_of_range
      return coded('VALIDATION_FAILED', 'A value is not valid or out of range');
    default:
      return null;
  }
}

/** True when the answer is a database error mapped to a 400: a validation gap worth a warning in the log. */
export function isMappedDriverError(exception: unknown): boolean {
  return exception instanceof DriverException && driverErrorBody(exception.code) !== null;
}

/** Maps anything thrown to the answer a client sees. Only 5xx are "unexpected"; they reveal nothing. */
export function toErrorBody(exception: unknown): ErrorBody {
  if (exception instanceof AppError) {
    return {
      ...body(exception.status, exception.code, exception.message),
      ...(exception.params ? { params: exception.params } : {}),
      ...(exception.fields ? { fields: exception.fields } : {}),
    };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
    const message = Array.isArray(raw) ? raw.join('; ') : typeof raw === 'string' ? raw : undefined;
    if (status === 400 && message && /not valid JSON|Unexpected token|JSON/i.test(message)) {
      return coded('MALFORMED_JSON', 'The request body is not valid JSON');
    }
    return body(status, undefined, status >= 500 ? undefined : message);
  }
  if (exception instanceof OptimisticLockError) {
    return coded(
      'STALE_VERSION',
      'Someone else changed this record in the meantime: reload it and try again',
    );
  }
  if (exception instanceof UniqueConstraintViolationException) {
    return coded('CONFLICT', 'A record with this value already exists');
  }
  if (exception instanceof ForeignKeyConstraintViolationException) {
    return coded('IN_USE', 'This record is still referred to by other records');
  }
  if (exception instanceof NotFoundError) return body(404);
  // A deadlock or serialization failure that still lost after the transaction helper's retries
  // (database/write-conflict.ts): nothing was written, and sending it again is the remedy.
  if (isWriteConflict(exception)) {
    return coded(
      'WRITE_CONFLICT',
      'Other changes to the same records were saved at the same moment: try again',
    );
  }
  if (exception instanceof DriverException) {
    const mapped = driverErrorBody(exception.code);
    if (mapped) return mapped;
  }
  const fastifyError = exception as { statusCode?: number; code?: string; message?: string } | null;
  if (fastifyError && typeof fastifyError.statusCode === 'number' && fastifyError.statusCode < 500) {
    switch (fastifyError.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return body(413);
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return body(415);
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return coded('MALFORMED_JSON', 'The request body is empty but declared as JSON');
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return coded('MALFORMED_JSON', 'The request body is not valid JSON');
      case 'FST_ERR_BAD_URL':
        return coded('INVALID_URL', 'The address holds a broken %-escape');
    }
    if (exception instanceof SyntaxError || fastifyError.code === undefined) {
      return coded('MALFORMED_JSON', 'The request body is not valid JSON');
    }
    return body(fastifyError.statusCode);
  }
  return body(500);
}
