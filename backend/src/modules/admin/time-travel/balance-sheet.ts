import type { BalanceSheetAccount, BalanceSheetAsOf } from '@leadledger/contracts/admin-time-travel';
import { type CsvCell, money } from '../../shared/csv/csv-writer';
import { cents } from '../shared/paging';

/** An account's sums as the ledger's as-of queries return them (pg bigints as strings). */
export type AccountSums = { account: string; debit: string | number | null; credit: string | number | null; lines: number };

/** The account's first segment is its kind: processor, affiliate, merchant or platform (docs/architecture/ledger.md). */
export const kindOf = (account: string): string => account.split(':')[0];

export function balanceSheetAccount(r: AccountSums): BalanceSheetAccount {
  const debitCents = cents(r.debit);
  const creditCents = cents(r.credit);
  return { account: r.account, kind: kindOf(r.account), balanceCents: debitCents - creditCents, debitCents, creditCents, lineCount: r.lines };
}

/**
 * Every account at `at`, with debit balances and credit balances totalled apart. Each journal sums
 * to zero, so the two totals are equal and `netCents` is 0; anything else is a finding to show,
 * not to hide, so it is reported as computed.
 */
export function balanceSheet(at: Date, rows: readonly AccountSums[]): BalanceSheetAsOf {
  const accounts = rows.map(balanceSheetAccount);
  const debitBalanceCents = accounts.reduce((sum, a) => sum + Math.max(a.balanceCents, 0), 0);
  const creditBalanceCents = accounts.reduce((sum, a) => sum + Math.max(-a.balanceCents, 0), 0);
  return { at: at.toISOString(), accounts, totals: { debitBalanceCents, creditBalanceCents, netCents: debitBalanceCents - creditBalanceCents } };
}

/** One row per account, then a totals row; money in dollars (csv-writer.ts). */
export function balanceSheetCsv(sheet: BalanceSheetAsOf): { header: string[]; rows: CsvCell[][] } {
  const { totals } = sheet;
  return {
    header: ['as_of', 'account', 'kind', 'debits', 'credits', 'balance', 'lines'],
    rows: [
      ...sheet.accounts.map((a) => [sheet.at, a.account, a.kind, money(a.debitCents), money(a.creditCents), money(a.balanceCents), a.lineCount]),
      [sheet.at, 'total', '', money(totals.debitBalanceCents), money(totals.creditBalanceCents), money(totals.netCents), sheet.accounts.reduce((n, a) => n + a.lineCount, 0)],
    ],
  };
}
