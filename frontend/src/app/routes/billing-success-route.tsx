import { SubscriptionWelcomePage } from '../../features/subscription-welcome/subscription-welcome-page';

export default function BillingSuccessRoute() {
  return <SubscriptionWelcomePage />;
}
