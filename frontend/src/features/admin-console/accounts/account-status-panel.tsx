import type { AccountSuspension } from '@leadledger/contracts/account-status';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { accountStatusQueryOptions } from '../../../api/account-status';
import { useAdminQuery } from '../../../api/admin';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date';
import { AdminLoadError } from '../shared/admin-load-error';
import { AccountActionDialog, type AccountAction } from './account-action-dialog';
import './account-status-panel.css';

export interface AccountStatusPanelProps {
  kind: 'merchant' | 'affiliate';
  userId: string;
}

/** On a merchant's or affiliate's timeline: whether the account is suspended, the buttons to change it, and every suspension. */
export function AccountStatusPanel({ kind, userId }: AccountStatusPanelProps) {
  const account = useAdminQuery(accountStatusQueryOptions(userId));
  const [action, setAction] = useState<AccountAction | null>(null);
  const headingId = `account-panel-${userId}`;

  return (
    <section className="card stack" aria-labelledby={headingId}>
      <div className="card-header-row badge-row">
        <h2 id={headingId} className="card-title">
          Account
        </h2>
        {account.data && (
          <span className={account.data.suspended ? 'badge badge-danger' : 'badge badge-success'}>{account.data.suspended ? 'Suspended' : 'Active'}</span>
        )}
      </div>
      {account.isPending ? (
        <Spinner label="Loading account" />
      ) : account.isError ? (
        <AdminLoadError onRetry={() => void account.refetch()} error={account.error} />
      ) : (
        <>
          <div className="badge-row">
            {account.data.suspended ? (
              <Button className="btn-small" onClick={() => setAction('reinstate')}>
                Reinstate account
              </Button>
            ) : (
              <Button variant="danger" className="btn-small" onClick={() => setAction('suspend')}>
                Suspend account
              </Button>
            )}
            {kind === 'merchant' && <Link to={paths.adminMerchantStatement.href(userId)}>Statement</Link>}
            {/* The same figures as they stood at a chosen moment, folded from the account's streams. */}
            <Link to={paths.adminAsOf.href(kind === 'merchant' ? { merchant: userId } : { affiliate: userId })}>
              {kind === 'merchant' ? 'Billing as of a date' : 'Wallet as of a date'}
            </Link>
          </div>
          <SuspensionHistory suspensions={account.data.suspensions} />
        </>
      )}
      <AccountActionDialog action={action} userId={userId} who={kind === 'merchant' ? 'This merchant' : 'This affiliate'} onClose={() => setAction(null)} />
    </section>
  );
}

function SuspensionHistory({ suspensions }: { suspensions: AccountSuspension[] }) {
  if (suspensions.length === 0) return <p className="muted">Never suspended.</p>;
  return (
    <div>
      <h3 className="field-label">Suspension history</h3>
      <ol className="account-history" aria-label="Suspension history">
        {suspensions.map((s) => (
          <li key={s.suspendedAt}>
            <p>
              Suspended {formatDateTime(s.suspendedAt)} by {s.suspendedByEmail ?? s.suspendedBy}: {s.reason}
            </p>
            <p className="muted small">
              {s.reinstatedAt
                ? `Reinstated ${formatDateTime(s.reinstatedAt)} by ${s.reinstatedByEmail ?? s.reinstatedBy ?? 'an admin'}${s.note ? `: ${s.note}` : ''}`
                : 'Still suspended'}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
