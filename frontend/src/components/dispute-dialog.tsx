import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { raiseDisputeMutationOptions } from '../api/disputes';
import { errorMessage } from '../lib/api-client';
import { DISPUTE_REASON_MAX, disputeReasonError } from '../lib/dispute-window';
import { formatDateTime } from '../lib/format-date';
import { Button } from './ui/button';
import { Dialog } from './ui/dialog';
import { toast } from './ui/use-toast';

/** The call being disputed, as the merchant's history row or the affiliate's referral row gives it. */
export interface DisputeTarget {
  callId: string;
  customerName: string;
  programName: string;
  /** `disputeDeadline` from the server: the booking + 30 days. */
  deadline: string;
  /** What upholding would do for this party, e.g. the refund the merchant would get. */
  consequence: string;
}

/**
 * Raising a dispute (docs/product/money.md, Disputes): a required reason of 10 to 1000 characters that the admin
 * reads. Server refusals (409 already disputed, 422 past the 30 days) stay in the dialog as sent.
 */
export function DisputeDialog({ target, onClose }: { target: DisputeTarget | null; onClose: () => void }) {
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title="Dispute Call"
      description={target ? `${target.customerName} · ${target.programName}` : undefined}
    >
      {target && <DisputeForm key={target.callId} target={target} onClose={onClose} />}
    </Dialog>
  );
}

function DisputeForm({ target, onClose }: { target: DisputeTarget; onClose: () => void }) {
  const queryClient = useQueryClient();
  const raise = useMutation(raiseDisputeMutationOptions(queryClient));
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const id = useId();
  const validation = disputeReasonError(reason);
  const shownError = submitted ? validation : null;
  const length = reason.trim().length;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (validation || raise.isPending) return;
    try {
      await raise.mutateAsync({ callId: target.callId, reason: reason.trim() });
      toast({ title: 'Dispute raised', description: `Your dispute of the call with ${target.customerName} was sent to LeadLedger for review.` });
      onClose();
    } catch {
      // Shown below from `raise.error`, so the person can fix the reason or read why it was refused.
    }
  }

  return (
    <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
      <p className="small muted">
        You can dispute this call until {formatDateTime(target.deadline)}. {target.consequence}
      </p>
      <div className="field">
        <label htmlFor={id} className="field-label">
          Reason
        </label>
        <textarea
          id={id}
          className="input dispute-reason"
          rows={4}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={`${id}-message ${id}-count`}
          required
        />
        <div className="dispute-reason-meta">
          {shownError ? (
            <p id={`${id}-message`} className="field-error">
              {shownError}
            </p>
          ) : (
            <p id={`${id}-message`} className="field-hint">
              10 to {DISPUTE_REASON_MAX} characters. An admin reads it before deciding.
            </p>
          )}
          <span id={`${id}-count`} className={`field-hint dispute-reason-count${length > DISPUTE_REASON_MAX ? ' text-danger' : ''}`}>
            {length} / {DISPUTE_REASON_MAX}
          </span>
        </div>
      </div>
      {raise.isError && (
        <div className="alert alert-destructive" role="alert">
          {errorMessage(raise.error, 'Could not raise the dispute. Try again.')}
        </div>
      )}
      <div className="dialog-actions">
        <Button variant="outline" onClick={onClose} disabled={raise.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={raise.isPending}>
          Raise Dispute
        </Button>
      </div>
    </form>
  );
}
