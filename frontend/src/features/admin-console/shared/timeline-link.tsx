import type { TimelineKind } from '@leadledger/contracts/admin';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

const KIND_LABEL: Record<TimelineKind, string> = { call: 'call', merchant: 'merchant', affiliate: 'affiliate', program: 'program' };

/**
 * A name or id in the console that opens its subject's timeline (a call, merchant, affiliate or
 * program). Every person, call and program the console shows is one click from its whole history.
 * With no id (a row that names nobody) the text is shown as it is.
 */
export function TimelineLink({ kind, id, children }: { kind: TimelineKind; id: string | null | undefined; children: ReactNode }) {
  if (!id) return <>{children}</>;
  return (
    <Link to={paths.adminTimeline.href(kind, id)} title={`Open the ${KIND_LABEL[kind]}'s timeline`}>
      {children}
    </Link>
  );
}
