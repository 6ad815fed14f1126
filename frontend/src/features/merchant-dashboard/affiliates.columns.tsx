import type { MerchantAffiliate } from '@leadledger/contracts/membership';
import { EmailText } from '../../components/email-text';
import { Button } from '../../components/ui/button';
import type { Column } from '../../components/ui/data-table/data-table';
import { formatShortDate } from '../../lib/format-date';

export const affiliateName = (a: MerchantAffiliate) => [a.firstName, a.lastName].filter(Boolean).join(' ');

export function affiliateColumns(onRemove: (affiliate: MerchantAffiliate) => void): Column<MerchantAffiliate>[] {
  return [
    { id: 'name', header: 'Affiliate', cell: affiliateName, sortValue: affiliateName },
    { id: 'email', header: 'Email', cell: (a) => <EmailText email={a.email} />, sortValue: (a) => a.email },
    { id: 'program', header: 'Program', cell: (a) => a.programName, sortValue: (a) => a.programName },
    { id: 'joined', header: 'Joined', cell: (a) => formatShortDate(a.joinedAt), sortValue: (a) => a.joinedAt },
    { id: 'approved', header: 'Approved calls', cell: (a) => a.approvedCalls, align: 'end', sortValue: (a) => a.approvedCalls },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (a) => (
        <Button variant="ghost" className="btn-small text-danger" onClick={() => onRemove(a)} aria-label={`Remove ${affiliateName(a)}`}>
          Remove
        </Button>
      ),
    },
  ];
}
