import type { ReactNode } from 'react';
import type { AffiliateMembership } from '@leadledger/contracts/membership';
import { Button } from '../../components/ui/button';
import { formatDollars } from '../../lib/format-money';
import { formatShortDate } from '../../lib/format-date';
import { EXPIRED_PROGRAM_MESSAGE, integrationLabel } from '../../lib/program-links';

export function merchantName(m: AffiliateMembership): string {
  return m.merchantCompanyName || [m.merchantFirstName, m.merchantLastName].filter(Boolean).join(' ');
}

export interface MembershipItemProps {
  membership: AffiliateMembership;
  onSetPrimary: () => void;
  settingPrimary: boolean;
  /** The program's reputation (issue 16), rendered by the list that loads them all at once. */
  reputation?: ReactNode;
}

export function MembershipItem({ membership: m, onSetPrimary, settingPrimary, reputation }: MembershipItemProps) {
  return (
    <li className="membership-item">
      <div className="membership-main">
        <div className="badge-row">
          <strong>{m.programName}</strong>
          {m.isPrimary && <span className="badge badge-primary">Primary</span>}
          {!m.isApproved && <span className="badge badge-muted">Pending approval</span>}
          {m.isArchived && <span className="badge badge-danger">Expired</span>}
          {!m.isArchived && m.isPaused && <span className="badge badge-warning">Paused</span>}
        </div>
        <p className="muted small">
          {merchantName(m)} · {formatDollars(m.payoutAmount)} per approved call · {integrationLabel(m.integration)}
        </p>
        {m.isArchived && (
          <p className="text-danger small" role="note">
            {EXPIRED_PROGRAM_MESSAGE}
          </p>
        )}
        {!m.isArchived && m.isPaused && (
          <p className="small" role="note">
            The merchant paused bookings: your links show customers that bookings are paused until the program resumes.
          </p>
        )}
        {!m.isArchived && m.lastCommissionChange && (
          <p className="small" role="note">
            Commission changed from {formatDollars(m.lastCommissionChange.fromAmount)} to {formatDollars(m.lastCommissionChange.toAmount)} on{' '}
            {formatShortDate(m.lastCommissionChange.changedAt)}. Calls booked before then keep their commission.
          </p>
        )}
        {reputation}
      </div>
      {!m.isPrimary && !m.isArchived && (
        <Button variant="outline" className="btn-small" onClick={onSetPrimary} loading={settingPrimary} aria-label={`Set ${m.programName} as primary`}>
          Set as Primary
        </Button>
      )}
    </li>
  );
}
