import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../../test/fetch-mock';
import { makeReconciliation, openConsole } from '../admin-test-server';
import { lastDays, nextDay } from '../shared/date-range';

const { from, to } = lastDays(30);
const query = `period=day&from=${from}&to=${nextDay(to)}`;
const records = { rows: [], hasMore: false };
const unmatchedRecord = {
  kind: 'charge',
  processorId: 'ch_9',
  eventId: 'ev-9',
  streamId: 'call-c9',
  recordedAt: '2025-08-08T10:00:00.000Z',
  amountCents: 5500,
  ledgerCents: null,
  matched: false,
};

function open(reconciliation = makeReconciliation()) {
  return openConsole('/admin/reconciliation', {
    [`GET /api/admin/reconciliation?${query}`]: reply(200, reconciliation),
    'GET /api/admin/reconciliation/records?offset=0&limit=50': reply(200, records),
    'GET /api/admin/reconciliation/records?offset=0&limit=50&unmatchedOnly=true': reply(200, { rows: [unmatchedRecord], hasMore: false }),
  });
}

describe('Finance reconciliation', () => {
  it('says in green that nothing is unmatched, with the matched counts and the totals', async () => {
    open();
    const ok = await screen.findByText('No unmatched items', {}, { timeout: 5000 });
    expect(ok).toHaveClass('admin-alert-success');
    expect(screen.getByLabelText('Matched counts')).toHaveTextContent('Matched: 1 charges, 0 refunds, 1 payouts');
    const table = screen.getByRole('table', { name: 'Reconciliation' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2025-08-08$5.00$0.00$5.00$0.25$55.00$0.00$49.75');
    expect(rows[2]).toHaveTextContent('Total$5.00');
    expect(screen.getByText('No processor records yet.')).toBeInTheDocument();
  });

  it('lists what does not match, prominently', async () => {
    open(
      makeReconciliation({
        unmatched: [
          { kind: 'missing-journal', eventId: 'ev-9', processorId: 'ch_9', amountCents: 5500, detail: 'Charge has no ledger journal' },
          { kind: 'unbalanced-account', eventId: null, processorId: null, amountCents: 25, detail: 'processor:clearing is off by $0.25' },
        ],
      }),
    );
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('2 unmatched items');
    const items = within(alert).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Missing journal · $55.00 · Charge has no ledger journal · ch_9');
    expect(within(items[0]).getByRole('link', { name: 'View event' })).toHaveAttribute('href', '/admin/events?event=ev-9');
    expect(items[1]).toHaveTextContent('Unbalanced account · $0.25');
    expect(screen.queryByText('No unmatched items')).not.toBeInTheDocument();
  });

  it('links each table to its CSV with the same query, and filters processor records to the unmatched', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByText('No unmatched items', {}, { timeout: 5000 });
    const hrefs = () => screen.getAllByRole('link', { name: 'Download CSV' }).map((a) => a.getAttribute('href'));
    expect(hrefs()).toEqual([`/api/admin/export/reconciliation.csv?${query}`, '/api/admin/export/processor-records.csv']);

    await user.click(screen.getByRole('checkbox', { name: 'Unmatched only' }));
    const table = await screen.findByRole('table', { name: 'Processor records' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('chargech_9');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('No journalUnmatched');
    expect(hrefs()[1]).toBe('/api/admin/export/processor-records.csv?unmatchedOnly=true');
  });

  it('refuses a backwards range without asking the server', async () => {
    const user = userEvent.setup();
    const { calls } = open();
    await screen.findByText('No unmatched items', {}, { timeout: 5000 });
    const fromField = screen.getByLabelText('From');
    await user.clear(fromField);
    await user.type(fromField, '2099-01-01');
    expect(screen.getByRole('alert')).toHaveTextContent('From must be on or before To.');
    expect(calls.filter((c) => c.path.includes('from=2099'))).toEqual([]);
  });
});
