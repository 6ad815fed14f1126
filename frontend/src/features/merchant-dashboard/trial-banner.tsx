import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { subscriptionQueryOptions } from '../../api/subscription';
import { paths } from '../../config/paths';
import { daysLeftText } from '../../lib/trial';

/** docs/product/screen-states.md, Subscription: shown while trialing with days left. */
export function TrialBanner() {
  const subscription = useQuery(subscriptionQueryOptions());
  const data = subscription.data;
  if (!data || data.status !== 'trialing' || data.daysLeft <= 0) return null;
  return (
    <div className="trial-banner" role="status">
      <span>
        <strong>Free trial:</strong> {daysLeftText(data.daysLeft)} left. You won't be charged until your trial ends.
      </span>
      <Link to={paths.billing.href()} className="link">
        Manage billing
      </Link>
    </div>
  );
}
