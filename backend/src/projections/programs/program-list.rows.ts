import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import type { ProgramEvent } from '../../domain/program/program.events';
import { viewAs } from '../runner/domain-event-view';

export type ProgramListChange =
  | {
      kind: 'insert';
      row: {
        id: string;
        merchantId: string;
        name: string;
        referralCode: string;
        payoutCents: number;
        integration: string;
        integrationId: string;
        calendlyEventType: unknown;
        createdAt: string;
      };
    }
  | { kind: 'archive'; id: string; archivedAt: string }
  | { kind: 'rename'; id: string; name: string }
  | { kind: 'commission'; id: string; eventId: string; fromCents: number; toCents: number; changedAt: string }
  | { kind: 'pause'; id: string; reason: string; pausedAt: string }
  | { kind: 'resume'; id: string }
  | { kind: 'terms'; id: string; days: number; onDeadline: string };

/** What one event does to the merchant's program list (pure; the writer applies it). */
export function programListChange(event: StoredEvent): ProgramListChange | null {
  const { type, data: e } = viewAs<ProgramEvent>(event);
  switch (type) {
    case 'ProgramCreated':
      return {
        kind: 'insert',
        row: {
          id: e.programId,
          merchantId: e.merchantId,
          name: e.name,
          referralCode: e.referralCode,
          payoutCents: e.payoutCents,
          integration: e.integration,
          integrationId: e.integrationId,
          calendlyEventType: e.calendlyEventType,
          createdAt: e.createdAt,
        },
      };
    case 'ProgramArchived':
      return { kind: 'archive', id: e.programId, archivedAt: e.archivedAt };
    case 'ProgramRenamed':
      return { kind: 'rename', id: e.programId, name: e.to };
    case 'ProgramCommissionChanged':
      return { kind: 'commission', id: e.programId, eventId: event.eventId, fromCents: e.fromCents, toCents: e.toCents, changedAt: e.changedAt };
    case 'ProgramPaused':
      return { kind: 'pause', id: e.programId, reason: e.reason, pausedAt: e.pausedAt };
    case 'ProgramResumed':
      return { kind: 'resume', id: e.programId };
    case 'ProgramDecisionTermsChanged':
      return { kind: 'terms', id: e.programId, days: e.to.days, onDeadline: e.to.onDeadline };
    default:
      return null;
  }
}
