import { type StoredEvent, encodePosition } from '../../infrastructure/event-store/event-store.port';
import { eventLogRow } from './event-log.rows';

const recordedAt = new Date('2026-03-01T09:30:00.123Z');
const stored = (metadata: Record<string, unknown>): StoredEvent => ({
  eventId: 'e1', type: 'CallApproved', data: { callId: 'c1', approvedAt: 't' }, metadata: metadata as unknown as StoredEvent['metadata'],
  schemaVersion: 1, streamId: 'call-c1', streamPosition: 4, position: encodePosition(7, 42), recordedAt,
});

describe('event log rows', () => {
  it('keys the row by the opaque position and keeps data and metadata whole', () => {
    const metadata = { correlationId: 'corr-1', causationId: null, actor: { userId: 'u1', role: 'merchant' }, occurredAt: '2026-03-01T09:30:00Z' };
    expect(eventLogRow(stored(metadata))).toEqual({
      position: encodePosition(7, 42), eventId: 'e1', streamId: 'call-c1', streamPosition: 4, type: 'CallApproved', recordedAt: '2026-03-01T09:30:00.123Z',
      actorKey: 'u1', actorRole: 'merchant', correlationId: 'corr-1', data: { callId: 'c1', approvedAt: 't' }, metadata,
    });
  });

  it("files the system, and an actor without a user id, under 'system' with no role", () => {
    expect(eventLogRow(stored({ correlationId: 'c', actor: 'system' }))).toMatchObject({ actorKey: 'system', actorRole: null });
    expect(eventLogRow(stored({ correlationId: 'c', actor: { role: 'admin' } }))).toMatchObject({ actorKey: 'system', actorRole: null });
  });

  it('has no correlation id when the metadata names none', () => {
    expect(eventLogRow(stored({ actor: 'system' })).correlationId).toBeNull();
  });
});
