import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { merchantAffiliatesQueryOptions } from '../../api/affiliates';
import { pendingCallsQueryOptions } from '../../api/calls';
import { integrationsQueryOptions } from '../../api/integrations';
import { merchantProgramsQueryOptions } from '../../api/programs';
import { paths } from '../../config/paths';
import { AffiliatesSection } from './affiliates-section';
import { CallManagementCard } from './call-management-card';
import { UnattributedBookings } from './unattributed-bookings';
import { CreateProgramForm } from './create-program-form';
import { HowItWorksCard } from './how-it-works-card';
import { ProgramsSection } from './programs-section';
import { TrialBanner } from './trial-banner';
import './merchant-dashboard.css';

/** A 401 on any dashboard query means the session expired (docs/product/messages.md, Session expiry). */
function useDashboardSessionExpiry() {
  const programs = useQuery(merchantProgramsQueryOptions());
  const affiliates = useQuery(merchantAffiliatesQueryOptions());
  const integrations = useQuery(integrationsQueryOptions());
  const pendingCalls = useQuery(pendingCallsQueryOptions());
}

/** docs/product/screens-and-routes.md, Merchant dashboard. */
export function MerchantDashboardPage({ name }: { name: string }) {
  useDashboardSessionExpiry();
  return (
    <div className="page container">
      <div className="dashboard-header">
        <h1 className="page-title">Welcome, {name}</h1>
        <nav className="button-row" aria-label="Merchant shortcuts">
          <Link to={paths.integrations.href()} className="btn btn-outline btn-small">
            Integrations
          </Link>
          <Link to={paths.billing.href()} className="btn btn-outline btn-small">
            Billing
          </Link>
        </nav>
      </div>
      <div className="stack-lg">
        <TrialBanner />
        <HowItWorksCard />
        <CreateProgramForm />
        <ProgramsSection />
        <AffiliatesSection />
        <CallManagementCard />
        <UnattributedBookings />
      </div>
    </div>
  );
}
