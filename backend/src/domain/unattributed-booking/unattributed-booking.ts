import type { Decider } from '../shared/decider';

/** Why nobody was credited; the merchant's list says it in words. */
export type UnattributedReason = 'affiliate-removed' | 'no-affiliate-named' | 'program-archived';

/**
 * A Calendly booking that came through one of the merchant's programs but cannot be credited to
 * an affiliate: the link named an affiliate who was removed, named nobody in a program with
 * several, or belonged to a program the merchant archived. It is recorded, not dropped, so the
 * merchant sees it (docs/architecture/invariants.md); no call is created, so nothing is charged.
 */
export type UnattributedBookingRecorded = {
  type: 'UnattributedBookingRecorded';
  bookingId: string;
  merchantId: string;
  programId: string;
  referralCode: string;
  /** Calendly's invitee URI: the booking's identity, so a retried webhook records nothing twice. */
  inviteeUri: string;
  customerName: string;
  customerEmail: string;
  scheduledAt: string | null;
  /** The membership the link named (a removed affiliate's), when it named one. */
  namedMembershipId: string | null;
  reason: UnattributedReason;
  recordedAt: string;
};

export type RecordUnattributedBooking = Omit<UnattributedBookingRecorded, 'type' | 'recordedAt'> & { type: 'RecordUnattributedBooking'; now: string };

export type UnattributedBookingState = { recorded: boolean };

export const unattributedBookingDecider: Decider<RecordUnattributedBooking, UnattributedBookingRecorded, UnattributedBookingState> = {
  initialState: { recorded: false },
  evolve: () => ({ recorded: true }),
  decide(command, state) {
    if (state.recorded) return [];
    const { type: _type, now, ...booking } = command;
    return [{ type: 'UnattributedBookingRecorded', ...booking, recordedAt: now }];
  },
};
