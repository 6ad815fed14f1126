import type { AccountStatusEvent } from '../../domain/account-status/account-status.events';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { viewAs } from '../runner/domain-event-view';

/** One change to `account_suspensions`: a suspension opens a row, a reinstatement closes the open one. */
export type AccountSuspensionChange =
  | { kind: 'open'; id: string; userId: string; role: string; reason: string; suspendedBy: string; suspendedAt: string }
  | { kind: 'close'; userId: string; reinstatedBy: string; reinstatedAt: string; note: string | null };

/** What one event does to the suspensions table (pure; the writer applies it). The row is keyed by the event's id, so a replay adds nothing twice. */
export function accountSuspensionChange(event: StoredEvent): AccountSuspensionChange | null {
  const { type, data: e } = viewAs<AccountStatusEvent>(event);
  switch (type) {
    case 'AccountSuspended':
      return { kind: 'open', id: event.eventId, userId: e.userId, role: e.role, reason: e.reason, suspendedBy: e.suspendedBy, suspendedAt: e.suspendedAt };
    case 'AccountReinstated':
      return { kind: 'close', userId: e.userId, reinstatedBy: e.reinstatedBy, reinstatedAt: e.reinstatedAt, note: e.note ?? null };
    default:
      return null;
  }
}
