import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CalendarIntegration } from '@leadledger/contracts/integration';
import { disconnectIntegrationMutationOptions, syncIntegrationMutationOptions } from '../../api/integrations';
import { AffectedPrograms } from './affected-programs';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format-date';
import { BusyBlocks } from './busy-blocks';
import { CalendlyMeetingTypes } from './calendly-meeting-types';
import { IntegrationBadges } from './integration-badges';
import type { ProviderInfo } from './providers';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function ConnectedIntegration({ integration, info }: { integration: CalendarIntegration; info: ProviderInfo }) {
  const queryClient = useQueryClient();
  const sync = useMutation(syncIntegrationMutationOptions(queryClient));
  const disconnect = useMutation(disconnectIntegrationMutationOptions(queryClient));
  const [confirming, setConfirming] = useState(false);

  async function onSync() {
    try {
      const result = await sync.mutateAsync(integration.id);
      toast({
        title: 'Sync Complete',
        description: `Found ${plural(result.eventsCount, 'busy block')} across ${plural(result.weeksCovered, 'week')}.`,
      });
    } catch (error) {
      toast({ title: 'Sync Failed', description: errorMessage(error, 'Failed to sync calendar'), variant: 'destructive' });
    }
  }

  async function onDisconnect() {
    try {
      await disconnect.mutateAsync(integration.id);
      setConfirming(false);
      toast({ title: 'Disconnected', description: `${info.name} has been disconnected.` });
    } catch (error) {
      setConfirming(false);
      toast({ title: 'Disconnect Failed', description: errorMessage(error, info.disconnectFailed), variant: 'destructive' });
    }
  }

  const isGoogle = integration.provider === 'google';
  return (
    <div className="stack">
      <IntegrationBadges integration={integration} />
      <dl className="facts">
        <dt>Calendar</dt>
        <dd>{integration.calendarName ?? info.name}</dd>
        {(isGoogle || integration.lastSyncAt) && (
          <>
            <dt>Last sync</dt>
            <dd>{integration.lastSyncAt ? formatDateTime(integration.lastSyncAt) : 'Not synced yet'}</dd>
          </>
        )}
        {integration.calendlyPlanType && (
          <>
            <dt>Plan</dt>
            <dd>
              {integration.calendlyPlanType}
              {integration.supportsUtmTracking ? ' (UTM tracking supported)' : ''}
            </dd>
          </>
        )}
      </dl>
      {integration.isActive && (isGoogle ? <BusyBlocks integrationId={integration.id} /> : <CalendlyMeetingTypes />)}
      <div className="button-row">
        {isGoogle && (
          <Button variant="outline" onClick={onSync} loading={sync.isPending} aria-label={`Sync ${info.name}`}>
            Sync
          </Button>
        )}
        {integration.calendarAppUrl && (
          <a className="btn btn-ghost" href={integration.calendarAppUrl} target="_blank" rel="noopener noreferrer">
            Open {info.name}
          </a>
        )}
        <Button variant="ghost" className="text-danger" onClick={() => setConfirming(true)} aria-label={`Disconnect ${info.name}`}>
          Disconnect
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Disconnect ${info.name}?`}
        description={
          <>
            <p>LeadLedger will stop reading {info.name} until you connect it again.</p>
            <AffectedPrograms integrationId={integration.id} calendarName={info.name} open={confirming} />
          </>
        }
        confirmLabel="Disconnect"
        pending={disconnect.isPending}
        onConfirm={onDisconnect}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
