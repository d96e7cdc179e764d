import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { finalize, type Observable } from 'rxjs';
import { StatsService } from './stats.service';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Any write request (successful or not) drops the cached dashboard figures before its answer is sent. */
@Injectable()
export class DashboardInvalidationInterceptor implements NestInterceptor {
  constructor(private readonly stats: StatsService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const method = context.switchToHttp().getRequest<FastifyRequest>().method;
    if (READS.has(method)) return next.handle();
    this.stats.invalidate();
    return next.handle().pipe(finalize(() => this.stats.invalidate()));
  }
}
