import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { Subscription } from '@leadledger/contracts/subscription';
import { subscriptionQueryOptions } from '../../api/subscription';
import { LoadError } from '../../components/load-error';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { daysLeftText } from '../../lib/trial';

const NEXT_STEPS = [
  { href: paths.integrations.href(), title: 'Connect a calendar', text: 'Google Calendar or Calendly, so booked calls land where you work.' },
  { href: paths.home.href(), title: 'Create a program', text: 'Set the commission you pay per approved call and get its signup link.' },
  { href: paths.home.href(), title: 'View the dashboard', text: 'Follow your programs, affiliates and booked calls.' },
  { href: paths.billing.href(), title: 'Manage billing', text: 'Add the card charged when you approve a call.' },
];

/** docs/product/screen-states.md, Subscription: trialing shows the days left (defaulting to 1); any other status is active. */
function TrialText({ subscription }: { subscription: Subscription }) {
  if (subscription.status !== 'trialing') return <p className="lead">Your subscription is now active.</p>;
  return (
    <>
      <p className="lead">
        Your free trial has started: <strong>{daysLeftText(subscription.daysLeft || 1)} left</strong>.
      </p>
      <p className="muted">You won't be charged until your trial ends.</p>
    </>
  );
}

/** docs/product/screens-and-routes.md, Subscription welcome page (`/billing/success`). */
export function SubscriptionWelcomePage() {
  const subscription = useQuery(subscriptionQueryOptions());
  return (
    <div className="page container page-medium">
      <section className="card stack welcome-card" aria-labelledby="welcome-heading">
        <h1 id="welcome-heading" className="page-title">
          Welcome to LeadLedger
        </h1>
        {subscription.isPending ? (
          <Spinner label="Loading your trial" />
        ) : subscription.isError ? (
          <LoadError what="your trial" onRetry={() => void subscription.refetch()} />
        ) : (
          <TrialText subscription={subscription.data} />
        )}
        <h2 className="card-title">Next steps</h2>
        <ol className="next-steps">
          {NEXT_STEPS.map((step) => (
            <li key={step.title}>
              <Link to={step.href} className="link">
                {step.title}
              </Link>
              <span className="muted"> — {step.text}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
