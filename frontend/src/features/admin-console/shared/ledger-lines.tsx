import type { LedgerLine } from '@leadledger/contracts/admin';
import { Link } from 'react-router-dom';
import { DataTable, type Column } from '../../../components/ui/data-table/data-table';
import { creditOf, debitOf } from './money';
import { eventHref, partyOf } from './stream-links';
import { TimelineLink } from './timeline-link';

const baseColumns: Column<LedgerLine>[] = [
  { id: 'account', header: 'Account', cell: (l) => <AccountName account={l.account} /> },
  { id: 'debit', header: 'Debit', align: 'end', cell: (l) => debitOf(l.amountCents) },
  { id: 'credit', header: 'Credit', align: 'end', cell: (l) => creditOf(l.amountCents) },
];

/** An affiliate's or merchant's account opens its owner's timeline; the platform's and processor's have none. */
function AccountName({ account }: { account: string }) {
  const party = partyOf(account);
  const code = <code className="break-anywhere">{account}</code>;
  return party ? (
    <TimelineLink kind={party.kind} id={party.id}>
      {code}
    </TimelineLink>
  ) : (
    code
  );
}

const eventColumn: Column<LedgerLine> = {
  id: 'event',
  header: 'Event',
  cell: (l) => (
    <Link className="link" to={eventHref(l.eventId)}>
      View event
    </Link>
  ),
};

/** A journal's lines (docs/architecture/ledger.md): debit positive, credit negative, every journal sums to zero. */
export function LedgerLines({ lines, label, linkEvents = false }: { lines: LedgerLine[]; label: string; linkEvents?: boolean }) {
  if (lines.length === 0) return <p className="muted small">No ledger lines.</p>;
  return (
    <DataTable
      label={label}
      columns={linkEvents ? [...baseColumns, eventColumn] : baseColumns}
      rows={lines}
      rowKey={(l) => `${l.journalId}-${l.line}`}
    />
  );
}
