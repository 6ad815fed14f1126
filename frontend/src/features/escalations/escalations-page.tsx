import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { EscalatedCall } from '@leadledger/contracts/escalation';
import { escalatedCallsQueryOptions } from '../../api/escalations';
import { LoadError } from '../../components/load-error';
import { DataTable } from '../../components/ui/data-table/data-table';
import { Spinner } from '../../components/ui/spinner';
import { ApproveEscalatedCallDialog } from './approve-escalated-call-dialog';
import { escalationColumns } from './escalations.columns';
import { RejectEscalatedCallDialog } from './reject-escalated-call-dialog';
import './escalations.css';

/**
 * "Overdue decisions" (docs/product/decision-deadlines.md, Admins and escalated calls): calls a
 * merchant left undecided past their deadline that were sent to an admin, oldest first.
 */
export default function EscalationsPage() {
  const queue = useQuery(escalatedCallsQueryOptions());
  const [approving, setApproving] = useState<EscalatedCall | null>(null);
  const [rejecting, setRejecting] = useState<EscalatedCall | null>(null);
  return (
    <section className="card escalations" aria-labelledby="escalations-heading">
      <h2 id="escalations-heading" className="card-title">
        Overdue decisions
      </h2>
      <p className="small muted">Calls left undecided past their deadline and sent to an admin. The merchant may still decide them too.</p>
      {queue.isPending ? (
        <Spinner label="Loading overdue decisions" />
      ) : queue.isError ? (
        <LoadError what="overdue decisions" onRetry={() => void queue.refetch()} />
      ) : queue.data.length === 0 ? (
        <p className="muted">No overdue decisions: every call has been decided in time.</p>
      ) : (
        <DataTable label="Overdue decisions" columns={escalationColumns({ onApprove: setApproving, onReject: setRejecting })} rows={queue.data} rowKey={(c) => c.id} />
      )}
      {/* Outside the list: the dialogs stay while the queue refreshes under them. */}
      <ApproveEscalatedCallDialog call={approving} onClose={() => setApproving(null)} />
      <RejectEscalatedCallDialog call={rejecting} onClose={() => setRejecting(null)} />
    </section>
  );
}
