import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PayoutMethodStatus } from '@leadledger/contracts/payout';
import { browserLocation } from '../../lib/browser-location';
import { reply } from '../../test/fetch-mock';
import { makePayoutMethodStatus, noPayoutMethod } from '../../test/fixtures';
import { makeUser, renderApp } from '../../test/render-app';

const toastRegion = () => screen.findByRole('region', { name: /notifications/i });

function openSettings(routes: NonNullable<Parameters<typeof renderApp>[1]>['routes'] = {}) {
  return renderApp('/affiliate-billing', {
    user: makeUser({ role: 'affiliate' }),
    routes: { 'GET /api/payout/method-status': reply(200, makePayoutMethodStatus()), ...routes },
  });
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string, expiry: string, cvc: string) {
  await user.clear(screen.getByLabelText('Card number'));
  await user.clear(screen.getByLabelText('Expiry'));
  await user.clear(screen.getByLabelText('CVC'));
  if (number) await user.type(screen.getByLabelText('Card number'), number);
  if (expiry) await user.type(screen.getByLabelText('Expiry'), expiry);
  if (cvc) await user.type(screen.getByLabelText('CVC'), cvc);
}

describe('Payout Settings', () => {
  it('shows the debit card with its Active badge and the information panel', async () => {
    openSettings();
    // The first test also waits for the lazy route's code to load.
    const card = await screen.findByLabelText('Debit card on file', {}, { timeout: 4000 });
    expect(card).toHaveTextContent('CardVisa debit');
    expect(card).toHaveTextContent('Number•••• 5556');
    expect(card).toHaveTextContent('Expires04/30');
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    expect(screen.getByText(/10% platform commission, paid by the merchant/)).toBeInTheDocument();
    expect(screen.getByText(/\$0.25 transfer fee per payout/)).toBeInTheDocument();
    expect(screen.getByText(/Instant processing/)).toBeInTheDocument();
  });

  it('adds a debit card: docs/product/validation.md messages, then the call after 2 seconds', async () => {
    const user = userEvent.setup();
    let status: PayoutMethodStatus = noPayoutMethod;
    const { callsTo } = openSettings({
      'GET /api/payout/method-status': () => reply(200, status),
      'POST /api/payout/setup-method': () => {
        status = makePayoutMethodStatus();
        return reply(200, status);
      },
    });
    const add = await screen.findByRole('button', { name: 'Add Payout Method' });
    expect(screen.getByRole('note')).toHaveTextContent('4000 0566 5566 5556');

    await user.click(add);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(await within(await toastRegion()).findByText('Please fill in all required fields')).toBeInTheDocument();

    await fillCard(user, '4000 0566 55', '0430', '123');
    await user.click(add);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid card number');

    await fillCard(user, '4000056655665556', '04', '123');
    await user.click(add);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid expiry date (MM/YY)');

    await fillCard(user, '4000056655665556', '0430', '12');
    await user.click(add);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid CVC');
    expect(callsTo('POST', '/api/payout/setup-method')).toHaveLength(0);

    await fillCard(user, '4000056655665556', '0430', '123');
    await user.click(add);
    expect(await within(await toastRegion()).findByText('Payout Method Added', {}, { timeout: 3500 })).toBeInTheDocument();
    expect(callsTo('POST', '/api/payout/setup-method')[0].body).toEqual({ cardNumber: '4000056655665556', expiryDate: '04/30', cvc: '123' });
    expect(await screen.findByText('Active')).toBeInTheDocument();
  }, 10_000);

  it('says why a credit card is refused', async () => {
    const user = userEvent.setup();
    openSettings({
      'GET /api/payout/method-status': reply(200, noPayoutMethod),
      'POST /api/payout/setup-method': reply(422, { message: 'Payouts need a debit card; this is a credit card.' }),
    });
    await screen.findByRole('button', { name: 'Add Payout Method' });
    await fillCard(user, '4242424242424242', '0430', '123');
    await user.click(screen.getByRole('button', { name: 'Add Payout Method' }));
    expect(await within(await toastRegion()).findByText('Setup Failed', {}, { timeout: 3500 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Payouts need a debit card; this is a credit card.');
  }, 10_000);

  it('sends the affiliate to the processor when onboarding is needed', async () => {
    const user = userEvent.setup();
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    openSettings({
      'GET /api/payout/method-status': reply(200, noPayoutMethod),
      'POST /api/payout/setup-method': reply(200, { ...noPayoutMethod, onboardingUrl: 'https://connect.stripe.test/onboard/abc' }),
    });
    await screen.findByRole('button', { name: 'Add Payout Method' });
    await fillCard(user, '4000056655665556', '0430', '123');
    await user.click(screen.getByRole('button', { name: 'Add Payout Method' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://connect.stripe.test/onboard/abc'), { timeout: 3500 });
    assign.mockRestore();
  }, 10_000);

  it('removes the card after confirmation', async () => {
    const user = userEvent.setup();
    let status: PayoutMethodStatus = makePayoutMethodStatus();
    const { callsTo } = openSettings({
      'GET /api/payout/method-status': () => reply(200, status),
      'DELETE /api/payout/delete-method': () => {
        status = noPayoutMethod;
        return reply(204);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this debit card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(await toastRegion()).findByText('Payout Method Removed')).toBeInTheDocument();
    expect(callsTo('DELETE', '/api/payout/delete-method')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Add Payout Method' })).toBeInTheDocument();
  });

  it('says when the removal fails', async () => {
    const user = userEvent.setup();
    openSettings({ 'DELETE /api/payout/delete-method': reply(500, '') });
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await within(await toastRegion()).findByText('Failed to remove payout method')).toBeInTheDocument();
    expect(await within(await toastRegion()).findByText('Error')).toBeInTheDocument();
  });
});
