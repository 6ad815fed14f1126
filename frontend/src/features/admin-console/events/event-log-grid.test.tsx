import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IDatasource, IGetRowsParams } from 'ag-grid-community';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { makeEventRow } from '../admin-test-server';
import EventLogGrid from './event-log-grid';

/** The grid inside a router: the summary's names are links to timelines. */
function renderGrid(grid: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/admin/events', element: grid },
      { path: '/admin/timelines/:kind/:id', element: <p>Timeline page</p> },
    ],
    { initialEntries: ['/admin/events'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

// A smoke test of the real grid in jsdom: it has no layout, so only what does not need one is checked.
describe('Event log grid', () => {
  it('asks its datasource for the first page, newest first, with every module it uses registered', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const getRows = jest.fn((params: IGetRowsParams) => params.successCallback([makeEventRow()], 1));
    const datasource: IDatasource = { getRows };
    renderGrid(<EventLogGrid datasource={datasource} selectedEventId={null} onSelect={() => {}} />);
    await waitFor(() => expect(getRows).toHaveBeenCalled());
    const params = getRows.mock.calls[0][0];
    expect(params.startRow).toBe(0);
    expect(params.endRow).toBe(50);
    expect(params.sortModel).toEqual([expect.objectContaining({ colId: 'position', sort: 'desc' })]);
    expect(screen.getByRole('region', { name: 'Events' })).toBeInTheDocument();
    // ag-grid reports a feature whose module is not registered (error #200) on the console.
    expect(errors.mock.calls).toEqual([]);
    expect(warnings.mock.calls).toEqual([]);
    errors.mockRestore();
    warnings.mockRestore();
  });

  it('shows the summary first, its names linking to their timelines', async () => {
    const datasource: IDatasource = { getRows: (params) => params.successCallback([makeEventRow()], 1) };
    renderGrid(<EventLogGrid datasource={datasource} selectedEventId={null} onSelect={() => {}} />);
    const merchant = await screen.findByRole('link', { name: 'Dana Lee' });
    expect(merchant).toHaveAttribute('href', '/admin/timelines/merchant/m-1');
    expect(screen.getByRole('link', { name: "Sam Carter's call" })).toHaveAttribute('href', '/admin/timelines/call/c1');
    expect(merchant.closest('[role="gridcell"]')).toHaveTextContent("Dana Lee approved Sam Carter's call: charged $55.00 = $50.00 commission + $5.00 fee");
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent?.trim())[0]).toBe('Summary');
    // The stream id opens its subject's timeline too.
    const row = makeEventRow();
    const subject = /^call-(.+)$/.exec(row.streamId);
    expect(subject).not.toBeNull();
    expect(screen.getByRole('link', { name: row.streamId })).toHaveAttribute('href', `/admin/timelines/call/${subject![1]}`);
  });

  it('selects the clicked event, but not when a name in its summary is followed', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    const datasource: IDatasource = { getRows: (params) => params.successCallback([makeEventRow({ eventId: 'ev-7', type: 'PayoutCompleted' })], 1) };
    const router = renderGrid(<EventLogGrid datasource={datasource} selectedEventId={null} onSelect={onSelect} />);
    await user.click(await screen.findByText('PayoutCompleted'));
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith('ev-7'));
    onSelect.mockClear();
    await user.click(screen.getByRole('link', { name: 'Dana Lee' }));
    expect(router.state.location.pathname).toBe('/admin/timelines/merchant/m-1');
    expect(onSelect).not.toHaveBeenCalled();
  });
});
