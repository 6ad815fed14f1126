import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { EscalatedCall } from '@leadledger/contracts/escalation';
import { approveEscalatedCallMutationOptions } from '../../api/escalations';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../lib/api-client';
import { formatDollars } from '../../lib/format-money';
import { feeText } from './escalations.columns';

/** Approving charges the merchant's card on file now, so the admin confirms the amount and whose card first. */
export function ApproveEscalatedCallDialog({ call, onClose }: { call: EscalatedCall | null; onClose: () => void }) {
  return (
    <Dialog open={call !== null} onClose={onClose} title="Approve Overdue Call" description={call ? `${call.customerName} · ${call.programName}` : undefined}>
      {call && <ApproveForm key={call.id} call={call} onClose={onClose} />}
    </Dialog>
  );
}

function ApproveForm({ call, onClose }: { call: EscalatedCall; onClose: () => void }) {
  const queryClient = useQueryClient();
  const approve = useMutation(approveEscalatedCallMutationOptions(queryClient));
  const [declined, setDeclined] = useState<string | null>(null);
  const amount = formatDollars(call.chargeAmount);

  async function onApprove() {
    setDeclined(null);
    try {
      await approve.mutateAsync(call.id);
      toast({ title: 'Call approved', description: `${call.merchantName} was charged ${amount} for the call with ${call.customerName}.` });
      onClose();
    } catch (error) {
      const status = error instanceof ApiError ? error.status : null;
      // 202 and 503: the approval is recorded and finishes on its own, so there is nothing to retry here.
      if (status === 202 || status === 503) {
        toast({ title: 'Approval on its way', description: errorMessage(error, 'The charge is being confirmed.') });
        onClose();
        return;
      }
      const message = errorMessage(error, 'Could not approve the call. Try again.');
      toast({ title: 'Approval Failed', description: message, variant: 'destructive' });
      // A declined card keeps the call in the queue; the admin may reject it instead.
      if (status === 402) setDeclined(message);
      // 409: someone decided it meanwhile; the refreshed queue no longer lists it.
      if (status === 409) onClose();
    }
  }

  return (
    <div className="stack">
      <p className="notice">
        Approve the call and charge {call.merchantName}&apos;s card on file {amount} ({formatDollars(call.payoutAmount)} commission + {feeText(call)} fee).{' '}
        {call.affiliateName} earns the commission.
      </p>
      {declined && (
        <div className="alert alert-destructive" role="alert">
          {declined} The call stays in the queue.
        </div>
      )}
      <div className="dialog-actions">
        <Button variant="outline" onClick={onClose} disabled={approve.isPending}>
          Cancel
        </Button>
        <Button onClick={() => void onApprove()} loading={approve.isPending}>
          Approve and charge {amount}
        </Button>
      </div>
    </div>
  );
}
