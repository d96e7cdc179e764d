import {
  HttpStatus,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, lastValueFrom, type Observable } from 'rxjs';
import type { AuthUser } from '../common/current-user';
import { parseIdempotencyKey } from './idempotency-key';
import { IdempotencyService } from './idempotency.service';

/** Set on an answer that is the stored first answer to an earlier request with the same key. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * Runs a creating route under its Idempotency-Key (see IdempotencyService). Interceptors run after the
 * guards (the owner is known) and around the pipes, so a body that fails validation rolls back with the key.
 * Without the header the route runs exactly as before.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly idempotency: IdempotencyService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest & { user?: AuthUser }>();
    const key = parseIdempotencyKey(request.headers['idempotency-key']);
    if (key === null) return next.handle();
    const reply = http.getResponse<FastifyReply>();
    const statusCode =
      Reflect.getMetadata(HTTP_CODE_METADATA, context.getHandler()) ??
      (request.method === 'POST' ? HttpStatus.CREATED : HttpStatus.OK);
    return from(
      this.idempotency
        .run(
          {
            ownerId: request.user?.id ?? 0,
            key,
            route: `${request.method} ${request.routeOptions.url ?? request.url}`,
            body: request.body,
            statusCode,
          },
          () => lastValueFrom(next.handle(), { defaultValue: null }),
        )
        .then((outcome) => {
          if (outcome.replayed) reply.status(outcome.statusCode).header(REPLAYED_HEADER, 'true');
          return outcome.body;
        }),
    );
  }
}
