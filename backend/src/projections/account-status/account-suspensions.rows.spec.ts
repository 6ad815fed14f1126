import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { accountSuspensionChange } from './account-suspensions.rows';

const stored = (type: string, data: Record<string, unknown>, eventId = 'e1'): StoredEvent =>
  ({ eventId, type, data, metadata: { correlationId: 'c', causationId: null, actor: 'system', occurredAt: 't' }, schemaVersion: 1, streamId: 'account-status-u1', streamPosition: 1, position: '' as StoredEvent['position'], recordedAt: new Date() });

describe('account suspensions rows', () => {
  it('opens a row per suspension, keyed by the event id', () => {
    const change = accountSuspensionChange(stored('AccountSuspended', { userId: 'u1', role: 'affiliate', reason: 'Spam', suspendedBy: 'a1', suspendedAt: 't1' }, 'e7'));
    expect(change).toEqual({ kind: 'open', id: 'e7', userId: 'u1', role: 'affiliate', reason: 'Spam', suspendedBy: 'a1', suspendedAt: 't1' });
  });

  it('closes the open one on reinstatement, with or without a note', () => {
    expect(accountSuspensionChange(stored('AccountReinstated', { userId: 'u1', reinstatedBy: 'a2', reinstatedAt: 't2', note: 'Paid' }))).toEqual({
      kind: 'close', userId: 'u1', reinstatedBy: 'a2', reinstatedAt: 't2', note: 'Paid',
    });
    expect(accountSuspensionChange(stored('AccountReinstated', { userId: 'u1', reinstatedBy: 'a2', reinstatedAt: 't2' }))).toMatchObject({ note: null });
  });

  it('ignores every other event', () => {
    expect(accountSuspensionChange(stored('CallBooked', { callId: 'c1' }))).toBeNull();
  });
});
