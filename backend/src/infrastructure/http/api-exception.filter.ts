import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger, type LoggerService } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DomainError, type DomainErrorKind } from '../../domain/shared/domain-error';
import { CalendarAuthExpired, CalendarError, CalendarUnavailable } from '../calendars/calendar.errors';
import { EventStoreUnavailable } from '../event-store/event-store.port';
import { requestIdOf } from '../logging/request-id';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from './database-unavailable';
import { alreadyAnswered, type AnyResponse, answerJson } from './http-answer';
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
    const response = http.getResponse<AnyResponse>();
    if (alreadyAnswered(response)) return;
    const { status, body } = this.describe(exception, http.getRequest<FastifyRequest>());
    const headers: Record<string, string> = {};
    // Every 429 says when to come back; one raised without a wait of its own gets a minute.
    if (status === HttpStatus.TOO_MANY_REQUESTS) headers[RETRY_AFTER_HEADER] = String(exception instanceof TooManyRequests ? exception.retryAfterSeconds : 60);
    // A lost database connection is usually back within seconds.
    if (body.code === 'DatabaseUnavailable') headers[RETRY_AFTER_HEADER] = '2';
    answerJson(response, status, body, headers);
  }

  private describe(exception: unknown, request: FastifyRequest): { status: number; body: { message: string; errors?: Record<string, string>; code?: string; id?: string } } {
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

/**
 * Fastify's own refusals of a body, before any handler (they carry a `code`; Nest may wrap them
 * with the original as `cause`), in words a person can act on. Malformed JSON is refused by our
 * parser as a 400 already (json-body.ts).
 */
function bodyParserMessage(error: unknown): { status: number; body: { message: string } } | null {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { status: HttpStatus.PAYLOAD_TOO_LARGE, body: { message: 'The request body is too large.' } };
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return { status: HttpStatus.UNSUPPORTED_MEDIA_TYPE, body: { message: 'Send the request body as JSON (Content-Type: application/json).' } };
  if (code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') return { status: HttpStatus.BAD_REQUEST, body: { message: 'The request body does not match its Content-Length.' } };
  return null;
}
