import type { AffiliateNoShows } from '@leadledger/contracts/analytics';
import type { Column } from '../../components/ui/data-table/columns';
import { DataTable } from '../../components/ui/data-table/data-table';
import { formatRate } from './analytics-periods';

const columns: Column<AffiliateNoShows>[] = [
  { id: 'affiliate', header: 'Affiliate', cell: (r) => r.affiliateName, sortValue: (r) => r.affiliateName },
  { id: 'decided', header: 'Decided calls', align: 'end', cell: (r) => r.decided, sortValue: (r) => r.decided },
  { id: 'noShows', header: 'No-shows', align: 'end', cell: (r) => r.noShows, sortValue: (r) => r.noShows },
  {
    id: 'rate',
    header: 'No-show rate',
    align: 'end',
    cell: (r) => (
      <span className="no-show-rate">
        {r.noShowRate !== null && <meter min={0} max={1} value={r.noShowRate} aria-label={`No-show rate of ${r.affiliateName} ${formatRate(r.noShowRate)}`} />}
        {formatRate(r.noShowRate)}
      </span>
    ),
    sortValue: (r) => r.noShowRate,
  },
];

/**
 * Issue 16: per affiliate, the calls booked in the period that the merchant decided and how many
 * were rejected as a no-show (a rejection overturned by an upheld dispute is none).
 */
export function NoShowsSection({ rows }: { rows: AffiliateNoShows[] }) {
  return (
    <section className="card" aria-labelledby="analytics-no-shows-heading">
      <h2 id="analytics-no-shows-heading" className="card-title">
        No-shows per affiliate
      </h2>
      <p className="muted small">Calls you rejected as a no-show, out of those you decided; a rejection an admin overturned on dispute does not count.</p>
      {rows.length === 0 ? (
        <p className="muted">No call booked in this period has been decided yet.</p>
      ) : (
        <DataTable label="No-shows per affiliate" columns={columns} rows={rows} rowKey={(r) => r.affiliateId} initialSort={{ id: 'rate', desc: true }} />
      )}
    </section>
  );
}
