import type { AdminOverview } from '@leadledger/contracts/admin';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../lib/format-date';
import { EventSummary } from '../shared/event-summary';
import { formatCents } from '../shared/money';
import { eventHref } from '../shared/stream-links';

/** docs/product/screens-and-routes.md, Admin dashboard: what happened in the last 7 days, then the latest events in words (the type opens the raw event). */
export function RecentActivity({ overview }: { overview: AdminOverview }) {
  const a = overview.recentActivity;
  const figures = [
    ['Bookings', String(a.bookings)],
    ['Approvals', String(a.approvals)],
    ['Rejections', String(a.rejections)],
    ['Fees earned', formatCents(a.feesEarnedCents)],
    ['Payouts', formatCents(a.payoutsCents)],
    ['Open disputes', String(a.openDisputes)],
  ] as const;
  return (
    <section className="card" aria-labelledby="admin-recent-heading">
      <h2 id="admin-recent-heading" className="card-title">
        Recent activity (last 7 days)
      </h2>
      <dl className="admin-figures" aria-label="Last 7 days">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="subheading">Latest events</h3>
      {overview.recentEvents.length === 0 ? (
        <p className="muted small">No events yet.</p>
      ) : (
        <ul className="plain-list admin-recent-events" aria-label="Latest events">
          {overview.recentEvents.map((e) => (
            <li key={e.eventId}>
              <EventSummary summary={e.summary} links={e.summaryLinks} />
              <div className="muted small">
                <Link className="link" to={eventHref(e.eventId)}>
                  {e.type}
                </Link>{' '}
                · {formatDateTime(e.recordedAt)} · {e.actor.email ?? e.actor.role}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
