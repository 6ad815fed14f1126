import type { EventLogPage } from '@leadledger/contracts/admin';
import type { IGetRowsParams } from 'ag-grid-community';
import { fetchEventLogPage } from '../../../api/admin';
import { mockFetch, reply } from '../../../test/fetch-mock';
import { makeEventRow } from '../admin-test-server';
import { emptyFilters, filtersError, filtersFromSearch } from './event-filters';
import { createEventLogDatasource, eventLogQuery, lastRowOf } from './event-log.datasource';

/** What the Infinite Row Model hands the datasource for one block; the callbacks are spies. */
function block(overrides: Partial<IGetRowsParams> = {}) {
  return {
    startRow: 0,
    endRow: 50,
    sortModel: [],
    filterModel: {},
    successCallback: jest.fn(),
    failCallback: jest.fn(),
    ...overrides,
  } as unknown as IGetRowsParams & { successCallback: jest.Mock; failCallback: jest.Mock };
}

const page = (rows: number, hasMore: boolean): EventLogPage => ({
  rows: Array.from({ length: rows }, (_, i) => makeEventRow({ eventId: `ev-${i}`, position: String(i) })),
  hasMore,
});

describe('event log datasource: query', () => {
  it('turns the block range into offset and limit and the sort model into sort and order', () => {
    expect(eventLogQuery(emptyFilters, block({ startRow: 100, endRow: 150, sortModel: [{ colId: 'recordedAt', sort: 'asc' }] }))).toEqual(
      expect.objectContaining({ sort: 'recordedAt', order: 'asc', offset: 100, limit: 50 }),
    );
    // The grid's "stream" column shows streamId but sorts by the server's `stream`.
    expect(eventLogQuery(emptyFilters, block({ sortModel: [{ colId: 'stream', sort: 'desc' }] }))).toMatchObject({ sort: 'stream', order: 'desc' });
  });

  it('leaves sorting to the server when no sortable column is sorted', () => {
    const query = eventLogQuery(emptyFilters, block({ sortModel: [{ colId: 'actor', sort: 'asc' }] }));
    expect(query.sort).toBeUndefined();
    expect(query.order).toBeUndefined();
  });

  it('sends the filters, with the day range as instants (to exclusive, so the To day counts)', () => {
    const filters = { ...emptyFilters, type: 'CallApproved', stream: 'call-', actor: 'system', correlationId: 'corr-9', from: '2025-08-01', to: '2025-08-31' };
    expect(eventLogQuery(filters, block())).toEqual({
      type: 'CallApproved',
      stream: 'call-',
      actor: 'system',
      correlationId: 'corr-9',
      from: '2025-08-01T00:00:00.000Z',
      to: '2025-09-01T00:00:00.000Z',
      sort: undefined,
      order: undefined,
      offset: 0,
      limit: 50,
    });
  });
});

describe('event log datasource: rows', () => {
  it('asks GET /api/admin/events with the query string and keeps paging while hasMore', async () => {
    const path = '/api/admin/events?type=CallBooked&correlationId=corr+1&sort=position&order=desc&offset=50&limit=50';
    const { callsTo } = mockFetch({ [`GET ${path}`]: reply(200, page(50, true)) });
    const params = block({ startRow: 50, endRow: 100, sortModel: [{ colId: 'position', sort: 'desc' }] });
    createEventLogDatasource({ ...emptyFilters, type: 'CallBooked', correlationId: 'corr 1' }, fetchEventLogPage).getRows(params);
    await waitForCall(params.successCallback);
    expect(callsTo('GET', path)).toHaveLength(1);
    expect(params.successCallback).toHaveBeenCalledWith(expect.any(Array), -1);
    expect(params.successCallback.mock.calls[0][0]).toHaveLength(50);
  });

  it('tells the grid the last row once the server has no more', async () => {
    mockFetch({ 'GET /api/admin/events?offset=100&limit=50': reply(200, page(7, false)) });
    const params = block({ startRow: 100, endRow: 150 });
    createEventLogDatasource(emptyFilters, fetchEventLogPage).getRows(params);
    await waitForCall(params.successCallback);
    expect(params.successCallback).toHaveBeenCalledWith(expect.any(Array), 107);
    expect(lastRowOf({ startRow: 0 }, page(0, false))).toBe(0);
  });

  it('fails the block and reports when the server fails', async () => {
    mockFetch({ 'GET /api/admin/events?offset=0&limit=50': reply(500, { message: 'boom' }) });
    const onError = jest.fn();
    const params = block();
    createEventLogDatasource(emptyFilters, fetchEventLogPage, onError).getRows(params);
    await waitForCall(params.failCallback);
    expect(onError).toHaveBeenCalled();
    expect(params.successCallback).not.toHaveBeenCalled();
  });
});

describe('event log filters', () => {
  it('reads the filters from the URL and checks the day range', () => {
    const filters = filtersFromSearch(new URLSearchParams('correlationId=corr-1&from=2025-08-10&to=2025-08-01&event=ev-1'));
    expect(filters).toEqual({ ...emptyFilters, correlationId: 'corr-1', from: '2025-08-10', to: '2025-08-01' });
    expect(filtersError(filters)).toBe('From must be on or before To.');
    expect(filtersError({ ...emptyFilters, from: '2025-13-45' })).toBe('From is not a valid date.');
    expect(filtersError({ ...emptyFilters, from: '2025-08-01', to: '2025-08-01' })).toBeNull();
  });
});

async function waitForCall(fn: jest.Mock) {
  for (let i = 0; i < 50 && fn.mock.calls.length === 0; i += 1) await new Promise((r) => setTimeout(r, 5));
}
