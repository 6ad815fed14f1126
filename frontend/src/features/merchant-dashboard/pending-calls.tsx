import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BulkCallStatusResponse, Call, RejectionReason } from '@leadledger/contracts/call';
import { bulkCallStatusMutationOptions, updateCallStatusMutationOptions } from '../../api/calls';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { DataTable } from '../../components/ui/data-table/data-table';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import { formatDollars } from '../../lib/format-money';
import { ApproveCallDialog } from './approve-call-dialog';
import { pendingCallColumns } from './calls.columns';
import { RejectCallDialog } from './reject-call-dialog';

type Rejecting = { calls: Call[] } | null;

/** One toast for a bulk decision: how many went through, and why any did not (e.g. a declined card). */
function bulkToast(action: 'approved' | 'rejected', calls: Call[], { results }: BulkCallStatusResponse) {
  const done = results.filter((r) => r.ok).length;
  const failed = results.filter((r) => !r.ok);
  const name = (id: string) => calls.find((c) => c.id === id)?.customerName ?? id;
  const summary = `${done} ${done === 1 ? 'call' : 'calls'} ${action}.`;
  if (failed.length === 0) {
    toast({ title: 'Success', description: summary });
    return;
  }
  const reasons = failed.map((r) => `${name(r.callId)}: ${r.message ?? 'Failed to update call status'}`).join(' ');
  toast({ title: `${failed.length} not ${action}`, description: `${summary} ${reasons}`, variant: 'destructive' });
}

export function PendingCalls({ calls }: { calls: Call[] }) {
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [approving, setApproving] = useState<Call | null>(null);
  const [confirmBulkApprove, setConfirmBulkApprove] = useState(false);
  const [rejecting, setRejecting] = useState<Rejecting>(null);
  const single = useMutation(updateCallStatusMutationOptions(queryClient));
  const bulk = useMutation(bulkCallStatusMutationOptions(queryClient));

  // Calls decided elsewhere drop out of the selection with the refreshed list.
  const selected = calls.filter((c) => picked.has(c.id));
  const allSelected = calls.length > 0 && selected.length === calls.length;
  const toggle = (call: Call) =>
    setPicked((p) => {
      const next = new Set(p);
      if (next.has(call.id)) next.delete(call.id);
      else next.add(call.id);
      return next;
    });

  async function approveSelected() {
    const targets = selected;
    try {
      const response = await bulk.mutateAsync({ callIds: targets.map((c) => c.id), status: 'approved' });
      bulkToast('approved', targets, response);
      setPicked(new Set());
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to update call status'), variant: 'destructive' });
    } finally {
      setConfirmBulkApprove(false);
    }
  }

  async function reject(reason: RejectionReason | undefined, note: string | undefined) {
    if (!rejecting) return;
    const targets = rejecting.calls;
    try {
      if (targets.length === 1) {
        await single.mutateAsync({ callId: targets[0].id, status: 'rejected', reason, note });
        toast({ title: 'Success', description: `The call with ${targets[0].customerName} was rejected.` });
      } else {
        bulkToast('rejected', targets, await bulk.mutateAsync({ callIds: targets.map((c) => c.id), status: 'rejected', reason, note }));
      }
      setPicked((p) => new Set([...p].filter((id) => !targets.some((c) => c.id === id))));
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to update call status'), variant: 'destructive' });
    } finally {
      setRejecting(null);
    }
  }

  if (calls.length === 0) return <p className="muted">No pending calls. Calls your affiliates book appear here for approval.</p>;

  const totalCharge = selected.reduce((sum, c) => sum + c.chargeAmount, 0);
  return (
    <div className="stack">
      <DataTable
        label="Pending calls"
        // The bulk actions share the table's toolbar row with its Columns menu.
        toolbar={
          <div className="table-toolbar" role="toolbar" aria-label="Bulk actions">
            <span className="small muted" aria-live="polite">
              {selected.length} of {calls.length} selected
            </span>
            <div className="button-row">
              <Button className="btn-small" disabled={selected.length === 0 || bulk.isPending} onClick={() => setConfirmBulkApprove(true)}>
                Approve Selected
              </Button>
              <Button variant="outline" className="btn-small" disabled={selected.length === 0 || bulk.isPending} onClick={() => setRejecting({ calls: selected })}>
                Reject Selected
              </Button>
            </div>
          </div>
        }
        rows={calls}
        rowKey={(c) => c.id}
        isSelected={(c) => picked.has(c.id)}
        columns={pendingCallColumns({
          isSelected: (c) => picked.has(c.id),
          onToggle: toggle,
          allSelected,
          someSelected: selected.length > 0,
          onToggleAll: () => setPicked(allSelected ? new Set() : new Set(calls.map((c) => c.id))),
          onApprove: setApproving,
          onReject: (c) => setRejecting({ calls: [c] }),
          now: new Date(),
        })}
      />
      <ApproveCallDialog call={approving} onClose={() => setApproving(null)} />
      <ConfirmDialog
        open={confirmBulkApprove}
        title={`Approve ${selected.length} ${selected.length === 1 ? 'call' : 'calls'}?`}
        description={`Your card on file is charged ${formatDollars(totalCharge)} in total: each call's commission plus the 10% platform fee.`}
        confirmLabel="Approve and charge"
        pending={bulk.isPending}
        onConfirm={() => void approveSelected()}
        onCancel={() => setConfirmBulkApprove(false)}
      />
      <RejectCallDialog
        subject={rejecting ? (rejecting.calls.length === 1 ? `the call with ${rejecting.calls[0].customerName}` : `${rejecting.calls.length} calls`) : null}
        pending={single.isPending || bulk.isPending}
        onReject={(reason, note) => void reject(reason, note)}
        onClose={() => setRejecting(null)}
      />
    </div>
  );
}
