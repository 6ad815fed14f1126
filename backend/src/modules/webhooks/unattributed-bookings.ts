import { Inject, Injectable } from '@nestjs/common';
import { type UnattributedReason, unattributedBookingDecider } from '../../domain/unattributed-booking/unattributed-booking';
import { unattributedBookingStream } from '../../domain/unattributed-booking/unattributed-booking.stream';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port';
import { READ_MODEL } from '../../projections/read-models';
import { ProjectionWaiter } from '../../projections/runner/projection-waiter';
import type { PublicProgram } from '../booking/public-programs';
import { type CommandContext, decideAndAppend } from '../shared/event-sourced-command';
import { effectIdFor } from '../shared/idempotency/effect-id';
import type { CalendlyInvitee } from './calendly-webhook.payload';
import type { CalendlyEventOutcome } from './commands/handle-calendly-event/handle-calendly-event.command';

/**
 * Why a Calendly booking through one of the merchant's programs credits nobody. An archived
 * program credits nobody whoever the link named; otherwise the link either named a membership
 * that is no longer live (the affiliate was removed) or named none in a program of several.
 */
export function unattributedReason(programArchived: boolean, namedMembershipId: string | null): UnattributedReason {
  if (programArchived) return 'program-archived';
  return namedMembershipId ? 'affiliate-removed' : 'no-affiliate-named';
}

/**
 * Records such a booking as `UnattributedBookingRecorded` instead of dropping it: the customer
 * already booked on Calendly, so the merchant is shown who and when (docs/architecture/invariants.md).
 * The stream is keyed by a digest of the merchant and the Calendly invitee, so a retried webhook
 * records nothing twice. No call is made of it, so nothing is charged.
 */
@Injectable()
export class UnattributedBookings {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async record(
    program: PublicProgram,
    invitee: CalendlyInvitee,
    programArchived: boolean,
    namedMembershipId: string | null,
    context: CommandContext,
  ): Promise<CalendlyEventOutcome> {
    const bookingId = effectIdFor('unattributed-booking', program.merchantId, invitee.inviteeUri);
    const reason = unattributedReason(programArchived, namedMembershipId);
    const { checkpoint } = await decideAndAppend(
      this.store,
      unattributedBookingStream(bookingId),
      unattributedBookingDecider,
      {
        type: 'RecordUnattributedBooking',
        bookingId,
        merchantId: program.merchantId,
        programId: program.id,
        referralCode: program.referralCode,
        inviteeUri: invitee.inviteeUri,
        customerName: invitee.name,
        customerEmail: invitee.email,
        scheduledAt: invitee.startTime,
        namedMembershipId,
        reason,
        now: context.now.toISOString(),
      },
      context,
    );
    // Read-your-writes for the merchant's list, as a booked call waits for the call list.
    if (checkpoint) await this.waiter.waitFor(checkpoint, [READ_MODEL.unattributed]);
    return { outcome: 'unattributed', reason: `no affiliate to attribute the booking to (${reason}): recorded for the merchant` };
  }
}
