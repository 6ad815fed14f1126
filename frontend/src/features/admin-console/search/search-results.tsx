import type { AdminSearchGroup, AdminSearchGroupKind, AdminSearchResponse } from '@leadledger/contracts/admin-search';
import { formatDateTime } from '../../../lib/format-date';
import { formatCents } from '../shared/money';
import { TimelineLink } from '../shared/timeline-link';

const LABELS: Record<AdminSearchGroupKind, string> = {
  merchants: 'Merchants',
  affiliates: 'Affiliates',
  calls: 'Calls and customers',
  programs: 'Programs',
  payments: 'Charges, refunds and payouts',
};

function ResultGroup({ group }: { group: AdminSearchGroup }) {
  const headingId = `admin-search-${group.kind}`;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h3 id={headingId} className="card-title">
        {LABELS[group.kind]} ({group.results.length}
        {group.hasMore ? '+' : ''})
      </h3>
      <ul className="admin-search-list" aria-label={LABELS[group.kind]}>
        {group.results.map((r) => (
          <li key={`${r.opens.kind}/${r.opens.id}/${r.title}`} className="admin-search-item">
            <TimelineLink kind={r.opens.kind} id={r.opens.id}>
              {r.title}
            </TimelineLink>
            <span className="admin-search-meta muted">
              {r.subtitle && <span>{r.subtitle}</span>}
              {r.amountCents !== null && <span>{formatCents(r.amountCents)}</span>}
              <span>{formatDateTime(r.at)}</span>
            </span>
          </li>
        ))}
      </ul>
      {group.hasMore && <p className="muted small">Only the newest {group.results.length} are shown: type more of the name, email or id to narrow them.</p>}
    </section>
  );
}

/** Groups with matches, each under its own heading; nothing but a sentence when none matched. */
export function SearchResults({ response }: { response: AdminSearchResponse }) {
  const found = response.groups.filter((g) => g.results.length > 0);
  if (found.length === 0) return <p className="muted">Nothing matches “{response.query}”.</p>;
  return (
    <div className="admin-search-groups">
      {found.map((group) => (
        <ResultGroup key={group.kind} group={group} />
      ))}
    </div>
  );
}
