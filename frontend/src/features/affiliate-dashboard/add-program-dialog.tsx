import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { joinProgramMutationOptions } from '../../api/affiliates';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import { ProgramPreview } from './program-preview';
import { extractReferralCode } from './referral-code';

/** docs/product/screens-and-routes.md, Affiliate dashboard: join another program with a referral code. */
export function AddProgramDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const join = useMutation(joinProgramMutationOptions(queryClient));
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  function close() {
    setCode('');
    setError(undefined);
    onClose();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const referralCode = extractReferralCode(code);
    // docs/product/validation.md, Join program: the referral code must be non-empty.
    if (!referralCode) return setError('Please enter a referral code.');
    setError(undefined);
    try {
      const membership = await join.mutateAsync({ referralCode });
      toast({ title: 'Success', description: `You joined ${membership.programName}.` });
      close();
    } catch (err) {
      const message = errorMessage(err, 'Failed to join affiliate program');
      // Also inline: the modal dialog sits above the toast region while it stays open.
      setError(message);
      toast({ title: 'Error', description: message, variant: 'destructive' });
    }
  }

  return (
    <Dialog open={open} onClose={close} title="Add New Program" description="Enter the referral code (or paste the signup link) a merchant sent you.">
      <form className="stack" onSubmit={onSubmit} noValidate aria-label="Join a program">
        <TextField label="Referral code" name="referralCode" autoComplete="off" value={code} onChange={(e) => setCode(e.target.value)} error={error} autoFocus />
        <ProgramPreview code={extractReferralCode(code)} />
        <div className="dialog-actions">
          <Button variant="outline" onClick={close} disabled={join.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={join.isPending}>
            Join Program
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
