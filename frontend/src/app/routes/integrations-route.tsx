import { useSession } from '../../api/session';
import { IntegrationsPage } from '../../features/integrations/integrations-page';

export default function IntegrationsRoute() {
  const { user } = useSession();
  if (user?.role !== 'merchant') {
    // docs/product/screens-and-routes.md, Integrations.
    return (
      <div className="page container page-narrow">
        <div className="alert alert-destructive" role="alert">
          Access Denied: Integrations are only available for merchant accounts.
        </div>
      </div>
    );
  }
  return <IntegrationsPage />;
}
