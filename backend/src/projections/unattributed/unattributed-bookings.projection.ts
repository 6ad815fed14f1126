import type { PoolClient } from 'pg';
import type { UnattributedBookingRecorded } from '../../domain/unattributed-booking/unattributed-booking';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import type { Projection } from '../runner/projection';

/** `unattributed_bookings` (migration 17): bookings no affiliate could be credited with, per merchant. Idempotent per event. */
export class UnattributedBookingsProjection implements Projection {
  readonly name = 'unattributed-bookings';
  readonly tables = ['unattributed_bookings'];
  readonly eventTypes = ['UnattributedBookingRecorded'] as const;

  async apply(events: StoredEvent[], tx: PoolClient): Promise<void> {
    for (const event of events) {
      if (event.type !== 'UnattributedBookingRecorded') continue;
      const e = event.data as Omit<UnattributedBookingRecorded, 'type'>;
      await tx.query(
        `INSERT INTO unattributed_bookings (id, merchant_id, program_id, referral_code, customer_name, customer_email, scheduled_at, named_membership_id, reason, recorded_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
        [e.bookingId, e.merchantId, e.programId, e.referralCode, e.customerName, e.customerEmail, e.scheduledAt, e.namedMembershipId, e.reason, e.recordedAt],
      );
    }
  }
}
