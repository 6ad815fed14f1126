import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger, type LoggerService } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DomainError, type DomainErrorKind } from '../../domain/shared/domain-error';
import { CalendarAuthExpired, CalendarError, CalendarUnavailable } from '../calendars/calendar.errors';
import { EventStoreUnavailable } from '../event-store/event-store.port';
import { requestIdOf } from '../logging/request-id';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from './database-unavailable';
import { RETRY_AFTER_HEADER, TooManyRequests } from './too-many-requests.exception';

/** A broken business rule as HTTP: missing (or not yours) 404, state conflict 409, invalid 422. */
const DOMAIN_STATUS: Record<DomainErrorKind, number> = { 'not-found': 404, conflict: 409, invalid: 422 };

/**
 * Every error leaves as JSON `{ message, errors? }` with its status (contracts/api-error.ts).
 * Unknown errors become a 500 whose details stay in the log, never in the response.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: LoggerService = new Logger('HTTP')) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    if (response.headersSent) return;
    const { status, body } = this.describe(exception, http.getRequest<Request>());
    // Every 429 says when to come back; one raised without a wait of its own gets a minute.
    if (status === HttpStatus.TOO_MANY_REQUESTS) response.setHeader(RETRY_AFTER_HEADER, String(exception instanceof TooManyRequests ? exception.retryAfterSeconds : 60));
    // A lost database connection is usually back within seconds.
    if (body.code === 'DatabaseUnavailable') response.setHeader(RETRY_AFTER_HEADER, '2');
    response.status(status).json(body);
  }

  private describe(exception: unknown, request: Request): { status: number; body: { message: string; errors?: Record<string, string>; code?: string; id?: string } } {
    const parserProblem = bodyParserMessage((exception as { cause?: unknown })?.cause ?? exception);
    if (parserProblem) return parserProblem;
    if (exception instanceof CalendarError) {
      // The provider's own words stay in the log; the person gets what they can do about it.
      this.logger.warn(`${exception.name} (${exception.provider}, ${exception.status ?? 'no response'}): ${exception.detail}`);
      const status = exception instanceof CalendarAuthExpired ? 409 : exception instanceof CalendarUnavailable ? 503 : 502;
      return { status, body: { message: exception.message, code: exception.name } };
    }
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn(`database unavailable: ${exception instanceof Error ? exception.message : String(exception)}`);
      return { status: HttpStatus.SERVICE_UNAVAILABLE, body: { message: DATABASE_UNAVAILABLE, code: 'DatabaseUnavailable' } };
    }
    if (exception instanceof EventStoreUnavailable) {
      // KurrentDB unreachable: the write did not complete here; a retry is safe (docs/architecture/event-store.md).
      this.logger.warn(`event store unavailable: ${exception.cause instanceof Error ? exception.cause.message : String(exception.cause)}`);
      return { status: HttpStatus.SERVICE_UNAVAILABLE, body: { message: exception.message, code: 'EventStoreUnavailable' } };
    }
    if (exception instanceof DomainError) {
      return { status: DOMAIN_STATUS[exception.kind], body: { message: exception.message, code: exception.code } };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const raw = exception.getResponse();
      if (typeof raw === 'string') return { status, body: { message: raw } };
      const payload = raw as { message?: string | string[]; errors?: Record<string, string>; code?: string; id?: string };
      const message = Array.isArray(payload.message) ? payload.message.join(' ') : (payload.message ?? exception.message);
      const { errors, code, id } = payload;
      return { status, body: { message, ...(errors && { errors }), ...(typeof code === 'string' && { code }), ...(typeof id === 'string' && { id }) } };
    }
    // The stack, and the request id that the request's line and its events' correlation id share,
    // so the three are found together (docs/operations/logging.md, Errors). `err` goes through the
    // JSON logger's error serializer: name, message, stack and code, nothing else of the error.
    this.logger.error({ msg: 'unexpected error, answered 500', err: exception, correlationId: requestIdOf(request) });
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { message: 'Something went wrong on our side. Please try again.' } };
  }
}

/** body-parser's errors carry a `type`; Nest wraps them with the original as `cause`. */
function bodyParserMessage(error: unknown): { status: number; body: { message: string } } | null {
  const type = (error as { type?: string } | null)?.type;
  if (type === 'entity.parse.failed') return { status: HttpStatus.BAD_REQUEST, body: { message: 'The request body is not valid JSON.' } };
  if (type === 'entity.too.large') return { status: HttpStatus.PAYLOAD_TOO_LARGE, body: { message: 'The request body is too large.' } };
  return null;
}
