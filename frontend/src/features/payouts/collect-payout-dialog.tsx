import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { CollectResponse, EarningsSummary } from '@leadledger/contracts/payout';
import { collectPayoutMutationOptions, payoutMethodStatusQueryOptions } from '../../api/payouts';
import { LoadError } from '../../components/load-error';
import { PayoutCardForm } from '../../components/payout-card-form';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../lib/api-client';
import { describeCard } from '../../lib/card-format';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { CollectStep, CompleteStep, feeBreakdown } from './collect-steps';

type Step = 'check' | 'setup' | 'collect' | 'complete';
const STEPS: { step: Step; label: string }[] = [
  { step: 'check', label: 'Check' },
  { step: 'setup', label: 'Debit card' },
  { step: 'collect', label: 'Collect' },
  { step: 'complete', label: 'Complete' },
];

export interface CollectPayoutDialogProps {
  open: boolean;
  summary: EarningsSummary;
  /** `collected` is true after a successful payout: the page then refreshes its figures. */
  onClose: (collected: boolean) => void;
}

/** docs/product/screen-states.md, Payout collect dialog: check -> setup -> collect -> complete. */
export function CollectPayoutDialog({ open, summary, onClose }: CollectPayoutDialogProps) {
  const [collected, setCollected] = useState(false);
  const close = () => {
    onClose(collected);
    setCollected(false);
  };
  return (
    <Dialog open={open} onClose={close} title="Collect Payouts" description="Send your available balance to your debit card.">
      {open && <CollectFlow summary={summary} onCollected={() => setCollected(true)} onDone={close} />}
    </Dialog>
  );
}

function CollectFlow({ summary, onCollected, onDone }: { summary: EarningsSummary; onCollected: () => void; onDone: () => void }) {
  const queryClient = useQueryClient();
  // Asked each time the dialog opens: the card may have been removed in another tab.
  const status = useQuery({ ...payoutMethodStatusQueryOptions(), staleTime: 0, refetchOnMount: 'always' });
  const collect = useMutation(collectPayoutMutationOptions(queryClient));
  const [result, setResult] = useState<CollectResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [addedCard, setAddedCard] = useState<string | null>(null);
  const attemptKey = useRef<string | null>(null);

  const step: Step = result
    ? 'complete'
    : status.isPending || status.isError
      ? 'check'
      : !status.data.hasPayoutMethod
        ? 'setup'
        : summary.availableCents > 0
          ? 'collect'
          : 'check';

  async function onCollect() {
    setFailure(null);
    attemptKey.current ??= newIdempotencyKey();
    try {
      const response = await collect.mutateAsync({ idempotencyKey: attemptKey.current });
      setResult(response);
      onCollected();
      toast({ title: 'Payout Completed', description: feeBreakdown(response) });
    } catch (error) {
      if (error instanceof ApiError && error.body?.code === 'PayoutPending') {
        // The payout exists and is being confirmed: asking again under the same key shows how it ended, never a second payout.
        const message = errorMessage(error, 'Your payout is on its way.');
        setFailure(message);
        onCollected();
        toast({ title: 'Payout On Its Way', description: message });
        return;
      }
      // A server answer settles the attempt; only a lost answer (network) is resent under the same key.
      if (error instanceof ApiError) attemptKey.current = null;
      // 409: no payout method any more; asking again shows the card form.
      if (error instanceof ApiError && error.status === 409) void status.refetch();
      const message = errorMessage(error, 'Failed to collect payout');
      setFailure(message);
      toast({ title: 'Collection Failed', description: message, variant: 'destructive' });
    }
  }

  const current = STEPS.findIndex((s) => s.step === step);
  return (
    <div className="stack">
      <ol className="dialog-steps" aria-label="Payout steps">
        {STEPS.map(({ step: s, label }, index) => (
          <li key={s} className={index === current ? 'current' : index < current ? 'done' : undefined} aria-current={index === current ? 'step' : undefined}>
            {label}
          </li>
        ))}
      </ol>
      {step === 'complete' && result ? (
        <CompleteStep result={result} onDone={onDone} />
      ) : status.isPending ? (
        <Spinner label="Checking your payout method" />
      ) : status.isError ? (
        <LoadError what="your payout method" onRetry={() => void status.refetch()} />
      ) : step === 'setup' ? (
        <>
          <p className="muted">Add the debit card your payouts are sent to.</p>
          <PayoutCardForm
            mode="add"
            isSandbox={status.data.isSandbox}
            onSaved={setAddedCard}
            actions={
              <Button variant="outline" onClick={onDone}>
                Cancel
              </Button>
            }
          />
        </>
      ) : step === 'collect' ? (
        <>
          {/* Said here as well as in a toast: toasts sit behind this modal dialog. */}
          {addedCard && (
            <p className="notice" role="status">
              Payout card ending {addedCard} added: your payouts are sent there.
            </p>
          )}
          <CollectStep
          summary={summary}
          card={status.data.payoutMethodDetails ? describeCard(status.data.payoutMethodDetails) : 'your debit card'}
          failure={failure}
          pending={collect.isPending}
          onCollect={() => void onCollect()}
          onCancel={onDone}
          />
        </>
      ) : (
        <>
          <p className="notice">Nothing to collect yet: approved commissions appear in your available balance.</p>
          <div className="dialog-actions">
            <Button variant="outline" onClick={onDone}>
              Close
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
