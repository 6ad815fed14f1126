import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../test/fetch-mock';
import { makeBillingStatus, makeCall, makeIntegration, makeProgram } from '../../test/fixtures';
import { openDashboard } from './dashboard-test-server';
import { parseCountries } from './lead-rules-form';

const toastRegion = () => screen.findByRole('region', { name: /notifications/i });
const selfBooked = makeCall({
  id: 'call-self',
  customerName: 'Alan Turing',
  quality: {
    score: 0,
    signals: [
      { code: 'self-booking-email', detail: "The customer's email is the affiliate's own account email." },
      { code: 'self-booking-ip', detail: 'Booked from a network the affiliate signed in from.' },
    ],
  },
});
const doubtful = makeCall({ id: 'call-doubt', customerName: 'Dee Doubt', quality: { score: 70, signals: [{ code: 'duplicate', detail: 'The same customer booked with you in the last 30 days.' }] } });
const clean = makeCall({ id: 'call-clean', customerName: 'Cleo Clean', quality: { score: 100, signals: [] } });

beforeEach(() => localStorage.clear());

describe('Lead quality on the merchant dashboard', () => {
  it('badges flagged pending calls by how low they score, and leaves clean and older calls alone', async () => {
    openDashboard({ 'GET /api/calls/pending': reply(200, [selfBooked, doubtful, clean, makeCall({ id: 'call-old', customerName: 'Old Call' })]) });
    const rows = within(await screen.findByRole('table', { name: 'Pending calls' })).getAllByRole('row');
    expect(within(rows[1]).getByText('Low quality · 2 reasons')).toHaveClass('badge', 'badge-danger');
    expect(within(rows[2]).getByText('Some doubts · 1 reason')).toHaveClass('badge', 'badge-warning');
    expect(within(rows[3]).queryByText(/quality|doubts/)).not.toBeInTheDocument();
    expect(within(rows[4]).queryByText(/quality|doubts/)).not.toBeInTheDocument();
  });

  it('lists the reasons in words in the approve dialog', async () => {
    const user = userEvent.setup();
    openDashboard({ 'GET /api/calls/pending': reply(200, [selfBooked]), 'GET /api/billing/setup-status': reply(200, makeBillingStatus()) });
    await user.click(await screen.findByRole('button', { name: 'Approve call with Alan Turing' }));
    const reasons = within(screen.getByRole('dialog', { name: 'Approve Call' })).getByRole('region', { name: 'Lead quality' });
    expect(reasons).toHaveTextContent('Lead quality 0/100: 2 reasons to check before approving');
    const items = within(reasons).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent("Affiliate's own email: The customer's email is the affiliate's own account email.");
    expect(items[1]).toHaveTextContent("Affiliate's own network: Booked from a network the affiliate signed in from.");
  });

  it('sets a program’s lead rules from the edit dialog, checking the countries first', async () => {
    const user = userEvent.setup();
    const program = makeProgram({ id: 'prog-1', name: 'Discovery calls' });
    const { callsTo } = openDashboard({
      'GET /api/integrations/calendar': reply(200, [makeIntegration()]),
      'GET /api/affiliate-programs/merchant': reply(200, [program]),
      'GET /api/affiliate-programs/prog-1/lead-rules': reply(200, { expectedCountries: ['+1'], rejectAtOrBelow: null, rejectSignals: [] }),
      'PUT /api/affiliate-programs/prog-1/lead-rules': (request) => reply(200, request.body),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Discovery calls' }));
    const form = await screen.findByRole('form', { name: 'Lead rules' });
    const countries = within(form).getByLabelText('Expected countries (phone calling codes)');
    expect(countries).toHaveValue('+1');
    await user.clear(countries);
    await user.type(countries, '+1, UK');
    await user.click(within(form).getByRole('button', { name: 'Save lead rules' }));
    expect(within(form).getByText(/Enter calling codes with a plus sign/)).toBeInTheDocument();
    expect(callsTo('PUT', '/api/affiliate-programs/prog-1/lead-rules')).toHaveLength(0);
    await user.clear(countries);
    await user.type(countries, '+1, +44');
    await user.type(within(form).getByLabelText('Reject automatically at or below this score'), '20');
    await user.click(within(form).getByRole('checkbox', { name: "Affiliate's own email" }));
    await user.click(within(form).getByRole('button', { name: 'Save lead rules' }));
    expect(await within(await toastRegion()).findByText('Lead rules saved')).toBeInTheDocument();
    expect(callsTo('PUT', '/api/affiliate-programs/prog-1/lead-rules')[0].body).toEqual({ expectedCountries: ['+1', '+44'], rejectAtOrBelow: 20, rejectSignals: ['self-booking-email'] });
  });

  it('reads calling codes separated by commas or spaces', () => {
    expect(parseCountries('+1, +44 +358')).toEqual(['+1', '+44', '+358']);
    expect(parseCountries('')).toEqual([]);
    expect(parseCountries('+1, 44')).toBeNull();
  });
});
