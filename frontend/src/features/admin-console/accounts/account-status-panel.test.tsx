import type { AccountStatus, AccountSuspension } from '@leadledger/contracts/account-status';
import type { Timeline } from '@leadledger/contracts/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../../test/fetch-mock';
import { openConsole } from '../admin-test-server';

const MERCHANT = 'm-1';
const ACCOUNT = `GET /api/admin/accounts/${MERCHANT}`;
const SUSPEND = `POST /api/admin/accounts/${MERCHANT}/suspend`;
const REINSTATE = `POST /api/admin/accounts/${MERCHANT}/reinstate`;

const timeline = (kind: Timeline['kind'], id: string): Timeline => ({ kind, id, title: `Merchant Reyes Coaching`, truncated: false, entries: [] });

const past: AccountSuspension = {
  reason: 'Chargebacks',
  suspendedBy: 'admin-1',
  suspendedByEmail: 'root@leadledger.test',
  suspendedAt: '2025-08-01T10:00:00.000Z',
  reinstatedBy: 'admin-1',
  reinstatedByEmail: 'root@leadledger.test',
  reinstatedAt: '2025-08-02T10:00:00.000Z',
  note: 'Paid up',
};
const active: AccountStatus = { userId: MERCHANT, role: 'merchant', suspended: false, suspensions: [past] };
const current: AccountSuspension = { ...past, reason: 'Spam bookings', suspendedAt: '2025-08-09T10:00:00.000Z', reinstatedAt: null, reinstatedBy: null, reinstatedByEmail: null, note: null };
const suspended: AccountStatus = { ...active, suspended: true, suspensions: [current, past] };

const panel = async () => screen.findByRole('region', { name: /Account/ }, { timeout: 5000 });

describe('Account panel', () => {
  it("shows a merchant's status, history and statement link, and suspends only with a reason after confirming", async () => {
    const user = userEvent.setup();
    let state = active;
    const { callsTo } = openConsole(`/admin/timelines/merchant/${MERCHANT}`, {
      [`GET /api/admin/timelines/merchant/${MERCHANT}`]: reply(200, timeline('merchant', MERCHANT)),
      [ACCOUNT]: () => reply(200, state),
      [SUSPEND]: () => {
        state = suspended;
        return reply(200, suspended);
      },
    });
    const region = await panel();
    expect(await within(region).findByText('Active')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Statement' })).toHaveAttribute('href', `/admin/merchants/${MERCHANT}/statement`);
    expect(within(region).getByRole('link', { name: 'Billing as of a date' })).toHaveAttribute('href', `/admin/as-of?merchant=${MERCHANT}`);
    const history = within(region).getByRole('list', { name: 'Suspension history' });
    expect(history).toHaveTextContent('Chargebacks');
    expect(history).toHaveTextContent('Paid up');

    await user.click(within(region).getByRole('button', { name: 'Suspend account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend account' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(within(dialog).getByText('Enter a reason of at least 3 characters.')).toBeInTheDocument();
    expect(callsTo('POST', `/api/admin/accounts/${MERCHANT}/suspend`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), '  Spam bookings ');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('POST', `/api/admin/accounts/${MERCHANT}/suspend`).map((c) => c.body)).toEqual([{ reason: 'Spam bookings' }]);
    expect(await within(region).findByText('Suspended')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Reinstate account' })).toBeInTheDocument();
    expect(within(region).getByText('Still suspended')).toBeInTheDocument();
  });

  it("reinstates with an optional note and keeps the server's refusal in the dialog", async () => {
    const user = userEvent.setup();
    const { callsTo } = openConsole(`/admin/timelines/merchant/${MERCHANT}`, {
      [`GET /api/admin/timelines/merchant/${MERCHANT}`]: reply(200, timeline('merchant', MERCHANT)),
      [ACCOUNT]: reply(200, suspended),
      [REINSTATE]: reply(409, { message: 'This account is not suspended, so there is nothing to reinstate.', code: 'AccountNotSuspended' }),
    });
    const region = await panel();
    await user.click(await within(region).findByRole('button', { name: 'Reinstate account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reinstate account' });
    await user.click(within(dialog).getByRole('button', { name: 'Reinstate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This account is not suspended, so there is nothing to reinstate.');
    expect(callsTo('POST', `/api/admin/accounts/${MERCHANT}/reinstate`).map((c) => c.body)).toEqual([{}]);
  });

  it('has no statement link for an affiliate and says when it was never suspended', async () => {
    openConsole('/admin/timelines/affiliate/a-1', {
      'GET /api/admin/timelines/affiliate/a-1': reply(200, timeline('affiliate', 'a-1')),
      'GET /api/admin/accounts/a-1': reply(200, { userId: 'a-1', role: 'affiliate', suspended: false, suspensions: [] }),
    });
    const region = await panel();
    expect(await within(region).findByText('Never suspended.')).toBeInTheDocument();
    expect(within(region).queryByRole('link', { name: 'Statement' })).not.toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Wallet as of a date' })).toHaveAttribute('href', expect.stringMatching(/^\/admin\/as-of\?affiliate=/));
  });

  it('shows the load error with a retry', async () => {
    openConsole(`/admin/timelines/merchant/${MERCHANT}`, {
      [`GET /api/admin/timelines/merchant/${MERCHANT}`]: reply(200, timeline('merchant', MERCHANT)),
      [ACCOUNT]: reply(500, { message: 'boom' }),
    });
    const region = await panel();
    expect(await within(region).findByText('Error loading admin data', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is not shown on a call or program timeline', async () => {
    openConsole('/admin/timelines/program/p-1', { 'GET /api/admin/timelines/program/p-1': reply(200, { ...timeline('program', 'p-1'), title: 'Program P' }) });
    expect(await screen.findByRole('heading', { name: 'Program P' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Account/ })).not.toBeInTheDocument();
  });
});
