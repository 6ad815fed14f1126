import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import type { ProgramEvent } from '../../domain/program/program.events';

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
  | { kind: 'archive'; id: string; archivedAt: string };

/** What one event does to the merchant's program list (pure; the writer applies it). */
export function programListChange(event: StoredEvent): ProgramListChange | null {
  const e = { ...event.data, type: event.type } as ProgramEvent;
  switch (e.type) {
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
    default:
      return null;
  }
}
