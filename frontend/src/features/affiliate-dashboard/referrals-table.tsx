import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AffiliateReferral } from '@leadledger/contracts/call';
import { affiliateReferralsQueryOptions } from '../../api/calls';
import { DisputeDialog, type DisputeTarget } from '../../components/dispute-dialog';
import { LoadError } from '../../components/load-error';
import { DataTable } from '../../components/ui/data-table/data-table';
import { Spinner } from '../../components/ui/spinner';
import { formatDollars } from '../../lib/format-money';
import { referralColumns } from './referrals.columns';

/** Upholding an affiliate's dispute approves the call, which credits the commission (docs/product/money.md, Disputes). */
function disputeTarget(referral: AffiliateReferral): DisputeTarget {
  return {
    callId: referral.id,
    customerName: referral.customerName,
    programName: referral.programName,
    deadline: referral.disputeDeadline,
    consequence: `If an admin upholds it, the call is approved and you earn its ${formatDollars(referral.payoutAmount)} commission.`,
  };
}

/** Your Referrals: a table, cards on small screens (the shared table's CSS). */
export function ReferralsTable() {
  const referrals = useQuery(affiliateReferralsQueryOptions());
  const [disputing, setDisputing] = useState<AffiliateReferral | null>(null);
  // The clock at render decides the action; a row that crosses its deadline meanwhile is refused (422).
  const columns = referralColumns({ onDispute: setDisputing, now: new Date() });
  return (
    <section className="card" aria-labelledby="referrals-heading">
      <h2 id="referrals-heading" className="card-title">
        Your Referrals
      </h2>
      {referrals.isPending ? (
        <Spinner label="Loading your referrals" />
      ) : referrals.isError ? (
        <LoadError what="your referrals" onRetry={() => void referrals.refetch()} />
      ) : referrals.data.length === 0 ? (
        <p className="muted">No referrals yet. Share your links: calls booked through them appear here.</p>
      ) : (
        <DataTable label="Your referrals" columns={columns} rows={referrals.data} rowKey={(r) => r.id} />
      )}
      <DisputeDialog target={disputing && disputeTarget(disputing)} onClose={() => setDisputing(null)} />
    </section>
  );
}
