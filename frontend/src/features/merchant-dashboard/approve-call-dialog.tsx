import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Call } from '@leadledger/contracts/call';
import { billingSetupStatusQueryOptions, setupPaymentMethodMutationOptions } from '../../api/billing';
import { updateCallStatusMutationOptions } from '../../api/calls';
import { CardForm } from '../../components/card-form';
import { LoadError } from '../../components/load-error';
import { SandboxCardHint } from '../../components/sandbox-card-hint';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../lib/api-client';
import { describeCard, toPaymentMethodRequest } from '../../lib/card-format';
import { formatDollars } from '../../lib/format-money';
import { ChargeSummary } from './charge-summary';
import { LeadQualityReasons } from './lead-quality';

const STEPS = ['Check billing', 'Add card', 'Approve'] as const;

/**
 * docs/product/screen-states.md, Billing authorization dialog: check, then setup (card form), then
 * complete. Approving charges commission + 10% first; a decline keeps the call pending (docs/product/money.md, Charging on approval).
 */
export function ApproveCallDialog({ call, onClose }: { call: Call | null; onClose: () => void }) {
  return (
    <Dialog open={call !== null} onClose={onClose} title="Approve Call" description={call ? `${call.customerName} · ${call.programName}` : undefined}>
      {call && <ApproveCallFlow call={call} onClose={onClose} />}
    </Dialog>
  );
}

function ApproveCallFlow({ call, onClose }: { call: Call; onClose: () => void }) {
  const queryClient = useQueryClient();
  // docs/product/screen-states.md, Billing authorization dialog: asked each time the dialog opens.
  const status = useQuery({ ...billingSetupStatusQueryOptions(), staleTime: 0, refetchOnMount: 'always' });
  const setup = useMutation(setupPaymentMethodMutationOptions(queryClient));
  const approve = useMutation(updateCallStatusMutationOptions(queryClient));
  const [declined, setDeclined] = useState<string | null>(null);

  const step = status.isPending || status.isError ? 0 : status.data.hasPaymentMethod ? 2 : 1;

  async function onApprove() {
    setDeclined(null);
    try {
      await approve.mutateAsync({ callId: call.id, status: 'approved' });
      toast({ title: 'Success', description: `Call approved. ${formatDollars(call.chargeAmount)} was charged to your card.` });
      onClose();
    } catch (error) {
      const message = errorMessage(error, 'Failed to update call status');
      // 402: the card was declined; 409 without a card sends the merchant back to the card form.
      if (error instanceof ApiError && error.status === 402) setDeclined(message);
      if (error instanceof ApiError && error.status === 409) void status.refetch();
      toast({ title: 'Approval Failed', description: message, variant: 'destructive' });
    }
  }

  return (
    <div className="stack">
      <ol className="dialog-steps" aria-label="Approval steps">
        {STEPS.map((label, index) => (
          <li key={label} className={index === step ? 'current' : index < step ? 'done' : undefined} aria-current={index === step ? 'step' : undefined}>
            {label}
          </li>
        ))}
      </ol>
      <ChargeSummary call={call} />
      <LeadQualityReasons quality={call.quality} />
      {status.isPending ? (
        <Spinner label="Checking billing" />
      ) : status.isError ? (
        <LoadError what="your billing details" onRetry={() => void status.refetch()} />
      ) : !status.data.hasPaymentMethod || !status.data.paymentMethodDetails ? (
        <>
          <p className="muted">Add the card we charge the commission and fee to when you approve a call.</p>
          {status.data.isSandbox && <SandboxCardHint />}
          <CardForm
            submitLabel="Save Card"
            missingTitle="Incomplete Information"
            pending={setup.isPending}
            actions={
              <Button variant="outline" onClick={onClose} disabled={setup.isPending}>
                Cancel
              </Button>
            }
            onSubmit={(card) =>
              setup.mutate(toPaymentMethodRequest(card), {
                onSuccess: () => toast({ title: 'Billing Setup Complete', description: 'Your card is saved. You can approve the call now.' }),
                onError: (error) =>
                  toast({ title: 'Setup Failed', description: errorMessage(error, 'Failed to set up billing authorization'), variant: 'destructive' }),
              })
            }
          />
        </>
      ) : (
        <>
          <p className="notice">Card on file: {describeCard(status.data.paymentMethodDetails)}</p>
          {declined && (
            <div className="alert alert-destructive" role="alert">
              {declined} The call is still pending.
            </div>
          )}
          <div className="dialog-actions">
            <Button variant="outline" onClick={onClose} disabled={approve.isPending}>
              Cancel
            </Button>
            <Button onClick={() => void onApprove()} loading={approve.isPending}>
              Approve and charge {formatDollars(call.chargeAmount)}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
