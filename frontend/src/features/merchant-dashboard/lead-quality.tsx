import type { LeadQuality, LeadSignalCode } from '@leadledger/contracts/lead-quality';

/** The signals in words (docs/product/lead-quality.md, Signals). */
export const LEAD_SIGNAL_LABELS: Record<LeadSignalCode, string> = {
  duplicate: 'Returning customer',
  'fast-booking': 'Booked very fast',
  'shared-ip': 'Many bookings from one network',
  'shared-device': 'Many bookings from one browser',
  'disposable-email': 'Disposable email address',
  'self-booking-email': "Affiliate's own email",
  'self-booking-ip': "Affiliate's own network",
  'unexpected-country': 'Unexpected country',
};

/** Below 50 a booking is low quality; up to 99 it has doubts (docs/product/lead-quality.md, Score). */
const LOW_QUALITY_BELOW = 50;

const reasons = (n: number) => `${n} ${n === 1 ? 'reason' : 'reasons'}`;

/** "Low quality · 3 reasons" beside a flagged call; nothing for a clean one, or one booked before lead quality. */
export function LeadQualityBadge({ quality }: { quality: LeadQuality | null }) {
  if (!quality || quality.signals.length === 0) return null;
  const low = quality.score < LOW_QUALITY_BELOW;
  return (
    <span className={`badge ${low ? 'badge-danger' : 'badge-warning'}`} title={quality.signals.map((s) => LEAD_SIGNAL_LABELS[s.code]).join(', ')}>
      {low ? 'Low quality' : 'Some doubts'} · {reasons(quality.signals.length)}
    </span>
  );
}

/** The reasons in words, in the approve dialog: the merchant decides knowing why the booking was flagged. */
export function LeadQualityReasons({ quality }: { quality: LeadQuality | null }) {
  if (!quality || quality.signals.length === 0) return null;
  return (
    <section className="lead-quality" aria-label="Lead quality">
      <p className="lead-quality-title">
        Lead quality {quality.score}/100: {reasons(quality.signals.length)} to check before approving
      </p>
      <ul className="lead-quality-reasons">
        {quality.signals.map((signal) => (
          <li key={signal.code}>
            <strong>{LEAD_SIGNAL_LABELS[signal.code]}</strong>: {signal.detail}
          </li>
        ))}
      </ul>
    </section>
  );
}
