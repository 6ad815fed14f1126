import type { ProcessorReconciliation, ProcessorReconciliationItem } from '@leadledger/contracts/admin-processor-reconciliation';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeResponse, reply } from '../../../test/fetch-mock';
import { makeReconciliation, openConsole } from '../admin-test-server';
import { lastDays, nextDay } from '../shared/date-range';

const { from, to } = lastDays(30);
const processorPath = `/api/admin/reconciliation/processor?from=${from}&to=${to}`;

function makeReport(overrides: Partial<ProcessorReconciliation> = {}): ProcessorReconciliation {
  return {
    from,
    to,
    processorMode: 'sandbox',
    matched: { charge: { count: 2, cents: 2718 }, refund: { count: 1, cents: -1359 }, payout: { count: 1, cents: -1210 } },
    totals: { processorCents: 149, ledgerCents: 149, processorFeesCents: 0 },
    processorOnly: [],
    ledgerOnly: [],
    amountDiffers: [],
    other: [],
    ...overrides,
  };
}

const item = (overrides: Partial<ProcessorReconciliationItem>): ProcessorReconciliationItem => ({
  kind: 'charge', processorId: 'ch_1', balanceTransactionId: null, processorCents: null, ledgerCents: null, at: '2025-08-08T10:00:00.000Z',
  eventId: null, callId: null, merchantId: null, affiliateId: null, payoutId: null, ...overrides,
});

async function openProcessorTab(answer: FakeResponse | (() => Promise<FakeResponse>)) {
  const user = userEvent.setup();
  const server = openConsole('/admin/reconciliation', {
    [`GET /api/admin/reconciliation?period=day&from=${from}&to=${nextDay(to)}`]: reply(200, makeReconciliation()),
    'GET /api/admin/reconciliation/records?offset=0&limit=50': reply(200, { rows: [], hasMore: false }),
    [`GET ${processorPath}`]: answer,
  });
  await user.click(await screen.findByRole('tab', { name: 'Against the processor' }, { timeout: 5000 }));
  return { user, ...server };
}

describe('Reconciliation against the processor', () => {
  it('says everything matches, with the matched counts and cents, and links the CSV of the same period', async () => {
    await openProcessorTab(reply(200, makeReport()));
    expect(await screen.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent('Everything matches');
    expect(screen.getByRole('tab', { name: 'Against the processor' })).toHaveAttribute('aria-selected', 'true');
    const totals = screen.getByLabelText('Matched totals');
    expect(totals).toHaveTextContent('Charges matched2 · $27.18');
    expect(totals).toHaveTextContent('Refunds matched1 · -$13.59');
    expect(totals).toHaveTextContent('Payouts matched1 · -$12.10');
    expect(screen.getByText('Sandbox')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', `/api/admin/reconciliation/processor.csv?from=${from}&to=${to}`);
    expect(screen.queryByRole('table', { name: 'Ledger only' })).not.toBeInTheDocument();
  });

  it('lists the unmatched in three groups, linking whose they are to timelines and ours to the event', async () => {
    await openProcessorTab(
      reply(
        200,
        makeReport({
          processorOnly: [item({ processorId: 'ch_proc', processorCents: 500, balanceTransactionId: 'txn_1' })],
          ledgerOnly: [item({ processorId: 'ch_ours', ledgerCents: 1359, eventId: 'ev-7', callId: 'call-1234567890', merchantId: 'merchant-abcdefgh', affiliateId: 'affiliate-xyz' })],
          amountDiffers: [item({ kind: 'payout', processorId: 'tr_9', processorCents: -1300, ledgerCents: -1210, eventId: 'ev-9', affiliateId: 'aff-99', payoutId: 'payout-555' })],
        }),
      ),
    );
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('3 items do not match the processor');

    const processorOnly = within(screen.getByRole('table', { name: 'Processor only' })).getAllByRole('row')[1];
    expect(processorOnly).toHaveTextContent('ch_proc$5.00No recordNot knownNone');

    const ledgerOnly = within(screen.getByRole('table', { name: 'Ledger only' })).getAllByRole('row')[1];
    expect(ledgerOnly).toHaveTextContent('ch_oursNo record$13.59');
    expect(within(ledgerOnly).getByRole('link', { name: 'Call call-123' })).toHaveAttribute('href', '/admin/timelines/call/call-1234567890');
    expect(within(ledgerOnly).getByRole('link', { name: 'Merchant merchant' })).toHaveAttribute('href', '/admin/timelines/merchant/merchant-abcdefgh');
    expect(within(ledgerOnly).getByRole('link', { name: 'Affiliate affiliat' })).toHaveAttribute('href', '/admin/timelines/affiliate/affiliate-xyz');
    expect(within(ledgerOnly).getByRole('link', { name: 'View event' })).toHaveAttribute('href', '/admin/events?event=ev-7');

    const differs = within(screen.getByRole('table', { name: 'Amount differs' })).getAllByRole('row')[1];
    expect(differs).toHaveTextContent('tr_9-$13.00-$12.10');
    expect(differs).toHaveTextContent('Payout payout-5');
  });

  it('shows a spinner while the processor answers', async () => {
    let answer: (response: FakeResponse) => void = () => undefined;
    await openProcessorTab(() => new Promise<FakeResponse>((resolve) => (answer = resolve)));
    expect(await screen.findByRole('status', { name: "Loading the processor's records" }, { timeout: 5000 })).toBeInTheDocument();
    answer(reply(200, makeReport()));
    expect(await screen.findByText('Everything matches', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('says the data could not be loaded when the processor does not answer, and tries again on request', async () => {
    const { user, callsTo } = await openProcessorTab(reply(503, { message: 'The payment processor did not give its records.' }));
    expect(await screen.findByText('Error loading admin data', {}, { timeout: 8000 })).toBeInTheDocument();
    const before = callsTo('GET', processorPath).length;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(callsTo('GET', processorPath).length).toBeGreaterThan(before);
  });

  it('refuses a period longer than 366 days without asking the server', async () => {
    const { user, calls } = await openProcessorTab(reply(200, makeReport()));
    await screen.findByText('Everything matches', {}, { timeout: 5000 });
    const fromField = screen.getByLabelText('From');
    await user.clear(fromField);
    await user.type(fromField, '2020-01-01');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a period of at most 366 days.');
    expect(calls.filter((c) => c.path.includes('from=2020'))).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Download CSV' })).not.toBeInTheDocument();
  });
});
