import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * The write is stored, but a read model the answer is built from has not caught up within the
 * wait (or is parked): 202 with the new thing's id and a message, never a 500 and never a stale
 * answer passed off as current (docs/architecture/projections.md). `X-Read-Models-Stale` names
 * the read models on the same answer.
 */
export class WriteAcceptedReadModelStale extends HttpException {
  constructor(what: string, id: string) {
    super(
      { message: `Saved. The ${what} will show in a moment: the lists are catching up, refresh shortly.`, code: 'ReadModelStale', id },
      HttpStatus.ACCEPTED,
    );
  }
}
