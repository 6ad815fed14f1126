import type { CalendarIntegration } from '@leadledger/contracts/integration';

/** SPEC.md section 4: Connected, with Active or Inactive; DESIGN.md section 7: "Sandbox". */
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
