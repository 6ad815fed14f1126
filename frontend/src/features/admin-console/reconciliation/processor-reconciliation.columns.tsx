import type { ProcessorReconciliationItem } from '@leadledger/contracts/admin-processor-reconciliation';
import { Link } from 'react-router-dom';
import type { Column } from '../../../components/ui/data-table/data-table';
import { formatDateTime } from '../../../lib/format-date';
import { formatCents } from '../shared/money';
import { eventHref } from '../shared/stream-links';
import { TimelineLink } from '../shared/timeline-link';

const short = (id: string) => id.slice(0, 8);
const amount = (cents: number | null, none: string) => (cents === null ? none : formatCents(cents));

/** Whose movement it is, each a link to that subject's timeline (none for the processor's own lines). */
function BelongsTo({ item }: { item: ProcessorReconciliationItem }) {
  const parts = [
    item.callId && <TimelineLink key="call" kind="call" id={item.callId}>Call {short(item.callId)}</TimelineLink>,
    item.merchantId && <TimelineLink key="merchant" kind="merchant" id={item.merchantId}>Merchant {short(item.merchantId)}</TimelineLink>,
    item.affiliateId && <TimelineLink key="affiliate" kind="affiliate" id={item.affiliateId}>Affiliate {short(item.affiliateId)}</TimelineLink>,
    item.payoutId && <span key="payout">Payout {short(item.payoutId)}</span>,
  ].filter(Boolean);
  if (parts.length === 0) return <span className="muted">Not known</span>;
  return <span className="break-anywhere">{parts.flatMap((part, i) => (i === 0 ? [part] : [' · ', part]))}</span>;
}

export const processorItemColumns: Column<ProcessorReconciliationItem>[] = [
  { id: 'at', header: 'When', cell: (r) => formatDateTime(r.at) },
  { id: 'kind', header: 'Kind', cell: (r) => r.kind },
  { id: 'processorId', header: 'Processor id', cell: (r) => <code className="break-anywhere">{r.processorId ?? 'None'}</code> },
  { id: 'processor', header: 'Processor', align: 'end', cell: (r) => amount(r.processorCents, 'No record') },
  { id: 'ledger', header: 'Ledger', align: 'end', cell: (r) => amount(r.ledgerCents, 'No record') },
  { id: 'belongsTo', header: 'Belongs to', cell: (r) => <BelongsTo item={r} /> },
  {
    id: 'event',
    header: 'Event',
    cell: (r) =>
      r.eventId ? (
        <Link className="link" to={eventHref(r.eventId)}>
          View event
        </Link>
      ) : (
        <span className="muted">None</span>
      ),
  },
];
