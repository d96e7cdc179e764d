import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { ApiHeader, ApiResponse } from '@nestjs/swagger';
import { ErrorDto } from '../common/api-docs';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { KEY_RETENTION_HOURS } from './idempotency.service';

/**
 * Makes a creating route safe to retry: with an `Idempotency-Key` header, the same key and body answer the
 * stored first answer (header `Idempotent-Replayed: true`) without writing again.
 */
export const Idempotent = () =>
  applyDecorators(
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description:
        'A fresh key per new request (8-255 of A-Z a-z 0-9 . _ ~ : + / = -, e.g. a UUID), reused on retry. ' +
        `The same key and body within ${KEY_RETENTION_HOURS} h answer the first answer again ` +
        '(Idempotent-Replayed: true) without a second write. Only successful answers are kept.',
      schema: { type: 'string', minLength: 8, maxLength: 255 },
    }),
    ApiResponse({
      status: 409,
      description: 'IDEMPOTENCY_REQUEST_IN_PROGRESS: a request with this key is still running',
      type: ErrorDto,
    }),
    ApiResponse({
      status: 422,
      description: 'IDEMPOTENCY_KEY_REUSED: the key was used for a different request',
      type: ErrorDto,
    }),
  );
