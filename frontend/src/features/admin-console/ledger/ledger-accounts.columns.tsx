import type { LedgerAccountBalance } from '@leadledger/contracts/admin';
import type { Column } from '../../../components/ui/data-table/data-table';
import { formatCents } from '../shared/money';

/** Clicking an account filters the journals below to it. */
export function ledgerAccountColumns(onPick: (account: string) => void): Column<LedgerAccountBalance>[] {
  return [
    {
      id: 'account',
      header: 'Account',
      cell: (a) => (
        <button type="button" className="link-button" onClick={() => onPick(a.account)}>
          {a.account}
        </button>
      ),
    },
    { id: 'kind', header: 'Kind', cell: (a) => a.kind },
    { id: 'balance', header: 'Balance', align: 'end', cell: (a) => formatCents(a.balanceCents) },
    { id: 'lines', header: 'Lines', align: 'end', cell: (a) => a.lineCount },
  ];
}
