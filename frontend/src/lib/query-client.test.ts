import { QueryObserver } from '@tanstack/react-query';
import { sessionQueryOptions } from '../api/session';
import { mockFetch, reply } from '../test/fetch-mock';
import { makeUser } from '../test/render-app';
import { createQueryClient, shouldRetryQuery } from './query-client';

describe('query retry rule (docs/product/limits-and-timings.md)', () => {
  it('retries a failed query once', () => {
    expect(shouldRetryQuery(0, new Error('500: boom'))).toBe(true);
    expect(shouldRetryQuery(1, new Error('500: boom'))).toBe(false);
  });

  it('never retries a 401 or a network failure', () => {
    expect(shouldRetryQuery(0, new Error('401: {"message":"Not signed in"}'))).toBe(false);
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(false);
    expect(shouldRetryQuery(0, new TypeError('NetworkError when attempting to fetch resource.'))).toBe(false);
  });

  it('sets the client-wide defaults', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: 300_000,
      gcTime: 300_000,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
      refetchOnReconnect: false,
      refetchInterval: false,
      retry: shouldRetryQuery,
    });
    expect(mutations?.retry).toBe(false);
  });

  it('GETs the path formed from the key parts', async () => {
    const { calls } = mockFetch({ 'GET /api/affiliate-programs/by-code/ABC': reply(200, { name: 'P' }) });
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/affiliate-programs', 'by-code', 'ABC'] })).resolves.toEqual({ name: 'P' });
    expect(calls).toHaveLength(1);
  });

  it('does not retry a query answered 401', async () => {
    const { calls } = mockFetch({ 'GET /api/stats/affiliate': reply(401, { message: 'Sign in' }) });
    const client = createQueryClient();
    const observer = new QueryObserver(client, { queryKey: ['/api/stats/affiliate'] });
    const unsubscribe = observer.subscribe(() => {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(observer.getCurrentResult().status).toBe('error');
    expect(calls).toHaveLength(1);
    unsubscribe();
  });
});

describe('session query', () => {
  it('asks /api/auth/session and reads `user: null` as "signed out" without an error', async () => {
    const { calls } = mockFetch({ 'GET /api/auth/session': reply(200, { user: null }) });
    await expect(createQueryClient().fetchQuery(sessionQueryOptions())).resolves.toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['/api/auth/session']);
  });

  it('reads the signed-in user from the answer', async () => {
    const user = makeUser();
    mockFetch({ 'GET /api/auth/session': reply(200, { user }) });
    await expect(createQueryClient().fetchQuery(sessionQueryOptions())).resolves.toEqual(user);
  });

  it('is fresh for 2 minutes and refetched on mount, not on focus', () => {
    expect(sessionQueryOptions()).toMatchObject({ staleTime: 120_000, refetchOnMount: true, refetchOnWindowFocus: false });
  });

  it('retries once on a server error but not on a network failure', () => {
    const retry = sessionQueryOptions().retry as (count: number, error: Error) => boolean;
    expect(retry(0, new Error('500: boom'))).toBe(true);
    expect(retry(1, new Error('500: boom'))).toBe(false);
    expect(retry(0, new TypeError('Failed to fetch'))).toBe(false);
  });
});
