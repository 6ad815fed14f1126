import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DomainError } from '../../domain/shared/domain-error';
import { RETRY_AFTER_HEADER, TooManyRequests } from '../../infrastructure/http/too-many-requests.exception';

/**
 * docs/product/api.md, Public booking and tracking: a failed `track-with-loading` answers plain text; the tracking page shows it. So this
 * endpoint answers errors as text/plain with the message alone, not the API's JSON shape.
 */
@Catch()
export class TrackingTextErrorsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Tracking');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<FastifyReply>();
    if (res.sent || res.raw.headersSent) return;
    let status = 500;
    let message = 'Something went wrong. Please try again.';
    if (exception instanceof HttpException) {
      status = exception.getStatus();
      const raw = exception.getResponse();
      const text = typeof raw === 'string' ? raw : (raw as { message?: string | string[] }).message;
      message = Array.isArray(text) ? text.join(' ') : (text ?? exception.message);
      // Every 429 says when to come back (docs/architecture/security.md), as the API's own filter does.
      if (exception instanceof TooManyRequests) res.header(RETRY_AFTER_HEADER, String(exception.retryAfterSeconds));
    } else if (exception instanceof DomainError) {
      status = exception.kind === 'not-found' ? 404 : exception.kind === 'conflict' ? 409 : 422;
      message = exception.message;
    } else {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    }
    res.status(status).type('text/plain; charset=utf-8').send(message);
  }
}
