import type { TimelineKind } from '@leadledger/contracts/admin';
import { TimelineLink } from '../shared/timeline-link';

/** Streams named after a subject with a timeline (docs/architecture/event-store.md stream names). */
const SUBJECTS: ReadonlyArray<[prefix: string, kind: TimelineKind]> = [
  ['call-', 'call'],
  ['program-', 'program'],
  ['affiliate-wallet-', 'affiliate'],
  ['merchant-billing-', 'merchant'],
];

/** A stream id, opening its subject's timeline when it names one. */
export function StreamCell({ streamId }: { streamId: string }) {
  const subject = SUBJECTS.find(([prefix]) => streamId.startsWith(prefix));
  const text = <code className="as-of-id">{streamId || 'not in the event log yet'}</code>;
  return subject ? (
    <TimelineLink kind={subject[1]} id={streamId.slice(subject[0].length)}>
      {text}
    </TimelineLink>
  ) : (
    text
  );
}

/** The party a ledger account belongs to (`affiliate:<id>:payable`, `merchant:<id>:charges`), if any. */
export function partyOf(account: string): { kind: 'affiliate' | 'merchant'; id: string } | null {
  const match = /^(affiliate|merchant):([^:]+):/.exec(account);
  return match ? { kind: match[1] as 'affiliate' | 'merchant', id: match[2] } : null;
}
