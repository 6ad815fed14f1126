import { useState, type FormEvent } from 'react';
import type { RejectionReason } from '@leadledger/contracts/call';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { SelectField } from '../../components/ui/select-field';
import { REJECTION_REASONS } from '../../lib/call-labels';

export interface RejectCallDialogProps {
  /** What is being rejected, e.g. "the call with Ana Lopez" or "3 calls". */
  subject: string | null;
  pending: boolean;
  onReject: (reason: RejectionReason | undefined, note: string | undefined) => void;
  onClose: () => void;
}

/** Rejecting is immediate (docs/product/screen-states.md, Call status); the optional reason is shown to the affiliate. */
export function RejectCallDialog({ subject, pending, onReject, onClose }: RejectCallDialogProps) {
  return (
    <Dialog open={subject !== null} onClose={() => !pending && onClose()} title="Reject Call" description={subject ? `Reject ${subject}? The affiliate earns nothing for it.` : undefined}>
      {subject !== null && <RejectForm pending={pending} onReject={onReject} onClose={onClose} />}
    </Dialog>
  );
}

function RejectForm({ pending, onReject, onClose }: Omit<RejectCallDialogProps, 'subject'>) {
  const [reason, setReason] = useState<RejectionReason | ''>('');
  const [note, setNote] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    onReject(reason || undefined, note.trim() || undefined);
  }

  return (
    <form className="stack" onSubmit={submit}>
      <SelectField
        label="Reason (optional)"
        placeholder="No reason given"
        options={REJECTION_REASONS}
        value={reason}
        onChange={(e) => setReason(e.target.value as RejectionReason | '')}
        hint="The affiliate sees this reason. A no-show can be chosen once the call's time has passed."
      />
      <div className="field">
        <label htmlFor="reject-note" className="field-label">
          Note (optional)
        </label>
        <textarea id="reject-note" className="input" rows={3} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      <div className="dialog-actions">
        <Button variant="outline" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" loading={pending}>
          Reject
        </Button>
      </div>
    </form>
  );
}
