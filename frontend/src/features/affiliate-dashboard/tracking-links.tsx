import type { AffiliateMembership } from '@leadledger/contracts/membership';
import { CopyField } from '../../components/ui/copy-field';
import { appOrigin, shareLink } from '../../lib/program-links';

/** The links an affiliate shares: one per program still open (archived programs refuse bookings). */
export function TrackingLinks({ memberships }: { memberships: AffiliateMembership[] }) {
  const open = memberships.filter((m) => !m.isArchived).sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
  return (
    <section className="card" aria-labelledby="tracking-links-heading">
      <h2 id="tracking-links-heading" className="card-title">
        Your Tracking Links
      </h2>
      {open.length === 0 ? (
        <p className="muted">Join a program to get your tracking link.</p>
      ) : (
        <div className="stack">
          {open.map((m) => {
            const link = shareLink(appOrigin(), m.integration, m.referralCode, m.id);
            return <CopyField key={m.id} label={`${link.label} for ${m.programName}`} value={link.url} />;
          })}
        </div>
      )}
    </section>
  );
}
