import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { IntegrationProvider } from '@leadledger/contracts/program';
import { connectIntegrationMutationOptions } from '../../api/integrations';
import { refreshAfterIntegrationChange } from '../../api/invalidation';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import { browserLocation } from '../../lib/browser-location';
import { providerInfo } from './providers';

/**
 * docs/product/screens-and-routes.md, Integrations: authorization opens in a new tab, after which the person refreshes. The page
 * also refreshes itself when the window regains focus, which is when they come back.
 */
export function useConnectIntegration() {
  const queryClient = useQueryClient();
  const connect = useMutation(connectIntegrationMutationOptions());
  const [awaiting, setAwaiting] = useState<IntegrationProvider | null>(null);

  useEffect(() => {
    if (!awaiting) return;
    const onFocus = () => void refreshAfterIntegrationChange(queryClient);
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [awaiting, queryClient]);

  async function start(provider: IntegrationProvider) {
    // Opened inside the click so pop-up blockers allow it; it gets its address once the API answers.
    const tab = window.open('', '_blank');
    try {
      const { authUrl } = await connect.mutateAsync(provider);
      if (typeof authUrl !== 'string' || !authUrl) {
        tab?.close();
        toast({ title: 'Connection Error', description: 'Invalid authentication response', variant: 'destructive' });
        return;
      }
      const url = new URL(authUrl, window.location.origin).toString();
      if (!tab) return browserLocation.assign(url); // pop-up blocked: authorize in this tab instead
      tab.opener = null;
      tab.location.href = url;
      setAwaiting(provider);
    } catch (error) {
      tab?.close();
      const fallback = providerInfo(provider)?.connectFailed ?? 'Failed to connect';
      toast({ title: 'Connection Failed', description: errorMessage(error, fallback), variant: 'destructive' });
    }
  }

  return {
    start: (provider: IntegrationProvider) => void start(provider),
    pendingProvider: connect.isPending ? connect.variables : undefined,
    awaiting,
  };
}
