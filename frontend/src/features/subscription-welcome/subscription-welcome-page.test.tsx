import { screen } from '@testing-library/react';
import { reply } from '../../test/fetch-mock';
import { makeSubscription } from '../../test/fixtures';
import { makeUser, renderApp } from '../../test/render-app';

function openWelcome(subscription = makeSubscription()) {
  return renderApp('/billing/success', {
    user: makeUser({ role: 'merchant' }),
    routes: { 'GET /api/billing/subscription': reply(200, subscription) },
  });
}

describe('Subscription welcome page (docs/product/screens-and-routes.md, screen-states.md)', () => {
  it('shows the trial days left and the next steps', async () => {
    openWelcome();
    expect(await screen.findByText('14 days left')).toBeInTheDocument();
    expect(screen.getByText("You won't be charged until your trial ends.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect a calendar' })).toHaveAttribute('href', '/integrations');
    expect(screen.getByRole('link', { name: 'Create a program' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'View the dashboard' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Manage billing' })).toHaveAttribute('href', '/billing');
  });

  it('says 1 day when the trial has one day, or none given', async () => {
    openWelcome(makeSubscription({ daysLeft: 0 }));
    expect(await screen.findByText('1 day left')).toBeInTheDocument();
  });

  it('says the subscription is active for any other status', async () => {
    openWelcome(makeSubscription({ status: 'active' }));
    expect(await screen.findByText('Your subscription is now active.')).toBeInTheDocument();
  });
});
