import type { AdminAffiliate } from '@leadledger/contracts/admin';
import type { Column } from '../../../components/ui/data-table/data-table';
import { formatDateTime } from '../../../lib/format-date';
import { PersonNameCell } from './person-name-cell';

/** docs/product/api.md, Admin lists: name, email, company name and join time. */
export const affiliateColumns: Column<AdminAffiliate>[] = [
  { id: 'name', header: 'Name', cell: (a) => <PersonNameCell kind="affiliate" person={a} /> },
  { id: 'email', header: 'Email', cell: (a) => <span className="break-anywhere">{a.email}</span> },
  { id: 'company', header: 'Company', cell: (a) => a.companyName ?? '-' },
  { id: 'joined', header: 'Joined', cell: (a) => formatDateTime(a.createdAt) },
];
