import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { AffiliateProgram } from '@leadledger/contracts/program';
import { archiveProgramMutationOptions, pauseProgramMutationOptions } from '../../api/programs';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import { formatShortDate } from '../../lib/format-date';
import { formatDollars } from '../../lib/format-money';
import { appOrigin, integrationLabel } from '../../lib/program-links';
import { EditProgramDialog } from './edit-program-dialog';
import { ProgramLinks } from './program-links';
import { ProgramNotes, ProgramStatusBadge } from './program-status';

/** `reputation`: how affiliates see this program's decisions (issue 16), loaded once for every card. */
export function ProgramCard({ program, reputation }: { program: AffiliateProgram; reputation?: ReactNode }) {
  const queryClient = useQueryClient();
  const archive = useMutation(archiveProgramMutationOptions(queryClient));
  const pauseResume = useMutation(pauseProgramMutationOptions(queryClient));
  const [confirming, setConfirming] = useState(false);
  const [confirmingPause, setConfirmingPause] = useState(false);
  const [editing, setEditing] = useState(false);

  async function onPauseResume(action: 'pause' | 'resume') {
    try {
      await pauseResume.mutateAsync({ id: program.id, action });
      toast({
        title: action === 'pause' ? 'Program paused' : 'Program resumed',
        description: action === 'pause' ? `${program.name} takes no bookings until you resume it.` : `${program.name} takes bookings again.`,
      });
    } catch (error) {
      toast({ title: action === 'pause' ? 'Could not pause' : 'Could not resume', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setConfirmingPause(false);
    }
  }

  async function onArchive() {
    try {
      await archive.mutateAsync(program);
      toast({ title: 'Success', description: 'Program deleted. Its links no longer accept new affiliates or bookings.' });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to delete program'), variant: 'destructive' });
    } finally {
      setConfirming(false);
    }
  }

  return (
    <li className={`card program-card${program.isArchived ? ' program-archived' : ''}`}>
      <div className="program-card-header">
        <div>
          <h3 className="program-name">{program.name}</h3>
          <p className="muted small">
            {formatDollars(program.payoutAmount)} per approved call · {integrationLabel(program.integration)}
            {program.calendlyEventTypeName ? ` · ${program.calendlyEventTypeName}` : ''} · Created{' '}
            {formatShortDate(program.createdAt)}
          </p>
        </div>
        <ProgramStatusBadge program={program} />
      </div>
      <ProgramNotes program={program} />
      {reputation}
      <p className="small">
        Referral code: <code>{program.referralCode}</code>
      </p>
      {program.isArchived ? (
        <p className="muted small">Its links no longer accept new affiliates or bookings; its history is kept.</p>
      ) : (
        <>
          <ProgramLinks program={program} origin={appOrigin()} />
          <div className="button-row">
            <Button variant="outline" className="btn-small" onClick={() => setEditing(true)} aria-label={`Edit ${program.name}`}>
              Edit
            </Button>
            {program.status === 'paused' ? (
              <Button variant="outline" className="btn-small" loading={pauseResume.isPending} onClick={() => void onPauseResume('resume')} aria-label={`Resume ${program.name}`}>
                Resume
              </Button>
            ) : (
              <Button variant="outline" className="btn-small" onClick={() => setConfirmingPause(true)} aria-label={`Pause ${program.name}`}>
                Pause
              </Button>
            )}
            <Button variant="ghost" className="btn-small text-danger" onClick={() => setConfirming(true)} aria-label={`Delete ${program.name}`}>
              Delete
            </Button>
          </div>
          {editing && <EditProgramDialog program={program} open={editing} onClose={() => setEditing(false)} />}
          <ConfirmDialog
            open={confirmingPause}
            title="Pause this program?"
            description={`${program.name} stops taking bookings: its booking and tracking links show customers that bookings are paused. Affiliates keep their links, pending calls stay yours to decide, and you can resume at any time.`}
            confirmLabel="Pause Program"
            pending={pauseResume.isPending}
            onConfirm={() => void onPauseResume('pause')}
            onCancel={() => setConfirmingPause(false)}
          />
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title="Delete this program?"
        description={`${program.name} will be archived: its links stop accepting new affiliates and bookings. Affiliates who joined and their call history are kept.`}
        confirmLabel="Delete Program"
        pending={archive.isPending}
        onConfirm={onArchive}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
