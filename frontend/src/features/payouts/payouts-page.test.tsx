import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EarningsSummary, PayoutMethodStatus } from '@leadledger/contracts/payout';
import { reply } from '../../test/fetch-mock';
import { makeEarnings, makePayout, makePayoutMethodStatus, noPayoutMethod } from '../../test/fixtures';
import { makeUser, renderApp } from '../../test/render-app';

const toastRegion = () => screen.findByRole('region', { name: /notifications/i });
const affiliate = makeUser({ role: 'affiliate', firstName: 'Ana' });

function openPayouts(routes: NonNullable<Parameters<typeof renderApp>[1]>['routes'] = {}) {
  return renderApp('/affiliate-payouts', {
    user: affiliate,
    routes: {
      'GET /api/earnings/affiliate': reply(200, makeEarnings()),
      'GET /api/payouts/affiliate': reply(200, []),
      'GET /api/payout/method-status': reply(200, makePayoutMethodStatus()),
      ...routes,
    },
  });
}

const collectButton = () => screen.findByRole('button', { name: 'Collect Payouts' });

describe('Payouts dashboard: summary cards', () => {
  it('shows the four figures exactly as the server sent them', async () => {
    openPayouts({ 'GET /api/earnings/affiliate': reply(200, makeEarnings({ totalEarnings: '$1,234.50', paidThisMonth: '$20.00' })) });
    // The first test also waits for the lazy route's code to load.
    const cards = await screen.findByRole('list', { name: 'Your earnings' }, { timeout: 5000 });
    const [total, pending, paid, available] = within(cards).getAllByRole('listitem');
    expect(total).toHaveTextContent('Total Earnings$1,234.50');
    expect(pending).toHaveTextContent('Pending Payouts$50.00');
    expect(paid).toHaveTextContent('Paid This Month$20.00');
    expect(available).toHaveTextContent('Available$100.00');
    expect(await collectButton()).toBeEnabled();
  });

  it('disables Collect Payouts when nothing is available', async () => {
    openPayouts({ 'GET /api/earnings/affiliate': reply(200, makeEarnings({ availableAmount: '$0.00', availableCents: 0, netIfCollected: '$0.00' })) });
    expect(await collectButton()).toBeDisabled();
    expect(screen.getByText(/amounts up to \$0.25 cannot be collected/)).toBeInTheDocument();
  });

  it('explains that a balance up to the fee cannot be collected', async () => {
    const user = userEvent.setup();
    openPayouts({ 'GET /api/earnings/affiliate': reply(200, makeEarnings({ availableAmount: '$0.20', availableCents: 20, netIfCollected: '$0.00' })) });
    await user.click(await collectButton());
    const dialog = screen.getByRole('dialog', { name: 'Collect Payouts' });
    expect(await within(dialog).findByRole('note')).toHaveTextContent('Amounts up to $0.25 cannot be collected');
    expect(within(dialog).getByRole('button', { name: 'Collect $0.20' })).toBeDisabled();
  });

  it('says when the earnings cannot be loaded', async () => {
    openPayouts({ 'GET /api/earnings/affiliate': reply(500, { message: 'boom' }) });
    expect(await screen.findByText('Could not load your earnings.', {}, { timeout: 4000 })).toBeInTheDocument();
  });
});

describe('Payouts dashboard: collect dialog', () => {
  it('goes check -> setup -> collect -> complete and shows the fee breakdown', async () => {
    const user = userEvent.setup();
    let method: PayoutMethodStatus = noPayoutMethod;
    let earnings: EarningsSummary = makeEarnings();
    const { callsTo } = openPayouts({
      'GET /api/payout/method-status': () => reply(200, method),
      'GET /api/earnings/affiliate': () => reply(200, earnings),
      'POST /api/payout/setup-method': () => {
        method = makePayoutMethodStatus();
        return reply(200, method);
      },
      'POST /api/payout/collect': () => {
        earnings = makeEarnings({ availableAmount: '$0.00', availableCents: 0, netIfCollected: '$0.00', paidThisMonth: '$99.75' });
        return reply(200, { payoutId: 'pay-1', amount: 99.75, originalAmount: 100, fee: 0.25, status: 'paid' });
      },
    });
    await user.click(await collectButton());
    const dialog = screen.getByRole('dialog', { name: 'Collect Payouts' });
    const currentStep = () => within(dialog).getByRole('listitem', { current: 'step' });

    expect(await within(dialog).findByLabelText('Card number')).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Debit card');
    expect(within(dialog).getByRole('note')).toHaveTextContent('4000 0566 5566 5556');
    await user.type(within(dialog).getByLabelText('Card number'), '4000056655665556');
    await user.type(within(dialog).getByLabelText('Expiry'), '0430');
    await user.type(within(dialog).getByLabelText('CVC'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Add Payout Method' }));

    const preview = await within(dialog).findByLabelText('Payout preview', {}, { timeout: 3500 });
    expect(callsTo('POST', '/api/payout/setup-method')[0].body).toEqual({ cardNumber: '4000056655665556', expiryDate: '04/30', cvc: '123' });
    expect(currentStep()).toHaveTextContent('Collect');
    // The dialog itself says the card was added (a toast would sit behind the modal dialog).
    expect(within(dialog).getByRole('status')).toHaveTextContent('Payout card ending 5556 added: your payouts are sent there.');
    expect(await within(await toastRegion()).findByText('Your payouts will be sent to the debit card ending 5556.')).toBeInTheDocument();
    expect(preview).toHaveTextContent('Available$100.00');
    expect(preview).toHaveTextContent('Transfer fee-$0.25');
    expect(preview).toHaveTextContent('You receive$99.75');

    await user.click(within(dialog).getByRole('button', { name: 'Collect $100.00' }));
    expect(await within(await toastRegion()).findByText('Payout Completed')).toBeInTheDocument();
    expect(await within(await toastRegion()).findByText('$99.75 is on its way to your debit card: $100.00 minus the $0.25 transfer fee.')).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Complete');
    const breakdown = within(dialog).getByLabelText('Payout breakdown');
    expect(breakdown).toHaveTextContent('Collected$100.00');
    expect(breakdown).toHaveTextContent('Transfer fee-$0.25');
    expect(breakdown).toHaveTextContent('Sent to your card$99.75');

    const [collect] = callsTo('POST', '/api/payout/collect');
    expect(collect.body).toBeUndefined();
    expect((collect.init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);

    const historyReads = callsTo('GET', '/api/payouts/affiliate').length;
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await collectButton()).toBeDisabled();
    expect(screen.getByRole('list', { name: 'Your earnings' })).toHaveTextContent('Available$0.00');
    expect(callsTo('GET', '/api/payouts/affiliate').length).toBeGreaterThan(historyReads);
  }, 10_000);

  it('shows the server message when there is nothing to collect (422) and uses a new key for the next attempt', async () => {
    const user = userEvent.setup();
    const { callsTo } = openPayouts({
      'POST /api/payout/collect': reply(422, { message: 'Nothing to collect: your available balance must be more than the $0.25 fee.' }),
    });
    await user.click(await collectButton());
    const dialog = screen.getByRole('dialog', { name: 'Collect Payouts' });
    await user.click(await within(dialog).findByRole('button', { name: 'Collect $100.00' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Nothing to collect: your available balance must be more than the $0.25 fee.');
    expect(await within(await toastRegion()).findByText('Collection Failed')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Collect $100.00' }));
    await screen.findAllByText('Collection Failed');
    const keys = callsTo('POST', '/api/payout/collect').map((c) => (c.init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('says a payout still being confirmed (202) is on its way and asks again under the same key', async () => {
    const user = userEvent.setup();
    const pending = { message: 'This payout is on its way and is still being confirmed.', code: 'PayoutPending', payoutId: 'po-1' };
    const { callsTo } = openPayouts({ 'POST /api/payout/collect': reply(202, pending) });
    await user.click(await collectButton());
    const dialog = screen.getByRole('dialog', { name: 'Collect Payouts' });
    await user.click(await within(dialog).findByRole('button', { name: 'Collect $100.00' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This payout is on its way and is still being confirmed.');
    expect(await within(await toastRegion()).findByText('Payout On Its Way')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Collect $100.00' }));
    await screen.findAllByText('Payout On Its Way');
    const keys = callsTo('POST', '/api/payout/collect').map((c) => (c.init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('falls back to the SPEC message when the processor answers without one', async () => {
    const user = userEvent.setup();
    openPayouts({ 'POST /api/payout/collect': reply(503, '') });
    await user.click(await collectButton());
    const dialog = screen.getByRole('dialog', { name: 'Collect Payouts' });
    await user.click(await within(dialog).findByRole('button', { name: 'Collect $100.00' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to collect payout');
  });
});

describe('Payouts dashboard: history', () => {
  it('labels each status (a completed transfer reads Paid) and names the debit card', async () => {
    openPayouts({
      'GET /api/payouts/affiliate': reply(200, [
        makePayout({ id: 'p1', status: 'paid' }),
        makePayout({ id: 'p2', status: 'pending' }),
        makePayout({ id: 'p3', status: 'processing' }),
        makePayout({ id: 'p4', status: 'completed' }),
        makePayout({ id: 'p5', status: 'failed', failureReason: 'Card refused the transfer' }),
      ]),
    });
    const table = await screen.findByRole('table', { name: 'Payout history' });
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Date', 'Amount', 'Revenue', 'Fee', 'Status', 'Payment Method']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[4].textContent)).toEqual([
      'Paid',
      'Pending',
      'Processing',
      // A completed transfer has arrived: it reads Paid, not Initiated (issue 12).
      'Paid',
      'FailedCard refused the transfer',
    ]);
    expect(within(rows[0]).getByText('$99.75')).toBeInTheDocument();
    expect(within(rows[0]).getByText('$100.00')).toBeInTheDocument();
    expect(within(rows[0]).getByText('$0.25')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Debit Card')).toBeInTheDocument();
  });

  it('invites a first referral when there are no payouts', async () => {
    openPayouts();
    expect(await screen.findByText('No payouts yet.')).toBeInTheDocument();
    expect(screen.getByText('Start referring customers to earn your first commission!')).toBeInTheDocument();
  });

  it('sends a merchant home', async () => {
    const { router } = renderApp('/affiliate-payouts', {
      user: makeUser({ role: 'merchant' }),
      routes: {},
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
