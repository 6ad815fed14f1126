import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestId, requestIdOf } from './request-id';

const request = (headers: Record<string, string | string[]> = {}) => ({ headers }) as unknown as IncomingMessage & { correlationId?: string };

describe('requestIdOf', () => {
  it('keeps a well-formed X-Request-Id, so a client retry and its logs line up', () => {
    expect(requestIdOf(request({ 'x-request-id': 'retry-0f3a.9_b' }))).toBe('retry-0f3a.9_b');
  });

  it.each([
    ['too short', 'abc1234'],
    ['too long', 'a'.repeat(65)],
    ['spaces and quotes', 'id "with" spaces'],
    ['a line break', 'forged\n{"level":50}'],
  ])('makes a fresh id when the header is %s', (_why, header) => {
    expect(requestIdOf(request({ 'x-request-id': header }))).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('makes a fresh id for a repeated header or none', () => {
    expect(requestIdOf(request({ 'x-request-id': ['first-id-0001', 'second-id-0002'] }))).toHaveLength(36);
    expect(requestIdOf(request())).toHaveLength(36);
  });

  it('chooses once: every later caller gets the same id', () => {
    const req = request();
    const first = requestIdOf(req);
    expect(requestIdOf(req)).toBe(first);
    expect(req.correlationId).toBe(first);
  });
});

describe('requestId middleware', () => {
  it('sets the request id before the request goes on, and names it in the answer', () => {
    const req = request({ 'x-request-id': 'client-chosen-01' });
    const headers: Record<string, string> = {};
    const res = { setHeader: (name: string, value: string) => void (headers[name] = value) } as unknown as ServerResponse;
    let seen: string | undefined;
    requestId(req, res, () => (seen = req.correlationId));
    expect(seen).toBe('client-chosen-01');
    expect(headers).toEqual({ 'X-Request-Id': 'client-chosen-01' });
  });
});
