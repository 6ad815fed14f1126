import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { catchError, type Observable, throwError } from 'rxjs';
import { RETRY_AFTER_HEADER, TooManyRequests } from './too-many-requests.exception';

/**
 * Puts `Retry-After` on the response before any exception filter sees a 429, so endpoints with
 * their own filter (the tracking page answers errors as text) carry it too.
 */
@Injectable()
export class RetryAfterInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof TooManyRequests && context.getType() === 'http') {
          const response = context.switchToHttp().getResponse<FastifyReply>();
          if (!response.raw.headersSent) response.header(RETRY_AFTER_HEADER, String(error.retryAfterSeconds));
        }
        return throwError(() => error);
      }),
    );
  }
}
