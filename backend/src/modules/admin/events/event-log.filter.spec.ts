import { FilterError, parseActor, toEventLogFilter } from './event-log.filter';

describe('event log filter', () => {
  it('reads the actor as system, a user id or an email', () => {
    expect(parseActor('system')).toEqual({ kind: 'system' });
    expect(parseActor(' SYSTEM ')).toEqual({ kind: 'system' });
    expect(parseActor('0A7C1E2B-3D4F-4A5B-8C6D-7E8F9A0B1C2D')).toEqual({ kind: 'user', userId: '0a7c1e2b-3d4f-4a5b-8c6d-7e8f9a0b1c2d' });
    expect(parseActor('Ada@Example.com')).toEqual({ kind: 'email', email: 'ada@example.com' });
  });

  it('refuses an actor that is none of those, saying what it may be', () => {
    expect(() => parseActor('ada')).toThrow(new FilterError('The actor must be a user id, an email or system.'));
  });

  it('treats a stream ending in "-" as a prefix and anything else as one stream', () => {
    expect(toEventLogFilter({ stream: 'call-' })).toMatchObject({ streamPrefix: 'call-' });
    expect(toEventLogFilter({ stream: 'call-1' })).toMatchObject({ streamId: 'call-1' });
    expect(toEventLogFilter({ stream: 'call-1' })).not.toHaveProperty('streamPrefix');
  });

  it('defaults to the newest 50 by position', () => {
    expect(toEventLogFilter({})).toMatchObject({ sort: 'position', order: 'desc', offset: 0, limit: 50 });
    expect(toEventLogFilter({}, 10_000).limit).toBe(10_000);
    expect(toEventLogFilter({ limit: 7, offset: 3 }, 10_000)).toMatchObject({ limit: 7, offset: 3 });
  });

  it('parses dates and refuses a range that ends before it starts', () => {
    expect(toEventLogFilter({ from: '2026-03-01', to: '2026-03-02T00:00:00Z' })).toMatchObject({ from: new Date('2026-03-01T00:00:00Z'), to: new Date('2026-03-02T00:00:00Z') });
    expect(() => toEventLogFilter({ from: '2026-03-02', to: '2026-03-01' })).toThrow('The "from" date must be before the "to" date.');
  });
});
