import type { AffiliateAnalytics, AnalyticsFigures, ProgramAnalytics } from '@leadledger/contracts/analytics';
import type { Column } from '../../components/ui/data-table/data-table';
import { formatCents } from '../../lib/format-money';
import { formatRate } from './analytics-periods';

/** The figures every row shares, each sortable. */
function figureColumns<Row extends AnalyticsFigures>(): Column<Row>[] {
  return [
    { id: 'booked', header: 'Booked', align: 'end', cell: (r) => r.booked, sortValue: (r) => r.booked },
    { id: 'approved', header: 'Approved', align: 'end', cell: (r) => r.approved, sortValue: (r) => r.approved },
    { id: 'rejected', header: 'Rejected', align: 'end', cell: (r) => r.rejected, sortValue: (r) => r.rejected },
    { id: 'pending', header: 'No decision yet', align: 'end', cell: (r) => r.pending, sortValue: (r) => r.pending },
    { id: 'rate', header: 'Approval rate', align: 'end', cell: (r) => formatRate(r.approvalRate), sortValue: (r) => r.approvalRate },
    { id: 'spend', header: 'Spend', align: 'end', cell: (r) => formatCents(r.spendCents), sortValue: (r) => r.spendCents },
    { id: 'cost', header: 'Cost per approved call', align: 'end', cell: (r) => (r.costPerApprovedCents === null ? '—' : formatCents(r.costPerApprovedCents)), sortValue: (r) => r.costPerApprovedCents },
  ];
}

export const programColumns: Column<ProgramAnalytics>[] = [{ id: 'program', header: 'Program', cell: (r) => r.programName, sortValue: (r) => r.programName }, ...figureColumns<ProgramAnalytics>()];
export const affiliateColumns: Column<AffiliateAnalytics>[] = [{ id: 'affiliate', header: 'Affiliate', cell: (r) => r.affiliateName, sortValue: (r) => r.affiliateName }, ...figureColumns<AffiliateAnalytics>()];
