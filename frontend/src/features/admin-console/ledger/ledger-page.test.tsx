import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../../test/fetch-mock';
import { approvalLines, openConsole } from '../admin-test-server';

const accounts = [
  { account: 'processor:clearing', kind: 'processor', balanceCents: 5500, lineCount: 1 },
  { account: 'affiliate:a1:payable', kind: 'affiliate', balanceCents: -5000, lineCount: 1 },
];
const journal = { journalId: 'j-1', eventId: 'ev-1', eventType: 'CallApproved', streamId: 'call-c1', recordedAt: '2025-08-08T10:00:00.000Z', lines: approvalLines };

describe('Ledger explorer', () => {
  it('lists balances, filters the journals by a clicked account and links lines to their event', async () => {
    const user = userEvent.setup();
    const { callsTo } = openConsole('/admin/ledger', {
      'GET /api/admin/ledger/accounts': reply(200, accounts),
      'GET /api/admin/ledger/journals?offset=0&limit=25': reply(200, { rows: [journal], hasMore: true }),
      'GET /api/admin/ledger/journals?offset=25&limit=25': reply(200, { rows: [], hasMore: false }),
      'GET /api/admin/ledger/journals?account=affiliate%3Aa1%3Apayable&offset=0&limit=25': reply(200, { rows: [journal], hasMore: false }),
    });
    const table = await screen.findByRole('table', { name: 'Ledger accounts' }, { timeout: 5000 });
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('affiliate:a1:payableaffiliate-$50.001');

    const lines = await screen.findByRole('table', { name: 'Journal j-1' });
    expect(within(lines).getAllByRole('link', { name: 'View event' })[0]).toHaveAttribute('href', '/admin/events?event=ev-1');
    // The journal names its call's stream, and a party's account opens that party's timeline.
    expect(screen.getByRole('link', { name: 'call-c1' })).toHaveAttribute('href', '/admin/timelines/call/c1');
    const party = approvalLines.find((l) => /^(affiliate|merchant):/.test(l.account))!;
    const [kind, id] = party.account.split(':');
    expect(within(lines).getByRole('link', { name: party.account })).toHaveAttribute('href', `/admin/timelines/${kind}/${id}`);
    expect(within(lines).queryByRole('link', { name: 'processor:clearing' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('No rows')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(callsTo('GET', '/api/admin/ledger/journals?offset=25&limit=25')).toHaveLength(1);

    await user.click(within(table).getByRole('button', { name: 'affiliate:a1:payable' }));
    expect(await screen.findByRole('heading', { name: 'Journals of affiliate:a1:payable' })).toBeInTheDocument();
    expect(callsTo('GET', '/api/admin/ledger/journals?account=affiliate%3Aa1%3Apayable&offset=0&limit=25')).toHaveLength(1);
    const csv = screen.getAllByRole('link', { name: 'Download CSV' }).map((a) => a.getAttribute('href'));
    expect(csv).toEqual(['/api/admin/export/ledger-accounts.csv', '/api/admin/export/ledger-journals.csv?account=affiliate%3Aa1%3Apayable']);
  });
});
