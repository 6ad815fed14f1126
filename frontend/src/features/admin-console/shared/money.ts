import { formatCents } from '../../../lib/format-money';

/**
 * Ledger amounts are signed cents, debit positive (contracts/admin.ts `LedgerLine`); accountants
 * read them in two columns, so each side gets the absolute amount or nothing.
 */
export function debitOf(amountCents: number): string {
  return amountCents > 0 ? formatCents(amountCents) : '';
}

export function creditOf(amountCents: number): string {
  return amountCents < 0 ? formatCents(-amountCents) : '';
}

export { formatCents };
