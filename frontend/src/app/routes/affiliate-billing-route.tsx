import { useSession } from '../../api/session';
import { PayoutSettingsPage } from '../../features/payout-settings/payout-settings-page';

export default function AffiliateBillingRoute() {
  const { user } = useSession();
  if (user?.role === 'merchant') {
    // Merchants manage the card they are charged on at /billing.
    return (
      <div className="page container page-narrow">
        <div className="alert alert-destructive" role="alert">
          Access Denied: Payout Settings are only available for affiliate accounts.
        </div>
      </div>
    );
  }
  return <PayoutSettingsPage />;
}
