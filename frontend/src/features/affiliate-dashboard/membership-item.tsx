import type { AffiliateMembership } from '@leadledger/contracts/membership';
import { Button } from '../../components/ui/button';
import { formatDollars } from '../../lib/format-money';
import { EXPIRED_PROGRAM_MESSAGE, integrationLabel } from '../../lib/program-links';

export function merchantName(m: AffiliateMembership): string {
  return m.merchantCompanyName || [m.merchantFirstName, m.merchantLastName].filter(Boolean).join(' ');
}

export interface MembershipItemProps {
  membership: AffiliateMembership;
  onSetPrimary: () => void;
  settingPrimary: boolean;
}

export function MembershipItem({ membership: m, onSetPrimary, settingPrimary }: MembershipItemProps) {
  return (
    <li className="membership-item">
      <div className="membership-main">
        <div className="badge-row">
          <strong>{m.programName}</strong>
          {m.isPrimary && <span className="badge badge-primary">Primary</span>}
          {!m.isApproved && <span className="badge badge-muted">Pending approval</span>}
          {m.isArchived && <span className="badge badge-danger">Expired</span>}
        </div>
        <p className="muted small">
          {merchantName(m)} · {formatDollars(m.payoutAmount)} per approved call · {integrationLabel(m.integration)}
        </p>
        {m.isArchived && (
          <p className="text-danger small" role="note">
            {EXPIRED_PROGRAM_MESSAGE}
          </p>
        )}
      </div>
      {!m.isPrimary && !m.isArchived && (
        <Button variant="outline" className="btn-small" onClick={onSetPrimary} loading={settingPrimary} aria-label={`Set ${m.programName} as primary`}>
          Set as Primary
        </Button>
      )}
    </li>
  );
}
