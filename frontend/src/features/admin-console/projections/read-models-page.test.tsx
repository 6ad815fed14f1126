import type { ReadModelStatus } from '@leadledger/contracts/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../../test/fetch-mock';
import { openConsole } from '../admin-test-server';

const LIST = 'GET /api/admin/projections';
const RESUME = 'POST /api/admin/projections/call-list/resume';
const ERROR = 'call_list: null value in column "merchant_id" violates not-null constraint';

function makeStatus(overrides: Partial<ReadModelStatus> = {}): ReadModelStatus {
  return { name: 'program-list', position: '00000000000000000742/00000000000000000042', lag: 0, eventsApplied: 1234, updatedAt: new Date().toISOString(), parked: null, ...overrides };
}

const parked = makeStatus({
  name: 'call-list',
  lag: 3,
  eventsApplied: 40,
  parked: { eventId: 'ev-9', eventType: 'CallBooked', error: ERROR, parkedAt: '2025-08-08T10:00:00.000Z' },
});

const rowOf = (table: HTMLElement, name: string) => within(table).getAllByRole('row').find((row) => row.textContent?.startsWith(name))!;

describe('Read models', () => {
  it('shows a parked read model with its event and error, and resumes it after a confirmation', async () => {
    const user = userEvent.setup();
    let resumed = false;
    const { callsTo } = openConsole('/admin/projections', {
      [LIST]: () => reply(200, [makeStatus(), resumed ? { ...parked, parked: null } : parked]),
      [RESUME]: () => {
        resumed = true;
        return reply(200, { ...parked, parked: null });
      },
    });
    const table = await screen.findByRole('table', { name: 'Read models' }, { timeout: 5000 });
    const live = rowOf(table, 'program-list');
    expect(live).toHaveTextContent('Live');
    expect(live).toHaveTextContent('1,234');
    expect(live).toHaveTextContent('just now');
    expect(within(live).queryByRole('button')).not.toBeInTheDocument();

    const stuck = rowOf(table, 'call-list');
    expect(stuck).toHaveTextContent('Parked');
    expect(stuck).toHaveTextContent('CallBooked');
    expect(stuck).toHaveTextContent(ERROR);
    expect(within(stuck).getByRole('link', { name: 'ev-9' })).toHaveAttribute('href', '/admin/events?event=ev-9');

    await user.click(within(stuck).getByRole('button', { name: 'Resume call-list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resume read model' });
    expect(callsTo('POST', '/api/admin/projections/call-list/resume')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Resume' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('POST', '/api/admin/projections/call-list/resume')).toHaveLength(1);
    await waitFor(() => expect(rowOf(screen.getByRole('table', { name: 'Read models' }), 'call-list')).toHaveTextContent('Behind 3 events'));
    expect(within(rowOf(screen.getByRole('table', { name: 'Read models' }), 'call-list')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the server\'s reason when resuming fails', async () => {
    const user = userEvent.setup();
    openConsole('/admin/projections', {
      [LIST]: reply(200, [parked]),
      [RESUME]: reply(409, { message: 'The read model "call-list" is not parked.', code: 'ReadModelNotParked' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Resume call-list' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Resume read model' });
    await user.click(within(dialog).getByRole('button', { name: 'Resume' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The read model "call-list" is not parked.');
    expect(within(dialog).getByRole('button', { name: 'Resume' })).toBeEnabled();
  });

  it('says "Error loading admin data" when the list cannot be loaded', async () => {
    openConsole('/admin/projections', { [LIST]: reply(500, { message: 'boom' }) });
    expect(await screen.findByText('Error loading admin data', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says so when no read model is registered', async () => {
    openConsole('/admin/projections', { [LIST]: reply(200, []) });
    expect(await screen.findByText('No read models are registered.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
