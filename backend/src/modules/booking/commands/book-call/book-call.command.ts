import { Command } from '@nestjs/cqrs';
import type { BookCallResponse } from '@leadledger/contracts/booking';
import type { CommandContext } from '../../../shared/event-sourced-command';
import type { ClientHashes } from '../../lead-assessment';
import type { BookCallDto } from './book-call.dto';

/** The HTTP answer, so an idempotent replay can repeat its status as well as its body. */
export interface BookCallOutcome {
  status: number;
  body: BookCallResponse;
}

/** A customer books a slot on the public booking page (docs/product/screens-and-routes.md, Public booking page). */
export class BookCallCommand extends Command<BookCallOutcome> {
  constructor(
    readonly request: BookCallDto,
    readonly idempotencyKey: string | null,
    readonly context: CommandContext,
    /** The customer's IP and user agent as keyed hashes, for lead quality (docs/product/lead-quality.md). */
    readonly client: ClientHashes,
  ) {
    super();
  }
}
