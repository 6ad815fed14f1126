import { useQuery } from '@tanstack/react-query';
import type { CalendarIntegration } from '@leadledger/contracts/integration';
import { integrationsQueryOptions } from '../../api/integrations';
import { LoadError } from '../../components/load-error';
import { PageSpinner } from '../../components/ui/spinner';
import { IntegrationCard } from './integration-card';
import { PROVIDERS } from './providers';
import { useConnectIntegration } from './use-connect-integration';
import { useConnectResult } from './use-connect-result';
import './integrations.css';

/** The one a card shows: an active connection first, else the most recent one. */
function pick(integrations: CalendarIntegration[], provider: string): CalendarIntegration | undefined {
  const mine = integrations.filter((i) => i.provider === provider);
  return mine.find((i) => i.isActive) ?? [...mine].sort((a, b) => b.connectedAt.localeCompare(a.connectedAt))[0];
}

/** docs/product/screens-and-routes.md, Integrations; the route checks the role. */
export function IntegrationsPage() {
  const integrations = useQuery(integrationsQueryOptions());
  const connect = useConnectIntegration();
  useConnectResult();

  return (
    <div className="page container page-medium">
      <h1 className="page-title">Integrations</h1>
      <p className="muted page-subtitle">
        Connect the calendar your programs book into. Authorization opens in a new tab.
      </p>
      {integrations.isPending ? (
        <PageSpinner />
      ) : integrations.isError ? (
        <LoadError what="your integrations" onRetry={() => void integrations.refetch()} />
      ) : (
        <div className="stack-lg">
          {PROVIDERS.map((info) => (
            <IntegrationCard
              key={info.provider}
              info={info}
              integration={pick(integrations.data, info.provider)}
              onConnect={() => connect.start(info.provider)}
              connecting={connect.pendingProvider === info.provider}
              awaiting={connect.awaiting === info.provider}
              onRefresh={() => void integrations.refetch()}
            />
          ))}
        </div>
      )}
    </div>
  );
}
