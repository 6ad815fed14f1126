import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { EscalatedCall, RejectEscalatedCallRequest } from '@leadledger/contracts/escalation';
import { rejectEscalatedCallMutationOptions } from '../../api/escalations';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { SelectField } from '../../components/ui/select-field';
import { toast } from '../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../lib/api-client';
import { REJECTION_REASONS } from '../../lib/call-labels';

type Reason = RejectEscalatedCallRequest['reason'];
const NOTE_MAX = 500;

/**
 * The merchant's reject dialog makes the reason optional; an admin must give one (the affiliate
 * reads it, and the server refuses a rejection without it), so this is its own small form.
 */
export function RejectEscalatedCallDialog({ call, onClose }: { call: EscalatedCall | null; onClose: () => void }) {
  return (
    <Dialog
      open={call !== null}
      onClose={onClose}
      title="Reject Overdue Call"
      description={call ? `Reject the call with ${call.customerName}? ${call.affiliateName} earns nothing for it and ${call.merchantName} is not charged.` : undefined}
    >
      {call && <RejectForm key={call.id} call={call} onClose={onClose} />}
    </Dialog>
  );
}

function RejectForm({ call, onClose }: { call: EscalatedCall; onClose: () => void }) {
  const queryClient = useQueryClient();
  const reject = useMutation(rejectEscalatedCallMutationOptions(queryClient));
  const [reason, setReason] = useState<Reason | ''>('');
  const [note, setNote] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const noteId = useId();
  const missingReason = submitted && reason === '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (reason === '' || reject.isPending) return;
    try {
      await reject.mutateAsync({ callId: call.id, reason, ...(note.trim() ? { note: note.trim() } : {}) });
      toast({ title: 'Call rejected', description: `The call with ${call.customerName} was rejected; ${call.affiliateName} sees the reason.` });
      onClose();
    } catch (error) {
      toast({ title: 'Rejection Failed', description: errorMessage(error, 'Could not reject the call. Try again.'), variant: 'destructive' });
      // 409: already decided; the refreshed queue no longer lists it.
      if (error instanceof ApiError && error.status === 409) onClose();
    }
  }

  return (
    <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
      <SelectField
        label="Reason"
        placeholder="Choose a reason"
        options={REJECTION_REASONS}
        value={reason}
        onChange={(e) => setReason(e.target.value as Reason | '')}
        required
        aria-invalid={missingReason || undefined}
        hint={missingReason ? <span className="field-error">Choose a reason. The affiliate sees it.</span> : 'Required. The affiliate sees this reason.'}
      />
      <div className="field">
        <label htmlFor={noteId} className="field-label">
          Note (optional)
        </label>
        <textarea id={noteId} className="input" rows={3} maxLength={NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      <div className="dialog-actions">
        <Button variant="outline" onClick={onClose} disabled={reject.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" loading={reject.isPending}>
          Reject
        </Button>
      </div>
    </form>
  );
}
