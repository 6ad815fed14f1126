import { useQuery } from '@tanstack/react-query';
import { unattributedBookingsQueryOptions } from '../../api/calls';
import { LoadError } from '../../components/load-error';
import { formatDateTime } from '../../lib/format-date';

const REASON = {
  'affiliate-removed': 'the link belonged to an affiliate you removed',
  'no-affiliate-named': 'the link named no affiliate',
  'program-archived': 'the link belonged to a program you archived',
} as const;

/**
 * Calendly bookings made through an old link whose affiliate (or program) is gone: no call and no
 * charge, but the merchant sees who booked, when, through which link code and why, rather than the
 * booking vanishing. Hidden while loading and when there are none; a failed load says so.
 */
export function UnattributedBookings() {
  const bookings = useQuery(unattributedBookingsQueryOptions());
  if (bookings.isError) {
    return (
      <section className="card" aria-label="Bookings not credited to an affiliate">
        <LoadError what="bookings not credited to an affiliate" onRetry={() => void bookings.refetch()} />
      </section>
    );
  }
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
              · {b.programName ?? b.referralCode}: {REASON[b.reason]} · link code {b.referralCode}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
