import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../test/fetch-mock';
import { makeIntegration, makeProgram } from '../../test/fixtures';
import { openDashboard } from './dashboard-test-server';
import { parseCommission } from './edit-program-dialog';

const toastRegion = () => screen.findByRole('region', { name: /notifications/i });
const program = makeProgram({ id: 'prog-1', name: 'Discovery calls', payoutAmount: 40 });

beforeEach(() => localStorage.clear());

describe('Program changes on the merchant dashboard', () => {
  it('edits the commission with validation, telling the merchant booked calls keep theirs', async () => {
    const user = userEvent.setup();
    const updated = { ...program, payoutAmount: 55, lastCommissionChange: { fromAmount: 40, toAmount: 55, changedAt: '2026-11-03T10:00:00.000Z' } };
    let current = program;
    const { callsTo } = openDashboard({
      'GET /api/integrations/calendar': reply(200, [makeIntegration()]),
      'GET /api/affiliate-programs/merchant': () => reply(200, [current]),
      'PATCH /api/affiliate-programs/prog-1': () => {
        current = updated;
        return reply(200, updated);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Discovery calls' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit program' });
    expect(dialog).toHaveTextContent('Calls already booked keep the commission they were booked with.');
    const commission = within(dialog).getByLabelText('Commission per approved call ($)');
    await user.clear(commission);
    await user.type(commission, '10.555');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByText(/more than \$0 and at most \$10,000/)).toBeInTheDocument();
    expect(callsTo('PATCH', '/api/affiliate-programs/prog-1')).toHaveLength(0);
    await user.clear(commission);
    await user.type(commission, '55');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(await toastRegion()).findByText('Program updated')).toBeInTheDocument();
    expect(callsTo('PATCH', '/api/affiliate-programs/prog-1')[0].body).toEqual({ payoutPerCall: 55 });
    expect(await screen.findByText(/Commission changed from \$40\.00 to \$55\.00/)).toBeInTheDocument();
  });

  it('sets the decision deadline with validation: days from 1 to 30 and what happens at the deadline', async () => {
    const user = userEvent.setup();
    const { callsTo } = openDashboard({
      'GET /api/integrations/calendar': reply(200, [makeIntegration()]),
      'GET /api/affiliate-programs/merchant': reply(200, [program]),
      'PATCH /api/affiliate-programs/prog-1': () => reply(200, { ...program, decisionTerms: { days: 3, onDeadline: 'approve' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Discovery calls' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit program' });
    const days = within(dialog).getByLabelText('Days after the call to approve or reject');
    expect(days).toHaveValue('7');
    await user.clear(days);
    await user.type(days, '45');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByText('Enter a whole number of days from 1 to 30.')).toBeInTheDocument();
    expect(callsTo('PATCH', '/api/affiliate-programs/prog-1')).toHaveLength(0);
    await user.clear(days);
    await user.type(days, '3');
    await user.selectOptions(within(dialog).getByLabelText('If a call is still undecided at the deadline'), 'approve');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(await toastRegion()).findByText('Program updated')).toBeInTheDocument();
    expect(callsTo('PATCH', '/api/affiliate-programs/prog-1')[0].body).toEqual({ decisionTerms: { days: 3, onDeadline: 'approve' } });
  });

  it('pauses after confirmation, shows why, and resumes', async () => {
    const user = userEvent.setup();
    let current = program;
    const { callsTo } = openDashboard({
      'GET /api/affiliate-programs/merchant': () => reply(200, [current]),
      'POST /api/affiliate-programs/prog-1/pause': () => {
        current = { ...program, status: 'paused', pausedReason: 'merchant' };
        return reply(200, current);
      },
      'POST /api/affiliate-programs/prog-1/resume': () => {
        current = program;
        return reply(200, current);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Pause Discovery calls' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Pause this program?' })).getByRole('button', { name: 'Pause Program' }));
    expect(await within(await toastRegion()).findByText('Program paused')).toBeInTheDocument();
    expect(await screen.findByText('Paused', { selector: '.badge' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume Discovery calls' }));
    expect(await within(await toastRegion()).findByText('Program resumed')).toBeInTheDocument();
    expect(callsTo('POST', '/api/affiliate-programs/prog-1/resume')).toHaveLength(1);
  });

  it('says a program was paused by a calendar disconnect and how it resumes', async () => {
    openDashboard({ 'GET /api/affiliate-programs/merchant': reply(200, [{ ...program, status: 'paused', pausedReason: 'calendar-disconnected' }]) });
    expect(await screen.findByText('Paused: calendar disconnected')).toBeInTheDocument();
    expect(screen.getByText(/Connecting the calendar again in Integrations resumes it/)).toBeInTheDocument();
  });

  it('reads commissions as dollars with at most two decimals', () => {
    expect(parseCommission('75')).toBe(75);
    expect(parseCommission(' 72.50 ')).toBe(72.5);
    for (const bad of ['', '0', '10.555', '-5', '10001', 'abc', '1e3']) expect(parseCommission(bad)).toBeNull();
  });
});

describe('Bookings not credited to an affiliate', () => {
  it('lists Calendly bookings through a removed affiliate\'s old link, and shows nothing when there are none', async () => {
    openDashboard({
      'GET /api/calls/unattributed': reply(200, [
        { id: 'u1', programName: 'Discovery calls', referralCode: 'abc12345', customerName: 'Old Link', customerEmail: 'old@example.com', scheduledAt: '2026-11-30T15:00:00.000Z', reason: 'affiliate-removed', recordedAt: '2026-11-24T10:00:00.000Z' },
      ]),
    });
    const list = await screen.findByRole('list', { name: 'Bookings not credited to an affiliate' });
    expect(list).toHaveTextContent('Old Link (old@example.com)');
    expect(list).toHaveTextContent('Discovery calls: the link belonged to an affiliate you removed');
  });
});
