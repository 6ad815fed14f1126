import type { CalendarIntegration } from '@leadledger/contracts/integration';

/** docs/product/screen-states.md, Integrations: Connected, with Active or Inactive; docs/architecture/overview.md, Integrations: "Sandbox". */
export function IntegrationBadges({ integration }: { integration: CalendarIntegration }) {
  return (
    <div className="badge-row">
      <span className="badge badge-success">Connected</span>
      {integration.isActive ? (
        <span className="badge badge-primary">Active</span>
      ) : (
        <span className="badge badge-danger">Inactive</span>
      )}
      {integration.isSandbox && (
        <span className="badge badge-warning" title="No real account is used: this is a test connection">
          Sandbox
        </span>
      )}
    </div>
  );
}
