import { mockFetch, reply } from '../test/fetch-mock';
import { ApiError, api, errorMessage, fieldErrorsOf, isNetworkError } from './api-client';

describe('api client', () => {
  it('sends JSON with the session cookie and returns the parsed body', async () => {
    const { calls } = mockFetch({ 'POST /api/auth/login': reply(200, { id: 'u1' }) });
    await expect(api.post('/api/auth/login', { email: 'a@b.co' })).resolves.toEqual({ id: 'u1' });
    expect(calls[0].init.credentials).toBe('include');
    expect(calls[0].init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(calls[0].body).toEqual({ email: 'a@b.co' });
  });

  it('returns undefined for an empty 204 answer', async () => {
    mockFetch({ 'POST /api/auth/logout': reply(204) });
    await expect(api.post('/api/auth/logout')).resolves.toBeUndefined();
  });

  it('turns a failed response into "{status}: {body}" and keeps the server message apart', async () => {
    const body = { message: 'Email is already registered', errors: { email: 'Already in use' } };
    mockFetch({ 'POST /api/auth/register': reply(409, body, 'Conflict') });
    const error = await api.post('/api/auth/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`409: ${JSON.stringify(body)}`);
    expect((error as ApiError).status).toBe(409);
    expect(errorMessage(error, 'fallback')).toBe('Email is already registered');
    expect(fieldErrorsOf(error)).toEqual({ email: 'Already in use' });
  });

  it('uses the status text when the body is empty, and the fallback for the toast', async () => {
    mockFetch({ 'GET /api/x': reply(502, undefined, 'Bad Gateway') });
    const error = await api.get('/api/x').catch((e: unknown) => e);
    expect((error as Error).message).toBe('502: Bad Gateway');
    expect(errorMessage(error, 'Failed to update profile')).toBe('Failed to update profile');
  });

  it('keeps a non-JSON body in the message without pretending it is a server message', async () => {
    mockFetch({ 'GET /api/x': reply(500, 'upstream exploded', 'Internal Server Error') });
    const error = await api.get('/api/x').catch((e: unknown) => e);
    expect((error as Error).message).toBe('500: upstream exploded');
    expect((error as ApiError).serverMessage).toBeUndefined();
  });

  it('recognises a network failure', () => {
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkError(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(true);
    expect(isNetworkError(new Error('500: boom'))).toBe(false);
    expect(errorMessage(new TypeError('Failed to fetch'), 'x')).toMatch(/Cannot reach LeadLedger/);
  });
});
