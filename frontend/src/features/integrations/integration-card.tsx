import type { CalendarIntegration } from '@leadledger/contracts/integration';
import { Button } from '../../components/ui/button';
import { ConnectedIntegration } from './connected-integration';
import type { ProviderInfo } from './providers';

export interface IntegrationCardProps {
  info: ProviderInfo;
  integration: CalendarIntegration | undefined;
  onConnect: () => void;
  connecting: boolean;
  awaiting: boolean;
  onRefresh: () => void;
}

export function IntegrationCard({ info, integration, onConnect, connecting, awaiting, onRefresh }: IntegrationCardProps) {
  const headingId = `integration-${info.provider}`;
  return (
    <section className="card integration-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card-title">
        {info.name}
      </h2>
      <p className="muted">{info.description}</p>
      {integration ? (
        <ConnectedIntegration integration={integration} info={info} />
      ) : (
        <div className="stack">
          <p className="muted small">Not connected.</p>
          {awaiting && (
            <div className="notice" role="status">
              Finish connecting in the new tab, then refresh this page.{' '}
              <button type="button" className="link-button" onClick={onRefresh}>
                Refresh
              </button>
            </div>
          )}
          <div className="button-row">
            <Button onClick={onConnect} loading={connecting}>
              Connect {info.name}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
