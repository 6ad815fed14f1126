import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IDatasource, IGetRowsParams } from 'ag-grid-community';
import { makeEventRow } from '../admin-test-server';
import EventLogGrid from './event-log-grid';

// A smoke test of the real grid in jsdom: it has no layout, so only what does not need one is checked.
describe('Event log grid', () => {
  it('asks its datasource for the first page, newest first, with every module it uses registered', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const getRows = jest.fn((params: IGetRowsParams) => params.successCallback([makeEventRow()], 1));
    const datasource: IDatasource = { getRows };
    render(<EventLogGrid datasource={datasource} selectedEventId={null} onSelect={() => {}} />);
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

  it('selects the clicked event', async () => {
    const onSelect = jest.fn();
    const datasource: IDatasource = { getRows: (params) => params.successCallback([makeEventRow({ eventId: 'ev-7', type: 'PayoutCompleted' })], 1) };
    render(<EventLogGrid datasource={datasource} selectedEventId={null} onSelect={onSelect} />);
    await userEvent.setup().click(await screen.findByText('PayoutCompleted'));
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith('ev-7'));
  });
});
