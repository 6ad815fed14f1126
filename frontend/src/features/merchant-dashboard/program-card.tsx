import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AffiliateProgram } from '@leadledger/contracts/program';
import { archiveProgramMutationOptions } from '../../api/programs';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import { formatShortDate } from '../../lib/format-date';
import { formatDollars } from '../../lib/format-money';
import { appOrigin, integrationLabel } from '../../lib/program-links';
import { ProgramLinks } from './program-links';

export function ProgramCard({ program }: { program: AffiliateProgram }) {
  const queryClient = useQueryClient();
  const archive = useMutation(archiveProgramMutationOptions(queryClient));
  const [confirming, setConfirming] = useState(false);

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
        {program.isArchived ? <span className="badge badge-muted">Archived</span> : <span className="badge badge-success">Active</span>}
      </div>
      <p className="small">
        Referral code: <code>{program.referralCode}</code>
      </p>
      {program.isArchived ? (
        <p className="muted small">Its links no longer accept new affiliates or bookings; its history is kept.</p>
      ) : (
        <>
          <ProgramLinks program={program} origin={appOrigin()} />
          <div className="button-row">
            <Button variant="ghost" className="btn-small text-danger" onClick={() => setConfirming(true)} aria-label={`Delete ${program.name}`}>
              Delete
            </Button>
          </div>
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
