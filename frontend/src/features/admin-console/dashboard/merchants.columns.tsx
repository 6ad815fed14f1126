import type { AdminMerchant } from '@leadledger/contracts/admin';
import { Link } from 'react-router-dom';
import type { Column } from '../../../components/ui/data-table/data-table';
import { paths } from '../../../config/paths';
import { formatShortDate } from '../../../lib/format-date';
import { fullName, PersonNameCell } from './person-name-cell';
import { SubscriptionBadge } from './subscription-badge';

/** docs/product/api.md, Admin lists. */
export const merchantColumns: Column<AdminMerchant>[] = [
  { id: 'name', header: 'Name', cell: (m) => <PersonNameCell kind="merchant" person={m} /> },
  { id: 'email', header: 'Email', cell: (m) => <span className="break-anywhere">{m.email}</span> },
  { id: 'company', header: 'Company', cell: (m) => m.companyName ?? '-' },
  { id: 'subscription', header: 'Subscription', cell: (m) => <SubscriptionBadge status={m.subscriptionStatus} /> },
  { id: 'programs', header: 'Programs', align: 'end', cell: (m) => m.totalPrograms },
  { id: 'affiliates', header: 'Affiliates', align: 'end', cell: (m) => m.totalAffiliates },
  { id: 'calls', header: 'Calls', align: 'end', cell: (m) => m.totalCalls },
  { id: 'approved', header: 'Approved', align: 'end', cell: (m) => m.approvedCalls },
  { id: 'joined', header: 'Joined', cell: (m) => formatShortDate(m.createdAt) },
  {
    id: 'statement',
    header: 'Statement',
    cell: (m) => (
      <Link to={paths.adminMerchantStatement.href(m.id)} aria-label={`Statement of ${fullName(m)}`}>
        Statement
      </Link>
    ),
  },
];
