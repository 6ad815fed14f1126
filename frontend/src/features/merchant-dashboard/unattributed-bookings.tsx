import { useQuery } from '@tanstack/react-query';
import { unattributedBookingsQueryOptions } from '../../api/calls';
import { formatDateTime } from '../../lib/format-date';

const REASON = {
  'affiliate-removed': 'the link belonged to an affiliate you removed',
  'no-affiliate-named': 'the link named no affiliate',
} as const;

/**
 * Calendly bookings made through an old link whose affiliate is gone: no call and no charge, but
 * the merchant sees who booked and when, rather than the booking vanishing. Hidden when there are none.
 */
export function UnattributedBookings() {
  const bookings = useQuery(unattributedBookingsQueryOptions());
  if (!bookings.data || bookings.data.length === 0) return null;
  return (
    <section className="card" aria-labelledby="unattributed-heading">
      <h2 id="unattributed-heading" className="card-title">
        Bookings not credited to an affiliate
      </h2>
      <p className="muted small">These customers booked on Calendly through an old link. No call was created and nothing is charged; the meeting is in your calendar.</p>
      <ul className="plain-list stack" aria-label="Bookings not credited to an affiliate">
        {bookings.data.map((b) => (
          <li key={b.id}>
            <strong>{b.customerName}</strong> ({b.customerEmail}){b.scheduledAt ? `, ${formatDateTime(b.scheduledAt)}` : ''}
            <span className="small muted">
              {' '}
              · {b.programName ?? b.referralCode}: {REASON[b.reason]}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
