import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReadModelStatus } from '@leadledger/contracts/admin';
import { resumeReadModelMutationOptions } from '../../../api/admin';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';

/**
 * Resuming retries the parked event: only worth it once a fix is deployed, else it parks again
 * (docs/architecture/projections.md). Keyed by the caller per read model, so no old error lingers.
 */
export function ResumeReadModelDialog({ target, onClose }: { target: ReadModelStatus | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const resume = useMutation(resumeReadModelMutationOptions(queryClient));

  async function confirm() {
    if (!target || resume.isPending) return;
    try {
      await resume.mutateAsync(target.name);
      toast({ title: 'Read model resumed', description: `${target.name} is catching up from ${target.parked?.eventType ?? 'where it stopped'}.` });
      onClose();
    } catch {
      // Shown in the dialog from `resume.error`.
    }
  }

  return (
    <ConfirmDialog
      open={target !== null}
      title="Resume read model"
      confirmLabel="Resume"
      pending={resume.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      description={
        <>
          <p>
            {target?.name} retries {target?.parked?.eventType ?? 'its event'} and then catches up with the log. If the cause is
            not fixed yet, it will park again.
          </p>
          {resume.isError && (
            <div className="alert alert-destructive" role="alert">
              {errorMessage(resume.error, 'Could not resume the read model. Try again.')}
            </div>
          )}
        </>
      }
    />
  );
}
