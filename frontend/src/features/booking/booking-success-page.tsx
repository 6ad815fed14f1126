import { useSearchParams } from 'react-router-dom';
import { browserZone, formatFullDateTime } from '../../lib/zoned-time';
import './booking.css';

/** docs/product/screens-and-routes.md, Booking success: `name`, `email`, `scheduledAt`, optional `meetingLink`. */
export function BookingSuccessPage() {
  const [params] = useSearchParams();
  const name = params.get('name');
  const email = params.get('email');
  const scheduledAt = params.get('scheduledAt');
  const meetingLink = params.get('meetingLink');
  const when = scheduledAt && !Number.isNaN(Date.parse(scheduledAt)) ? new Date(scheduledAt) : null;
  const safeLink = meetingLink && /^https?:\/\//i.test(meetingLink) ? meetingLink : null;
  return (
    <div className="page container page-narrow">
      <section className="card booking-success center-text" aria-labelledby="booked-heading">
        <div className="success-mark" aria-hidden="true">
          ✓
        </div>
        <h1 id="booked-heading" className="page-title">
          Your call is booked{name ? `, ${name}` : ''}!
        </h1>
        {when ? (
          <p className="lead">
            <strong>{formatFullDateTime(when)}</strong>
            <br />
            <span className="small muted">Shown in your time zone ({browserZone().replace(/_/g, ' ')}).</span>
          </p>
        ) : (
          <p className="muted">Your booking is confirmed.</p>
        )}
        {email && <p className="muted">A calendar invitation is on its way to {email}.</p>}
        {safeLink ? (
          <p>
            Join the call at{' '}
            <a href={safeLink} className="link break-anywhere" target="_blank" rel="noreferrer">
              {safeLink}
            </a>
          </p>
        ) : (
          <p className="muted">The meeting link will be in your invitation.</p>
        )}
      </section>
    </div>
  );
}
