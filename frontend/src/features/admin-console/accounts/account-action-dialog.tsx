import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { reinstateAccountMutationOptions, suspendAccountMutationOptions } from '../../../api/account-status';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';

export type AccountAction = 'suspend' | 'reinstate';

const TEXT_MAX = 500;
const REASON_MIN = 3;

export interface AccountActionDialogProps {
  action: AccountAction | null;
  userId: string;
  /** "This merchant": whose account, in the dialog's words. */
  who: string;
  onClose: () => void;
}

/** The confirmation before suspending (a reason is required) or reinstating (a note is optional). */
export function AccountActionDialog({ action, userId, who, onClose }: AccountActionDialogProps) {
  return (
    <Dialog open={action !== null} onClose={onClose} title={action === 'reinstate' ? 'Reinstate account' : 'Suspend account'} description={who}>
      {action && <ActionForm key={action} action={action} userId={userId} onClose={onClose} />}
    </Dialog>
  );
}

function ActionForm({ action, userId, onClose }: { action: AccountAction; userId: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const suspend = useMutation(suspendAccountMutationOptions(queryClient));
  const reinstate = useMutation(reinstateAccountMutationOptions(queryClient));
  const mutation = action === 'suspend' ? suspend : reinstate;
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const id = useId();
  const trimmed = text.trim();
  const validation =
    action === 'suspend' && trimmed.length < REASON_MIN
      ? `Enter a reason of at least ${REASON_MIN} characters.`
      : trimmed.length > TEXT_MAX
        ? `At most ${TEXT_MAX} characters.`
        : null;
  const shownError = submitted ? validation : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (validation || mutation.isPending) return;
    try {
      if (action === 'suspend') await suspend.mutateAsync({ userId, reason: trimmed });
      else await reinstate.mutateAsync({ userId, ...(trimmed ? { note: trimmed } : {}) });
      toast({ title: action === 'suspend' ? 'Account suspended' : 'Account reinstated' });
      onClose();
    } catch {
      // Shown in the dialog from `mutation.error`.
    }
  }

  return (
    <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
      <p className="notice">
        {action === 'suspend'
          ? 'Their sessions end at once, they cannot sign in, and their booking and tracking links stop taking bookings. Their calls, money and history stay.'
          : 'They can sign in again and their links take bookings again.'}
      </p>
      <div className="field">
        <label htmlFor={id} className="field-label">
          {action === 'suspend' ? 'Reason' : 'Note (optional)'}
        </label>
        <textarea
          id={id}
          className="input"
          rows={3}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={`${id}-message`}
          required={action === 'suspend'}
        />
        <p id={`${id}-message`} className={shownError ? 'field-error' : 'field-hint'}>
          {shownError ?? (action === 'suspend' ? 'Required, 3 to 500 characters. Kept in the account history.' : 'Up to 500 characters. Kept in the account history.')}
        </p>
      </div>
      {mutation.isError && (
        <div className="alert alert-destructive" role="alert">
          {errorMessage(mutation.error, 'Could not change the account. Try again.')}
        </div>
      )}
      <div className="dialog-actions">
        <Button variant="outline" onClick={onClose} disabled={mutation.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant={action === 'suspend' ? 'danger' : 'primary'} loading={mutation.isPending}>
          {action === 'suspend' ? 'Suspend' : 'Reinstate'}
        </Button>
      </div>
    </form>
  );
}
