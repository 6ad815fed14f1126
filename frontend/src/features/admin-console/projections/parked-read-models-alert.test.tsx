import { screen } from '@testing-library/react';
import { reply } from '../../../test/fetch-mock';
import { openConsole } from '../admin-test-server';

jest.mock('recharts', () => jest.requireActual('../../../test/recharts-fixed-size').fixedSizeRecharts());

const running = { name: 'program-list', position: '00000000000000000742/00000000000000000042', lag: 0, eventsApplied: 12, updatedAt: '2026-11-25T10:00:00.000Z', parked: null };
const parked = {
  ...running,
  name: 'call-list',
  parked: { eventId: 'ev-9', eventType: 'CallBooked', error: 'null value in column "customer_email" violates not-null constraint', parkedAt: '2026-11-25T10:00:00.000Z' },
};

describe('Parked read models on the dashboard', () => {
  it('names each parked read model with its event and error, and links to Read models', async () => {
    openConsole('/admin', { 'GET /api/admin/projections': reply(200, [running, parked]) });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('1 read model is parked');
    expect(alert).toHaveTextContent('call-list on CallBooked: null value in column "customer_email" violates not-null constraint');
    expect(alert).not.toHaveTextContent('program-list');
    expect(screen.getByRole('link', { name: 'Open Read models to resume it' })).toHaveAttribute('href', '/admin/projections');
  });

  it('says nothing while every read model runs', async () => {
    openConsole('/admin', { 'GET /api/admin/projections': reply(200, [running]) });
    await screen.findByRole('list', { name: 'Totals' }, { timeout: 5000 });
    expect(screen.queryByText(/read models? (is|are) parked/)).not.toBeInTheDocument();
  });
});
