import type { BalanceSheetAccount } from '@leadledger/contracts/admin-time-travel';
import type { Column } from '../../../components/ui/data-table/data-table';
import { creditOf, debitOf, formatCents } from '../shared/money';
import { TimelineLink } from '../shared/timeline-link';
import { partyOf } from '../shared/stream-links';

export interface BalanceSheetActions {
  /** Looks the account up below, journals and all. */
  onAccount: (account: string) => void;
  /** Opens the wallet or billing section on the account's owner. */
  onParty: (kind: 'affiliate' | 'merchant', id: string) => void;
}

export function balanceSheetColumns({ onAccount, onParty }: BalanceSheetActions): Column<BalanceSheetAccount>[] {
  return [
    {
      id: 'account',
      header: 'Account',
      cell: (a) => (
        <button type="button" className="link-button as-of-id" onClick={() => onAccount(a.account)} title="Show this account's journals as of then">
          {a.account}
        </button>
      ),
    },
    { id: 'kind', header: 'Kind', cell: (a) => a.kind },
    // The balance on the side it stands, as an accountant reads a trial balance.
    { id: 'debit', header: 'Debit balance', align: 'end', cell: (a) => debitOf(a.balanceCents) },
    { id: 'credit', header: 'Credit balance', align: 'end', cell: (a) => creditOf(a.balanceCents) },
    { id: 'moved', header: 'Debits / credits', align: 'end', cell: (a) => `${formatCents(a.debitCents)} / ${formatCents(a.creditCents)}`, defaultHidden: true },
    { id: 'lines', header: 'Lines', align: 'end', cell: (a) => a.lineCount },
    {
      id: 'owner',
      header: 'Owner',
      cell: (a) => {
        const party = partyOf(a.account);
        if (!party) return '';
        return (
          <span className="as-of-links">
            <button type="button" className="link-button" onClick={() => onParty(party.kind, party.id)}>
              {party.kind === 'affiliate' ? 'Wallet then' : 'Billing then'}
            </button>
            <TimelineLink kind={party.kind} id={party.id}>
              Timeline
            </TimelineLink>
          </span>
        );
      },
    },
  ];
}
