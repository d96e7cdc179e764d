import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isMappedDriverError, toErrorBody, type ErrorBody } from './error-body';
import { isDatabaseUnavailable } from './database-unavailable';
import { ERROR_CODES } from '../domain/error-codes';
import { namesMissingObject, schemaOutdated, type SchemaState } from '../health/schema-state';

const DATABASE_UNAVAILABLE: ErrorBody = {
  statusCode: ERROR_CODES.DATABASE_UNAVAILABLE,
  code: 'DATABASE_UNAVAILABLE',
  error: 'The database is not available: try again shortly',
  message: 'The database is not available: try again shortly',
};

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  /** `schema`: a statement that names a missing table answers 503 SCHEMA_OUTDATED when the schema is gone. */
  constructor(private readonly schema?: SchemaState) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const [request, reply] = [http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>()];
    if (this.schema && namesMissingObject(exception)) {
      void this.schema
        .confirmBehind(exception)
        .catch(() => false)
        .then((behind) => sendError(behind ? schemaOutdated() : exception, request, reply, this.logger));
      return;
    }
    sendError(exception, request, reply, this.logger);
  }
}

export function sendError(
  exception: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  logger: Logger,
): void {
  const unavailable = isDatabaseUnavailable(exception);
  const answer = {
    ...(unavailable ? DATABASE_UNAVAILABLE : toErrorBody(exception)),
    requestId: String(request.id),
  };
  if (unavailable) {
    logger.warn(`${request.method} ${request.url}: database unavailable [request ${request.id}]`);
  } else if (answer.code === 'SCHEMA_OUTDATED') {
    logger.warn(`${request.method} ${request.url}: database schema behind [request ${request.id}]`);
  } else if (answer.statusCode >= 500) {
    logger.error(
      `${request.method} ${request.url} failed [request ${request.id}]`,
      (exception as Error)?.stack ?? String(exception),
    );
  } else if (isMappedDriverError(exception)) {
    // Answered 400, but validation should have caught it first: worth knowing about.
    logger.warn(
      `${request.method} ${request.url} refused by the database [request ${request.id}]: ${(exception as Error).message}`,
    );
  }
  void reply.status(answer.statusCode).header('content-type', 'application/json; charset=utf-8').send(answer);
}
