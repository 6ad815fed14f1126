import type { Reconciliation } from '@leadledger/contracts/admin';
import { Link } from 'react-router-dom';
import { formatCents } from '../shared/money';
import { eventHref } from '../shared/stream-links';

const kindLabels: Record<Reconciliation['unmatched'][number]['kind'], string> = {
  'missing-journal': 'Missing journal',
  'amount-mismatch': 'Amount mismatch',
  'journal-without-processor-record': 'Journal without processor record',
  'unbalanced-account': 'Unbalanced account',
};

/** docs/architecture/ledger.md, "anything unmatched is listed": first on the page, since it is what finance acts on. */
export function UnmatchedList({ reconciliation }: { reconciliation: Reconciliation }) {
  const { unmatched, matched } = reconciliation;
  return (
    <section className="card" aria-labelledby="admin-unmatched-heading">
      <h2 id="admin-unmatched-heading" className="card-title">
        Unmatched items
      </h2>
      <p className="muted small" aria-label="Matched counts">
        Matched: {matched.charges} charges, {matched.refunds} refunds, {matched.payouts} payouts
      </p>
      {unmatched.length === 0 ? (
        <p className="alert admin-alert-success" role="status">
          No unmatched items
        </p>
      ) : (
        <div className="alert alert-destructive" role="alert">
          <strong>
            {unmatched.length} unmatched item{unmatched.length === 1 ? '' : 's'}
          </strong>
          <ul className="admin-unmatched" aria-label="Unmatched items">
            {unmatched.map((item, index) => (
              <li key={`${item.kind}-${item.eventId ?? item.processorId ?? index}`}>
                <strong>{kindLabels[item.kind] ?? item.kind}</strong> · {formatCents(item.amountCents)} · {item.detail}
                {item.processorId && <span className="small"> · {item.processorId}</span>}
                {item.eventId && (
                  <>
                    {' '}
                    <Link className="link" to={eventHref(item.eventId)}>
                      View event
                    </Link>
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
