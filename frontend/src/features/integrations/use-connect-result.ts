import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { refreshAfterIntegrationChange } from '../../api/invalidation';
import { toast } from '../../components/ui/use-toast';
import { providerInfo } from './providers';

/**
 * The OAuth callback lands here with `?connected=<provider>` or `?error=<message>`: say what
 * happened once, then drop the parameters so a reload does not say it again.
 */
export function useConnectResult(): void {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const connected = searchParams.get('connected');
  const error = searchParams.get('error');

  useEffect(() => {
    if (connected === null && error === null) return;
    if (connected !== null) {
      const name = providerInfo(connected)?.name ?? 'Your calendar';
      toast({ title: 'Calendar Connected', description: `${name} is connected.` });
      void refreshAfterIntegrationChange(queryClient);
    } else {
      const description = error === 'access_denied' ? 'Authorization was cancelled. Nothing was connected.' : error || 'Authorization failed.';
      toast({ title: 'Connection Failed', description, variant: 'destructive' });
    }
    setSearchParams(
      (params) => {
        params.delete('connected');
        params.delete('error');
        return params;
      },
      { replace: true },
    );
  }, [connected, error, queryClient, setSearchParams]);
}
