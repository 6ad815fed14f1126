import { HttpException, HttpStatus } from '@nestjs/common';

export const RETRY_AFTER_HEADER = 'Retry-After';

/**
 * A 429 that knows when the client may try again: whoever answers it sends `Retry-After` in
 * seconds beside the message (docs/architecture/security.md), so scripts back off as long as asked.
 */
export class TooManyRequests extends HttpException {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super({ message }, HttpStatus.TOO_MANY_REQUESTS);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}
