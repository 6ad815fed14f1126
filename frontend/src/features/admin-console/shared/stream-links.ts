import type { TimelineKind } from '@leadledger/contracts/admin';
import { paths } from '../../../config/paths';

/**
 * Streams named after a subject that has a timeline (docs/architecture/event-store.md stream
 * names): a call's and a program's own streams, an affiliate's wallet, a merchant's billing.
 */
const SUBJECTS: ReadonlyArray<[prefix: string, kind: TimelineKind]> = [
  ['call-', 'call'],
  ['program-', 'program'],
  ['affiliate-wallet-', 'affiliate'],
  ['merchant-billing-', 'merchant'],
];

/** The subject whose timeline a stream belongs to, if it names one. */
export function subjectOfStream(streamId: string): { kind: TimelineKind; id: string } | null {
  const subject = SUBJECTS.find(([prefix]) => streamId.startsWith(prefix));
  return subject ? { kind: subject[1], id: streamId.slice(subject[0].length) } : null;
}

export function timelineHrefForStream(streamId: string): string | null {
  const subject = subjectOfStream(streamId);
  return subject ? paths.adminTimeline.href(subject.kind, subject.id) : null;
}

/** The party a ledger account belongs to (`affiliate:<id>:payable`, `merchant:<id>:charges`), if any. */
export function partyOf(account: string): { kind: 'affiliate' | 'merchant'; id: string } | null {
  const match = /^(affiliate|merchant):([^:]+):/.exec(account);
  return match ? { kind: match[1] as 'affiliate' | 'merchant', id: match[2] } : null;
}

/** The event log filtered to one correlation, or opened on one event's detail. */
export const correlationHref = (correlationId: string) => paths.adminEvents.href({ correlationId });
export const eventHref = (eventId: string) => paths.adminEvents.href({ event: eventId });
