import type { TimelineKind } from '@leadledger/contracts/admin';
import { TimelineLink } from '../shared/timeline-link';

export const fullName = (p: { firstName: string; lastName: string | null }) => [p.firstName, p.lastName].filter(Boolean).join(' ');

/** A merchant's or affiliate's name opening their timeline, marked when an admin suspended the account. */
export function PersonNameCell({ kind, person }: { kind: Extract<TimelineKind, 'merchant' | 'affiliate'>; person: { id: string; firstName: string; lastName: string | null; suspended: boolean } }) {
  return (
    <span className="person-name-cell">
      <TimelineLink kind={kind} id={person.id}>
        {fullName(person)}
      </TimelineLink>
      {person.suspended && <span className="badge badge-danger">Suspended</span>}
    </span>
  );
}
