import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { map, type Observable } from 'rxjs';
import { Page } from './list-query';

@Injectable()
export class ContentRangeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((result) => {
        if (!(result instanceof Page)) return result;
        context.switchToHttp().getResponse<FastifyReply>().header('Content-Range', result.contentRange());
        return result.items;
      }),
    );
  }
}
