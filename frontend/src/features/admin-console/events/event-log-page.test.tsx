import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../../test/fetch-mock';
import { makeEventDetail, openConsole } from '../admin-test-server';

// ag-grid does not lay out in jsdom; the datasource has its own tests. This stub shows what it was given.
jest.mock('./event-log-grid', () => ({
  __esModule: true,
  default: ({ onSelect }: { onSelect: (id: string) => void }) => (
    <button type="button" onClick={() => onSelect('ev-1')}>
      Stub grid
    </button>
  ),
}));

describe('Event log', () => {
  it('opens the selected event with its summary, data, metadata, ledger lines and links', async () => {
    const user = userEvent.setup();
    const { router } = openConsole('/admin/events', { 'GET /api/admin/events/ev-1': reply(200, makeEventDetail()) });
    await user.click(await screen.findByRole('button', { name: 'Stub grid' }, { timeout: 5000 }));
    expect(router.state.location.search).toBe('?event=ev-1');

    const panel = await screen.findByRole('complementary', { name: 'Event detail' });
    expect(await within(panel).findByRole('heading', { name: 'CallApproved' })).toBeInTheDocument();
    // What happened in words comes before the raw data, its names opening their timelines.
    expect(within(panel).getByText(/approved/).textContent).toBe("Dana Lee approved Sam Carter's call: charged $55.00 = $50.00 commission + $5.00 fee");
    expect(within(panel).getByRole('link', { name: 'Dana Lee' })).toHaveAttribute('href', '/admin/timelines/merchant/m-1');
    expect(within(panel).getByRole('link', { name: "Sam Carter's call" })).toHaveAttribute('href', '/admin/timelines/call/c1');
    // The store's opaque position, whole, as the server sent it.
    expect(within(panel).getByText('00000000000000000742/00000000000000000042')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Event data')).toHaveTextContent('"chargeCents": 5500');
    expect(within(panel).getByLabelText('Event metadata')).toHaveTextContent('"correlationId": "corr-1"');
    const lines = within(panel).getByRole('table', { name: 'Ledger lines of this event' });
    expect(within(lines).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual([
      'processor:clearing$55.00',
      'affiliate:a1:payable$50.00',
      'platform:revenue:commission-fee$5.00',
    ]);
    expect(within(panel).getByRole('link', { name: 'call-c1' })).toHaveAttribute('href', '/admin/timelines/call/c1');

    await user.click(within(panel).getByRole('link', { name: 'corr-1' }));
    expect(router.state.location.pathname).toBe('/admin/events');
    expect(router.state.location.search).toBe('?correlationId=corr-1');
    expect(screen.getByLabelText('Correlation id')).toHaveValue('corr-1');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/admin/export/events.csv?correlationId=corr-1');
  });

  it('offers the event types and refuses a backwards date range', async () => {
    const user = userEvent.setup();
    const { router } = openConsole('/admin/events');
    const type = await screen.findByLabelText('Type', {}, { timeout: 5000 });
    await screen.findByRole('option', { name: 'CallApproved' });
    await user.selectOptions(type, 'CallApproved');
    expect(router.state.location.search).toBe('?type=CallApproved');

    await user.type(screen.getByLabelText('From'), '2025-08-10');
    await user.type(screen.getByLabelText('To'), '2025-08-01');
    expect(screen.getByRole('alert')).toHaveTextContent('From must be on or before To.');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(new URLSearchParams(router.state.location.search).get('to')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Stub grid' })).toBeInTheDocument();
  });

  it('filters by stream when Enter is pressed', async () => {
    const user = userEvent.setup();
    const { router } = openConsole('/admin/events');
    await user.type(await screen.findByLabelText('Stream', {}, { timeout: 5000 }), 'call-{Enter}');
    expect(router.state.location.search).toBe('?stream=call-');
  });
});
