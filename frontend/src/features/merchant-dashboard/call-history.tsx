import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Call } from '@leadledger/contracts/call';
import { callHistoryQueryOptions } from '../../api/calls';
import { DisputeDialog, type DisputeTarget } from '../../components/dispute-dialog';
import { LoadError } from '../../components/load-error';
import { DataTable } from '../../components/ui/data-table/data-table';
import { Spinner } from '../../components/ui/spinner';
import { formatDollars } from '../../lib/format-money';
import { historyCallColumns } from './calls.columns';

/** Upholding a merchant's dispute refunds the whole charge and rejects the call (docs/product/money.md, Disputes). */
function disputeTarget(call: Call): DisputeTarget {
  return {
    callId: call.id,
    customerName: call.customerName,
    programName: call.programName,
    deadline: call.disputeDeadline,
    consequence: `If an admin upholds it, the ${formatDollars(call.chargeAmount)} charge (commission ${formatDollars(call.payoutAmount)} + fee ${formatDollars(call.platformFee)}) is refunded to your card and the call becomes rejected.`,
  };
}

/** Approved and rejected calls, with the reason a call was rejected and its dispute. */
export function CallHistory() {
  const history = useQuery(callHistoryQueryOptions());
  const [disputing, setDisputing] = useState<Call | null>(null);
  // The clock at render decides the action; a row that crosses its deadline meanwhile is refused (422).
  const columns = historyCallColumns({ onDispute: setDisputing, now: new Date() });

  if (history.isPending) return <Spinner label="Loading call history" />;
  if (history.isError) return <LoadError what="call history" onRetry={() => void history.refetch()} />;
  if (history.data.length === 0) return <p className="muted">No decided calls yet. Approved and rejected calls appear here.</p>;
  return (
    <>
      <DataTable label="Call history" columns={columns} rows={history.data} rowKey={(c) => c.id} />
      <DisputeDialog target={disputing && disputeTarget(disputing)} onClose={() => setDisputing(null)} />
    </>
  );
}
