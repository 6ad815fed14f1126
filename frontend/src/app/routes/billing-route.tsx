import { useSession } from '../../api/session';
import { BillingPage } from '../../features/billing/billing-page';

export default function BillingRoute() {
  const { user } = useSession();
  if (user?.role !== 'merchant') {
    // Affiliates manage their payout card at /affiliate-billing.
    return (
      <div className="page container page-narrow">
        <div className="alert alert-destructive" role="alert">
          Access Denied: Billing is only available for merchant accounts.
        </div>
      </div>
    );
  }
  return <BillingPage />;
}
