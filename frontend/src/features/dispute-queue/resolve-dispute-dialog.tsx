import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { AdminDispute } from '@leadledger/contracts/dispute';
import { resolveDisputeMutationOptions } from '../../api/disputes';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../lib/api-client';
import type { Outcome } from './dispute-queue.columns';
import { resolveConsequence } from './resolve-consequence';

export interface Resolving {
  dispute: AdminDispute;
  outcome: Outcome;
}

const NOTE_MAX = 1000;

export function ResolveDisputeDialog({ resolving, onClose }: { resolving: Resolving | null; onClose: () => void }) {
  const title = resolving?.outcome === 'deny' ? 'Deny Dispute' : 'Uphold Dispute';
  return (
    <Dialog
      open={resolving !== null}
      onClose={onClose}
      title={title}
      description={resolving ? `${resolving.dispute.customerName} · ${resolving.dispute.programName}` : undefined}
    >
      {resolving && <ResolveForm key={`${resolving.dispute.id}-${resolving.outcome}`} {...resolving} onClose={onClose} />}
    </Dialog>
  );
}

/**
 * Each failure says what became of the dispute. `pending`: a 503 after upholding; the upholding is
 * recorded and the server finishes the refund or charge itself, so asking again is pointless.
 */
function failureOf(error: unknown): { text: string; pending: boolean } {
  if (error instanceof ApiError && error.status === 402) {
    return { text: `${error.serverMessage ?? 'The card was declined.'} The dispute stays open.`, pending: false };
  }
  if (error instanceof ApiError && error.status === 503) {
    const message = error.serverMessage ?? 'The payment processor could not be reached.';
    return { text: `${message} The dispute is being resolved and will be finished automatically.`, pending: true };
  }
  return { text: errorMessage(error, 'Could not resolve the dispute. Try again.'), pending: false };
}

function ResolveForm({ dispute, outcome, onClose }: Resolving & { onClose: () => void }) {
  const queryClient = useQueryClient();
  const resolve = useMutation(resolveDisputeMutationOptions(queryClient));
  const [note, setNote] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const id = useId();
  const trimmed = note.trim();
  const validation = trimmed.length === 0 ? 'Enter a note. Both parties see it.' : trimmed.length > NOTE_MAX ? `The note can have at most ${NOTE_MAX} characters.` : null;
  const shownError = submitted ? validation : null;
  const failure = resolve.isError ? failureOf(resolve.error) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (validation || resolve.isPending) return;
    try {
      const result = await resolve.mutateAsync({ disputeId: dispute.id, outcome, note: trimmed });
      const done = result.status === 'resolving' ? 'Upheld; the payment processor is finishing it.' : `The dispute of the call with ${dispute.customerName} was ${result.status}.`;
      toast({ title: outcome === 'uphold' ? 'Dispute upheld' : 'Dispute denied', description: done });
      onClose();
    } catch {
      // Shown in the dialog from `resolve.error`.
    }
  }

  return (
    <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
      <p className="notice">{resolveConsequence(dispute, outcome)}</p>
      <div className="field">
        <label htmlFor={id} className="field-label">
          Note
        </label>
        <textarea
          id={id}
          className="input dispute-reason"
          rows={3}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={`${id}-message`}
          required
        />
        <p id={`${id}-message`} className={shownError ? 'field-error' : 'field-hint'}>
          {shownError ?? 'Required. The merchant and the affiliate see this note.'}
        </p>
      </div>
      {failure && (
        <div className={`alert ${failure.pending ? 'alert-warning' : 'alert-destructive'}`} role="alert">
          {failure.text}
        </div>
      )}
      <div className="dialog-actions">
        <Button variant="outline" onClick={onClose} disabled={resolve.isPending}>
          {failure?.pending ? 'Close' : 'Cancel'}
        </Button>
        {!failure?.pending && (
          <Button type="submit" variant={outcome === 'uphold' ? 'primary' : 'danger'} loading={resolve.isPending}>
            {outcome === 'uphold' ? 'Uphold' : 'Deny'}
          </Button>
        )}
      </div>
    </form>
  );
}
