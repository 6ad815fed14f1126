import { eventLogSql } from './event-log.sql';

const base = { sort: 'position' as const, order: 'desc' as const, offset: 0, limit: 50 };

describe('event log SQL', () => {
  it('pages newest first by position with no filter, fetching one row more than it shows', () => {
    const { text, values } = eventLogSql(base);
    expect(text).toContain('FROM event_log\n');
    expect(text).not.toContain('WHERE');
    expect(text).toContain('ORDER BY position DESC LIMIT $1 OFFSET $2');
    expect(text).toMatch(/ORDER BY l\.position DESC$/);
    expect(values).toEqual([51, 0]);
  });

  it('binds every filter as a parameter, never into the text', () => {
    const from = new Date('2026-03-01T00:00:00Z');
    const to = new Date('2026-03-02T00:00:00Z');
    const { text, values } = eventLogSql({ ...base, type: 'CallApproved', streamId: "call-1'; DROP", actorKey: 'u1', correlationId: 'c1', from, to, offset: 100 });
    expect(text).toContain('type = $1 AND stream_id = $2');
    expect(text).toContain('actor_key = $3');
    expect(text).toContain('correlation_id = $4');
    expect(text).toContain('recorded_at >= $5 AND recorded_at < $6');
    expect(text).not.toContain('DROP');
    expect(values).toEqual(['CallApproved', "call-1'; DROP", 'u1', 'c1', from, to, 51, 100]);
  });

  it('turns a stream prefix into LIKE with its wildcards escaped', () => {
    const { text, values } = eventLogSql({ ...base, streamPrefix: 'my_stream%-' });
    expect(text).toContain('stream_id LIKE $1');
    expect(values[0]).toBe('my\\_stream\\%-%');
  });

  it.each([
    ['recordedAt', 'asc', 'recorded_at ASC, position ASC'],
    ['type', 'desc', 'type DESC, position DESC'],
    ['stream', 'asc', 'stream_id ASC, stream_position ASC'],
  ] as const)('sorts by %s %s with a unique tie-breaker', (sort, order, expected) => {
    const { text } = eventLogSql({ ...base, sort, order });
    expect(text).toContain(`ORDER BY ${expected} LIMIT`);
    expect(text).toContain(`ORDER BY ${expected.replace(/(^|, )/g, '$1l.')}`);
  });
});
