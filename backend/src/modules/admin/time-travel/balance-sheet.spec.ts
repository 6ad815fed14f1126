import { toCsv } from '../../shared/csv/csv-writer';
import { balanceSheet, balanceSheetCsv } from './balance-sheet';
import { journalsOf } from './ledger-journals-as-of';

const at = new Date('2026-10-31T23:59:59.000Z');
// One charge ($13.59 = $12.35 + $1.24 fee), its commission credited, then paid out ($0.25 fee).
const sums = [
  { account: 'affiliate:a1:payable', debit: '1235', credit: '1235', lines: 2 },
  { account: 'merchant:m1:charges', debit: '1359', credit: '1359', lines: 3 },
  { account: 'platform:revenue:commission-fee', debit: null, credit: '124', lines: 1 },
  { account: 'platform:revenue:payout-fee', debit: null, credit: '25', lines: 1 },
  { account: 'processor:clearing', debit: '1359', credit: '1210', lines: 2 },
];

describe('the balance sheet as of an instant', () => {
  it('balances each account and totals debit and credit balances apart', () => {
    const sheet = balanceSheet(at, sums);
    expect(sheet.accounts.map((a) => [a.account, a.kind, a.balanceCents])).toEqual([
      ['affiliate:a1:payable', 'affiliate', 0],
      ['merchant:m1:charges', 'merchant', 0],
      ['platform:revenue:commission-fee', 'platform', -124],
      ['platform:revenue:payout-fee', 'platform', -25],
      ['processor:clearing', 'processor', 149],
    ]);
    expect(sheet.totals).toEqual({ debitBalanceCents: 149, creditBalanceCents: 149, netCents: 0 });
  });

  it('reports an imbalance as it is rather than hiding it', () => {
    expect(balanceSheet(at, [{ account: 'processor:clearing', debit: '100', credit: null, lines: 1 }]).totals.netCents).toBe(100);
  });

  it('is empty before the first journal', () => {
    expect(balanceSheet(at, [])).toEqual({ at: at.toISOString(), accounts: [], totals: { debitBalanceCents: 0, creditBalanceCents: 0, netCents: 0 } });
  });

  it('writes a CSV row per account in dollars, then the totals', () => {
    const { header, rows } = balanceSheetCsv(balanceSheet(at, sums));
    const lines = toCsv(header, rows).trimEnd().split('\r\n');
    expect(lines[0]).toBe('as_of,account,kind,debits,credits,balance,lines');
    expect(lines[5]).toBe('2026-10-31T23:59:59.000Z,processor:clearing,processor,13.59,12.10,1.49,2');
    expect(lines[6]).toBe('2026-10-31T23:59:59.000Z,total,,1.49,1.49,0.00,9');
  });
});

describe('journals from their line rows', () => {
  it('groups lines under their journal, keeping the newest-first order and naming each stream', () => {
    const row = (journal: string, line: number, account: string, amount: string, recordedAt: string) => ({
      journal_id: journal, event_id: journal, event_type: 'CommissionCredited', recorded_at: new Date(recordedAt), line, account, amount_cents: amount,
    });
    const journals = journalsOf(
      [row('j2', 1, 'merchant:m1:charges', '500', '2026-10-02T00:00:00Z'), row('j2', 2, 'affiliate:a1:payable', '-500', '2026-10-02T00:00:00Z'), row('j1', 1, 'merchant:m1:charges', '700', '2026-10-01T00:00:00Z')],
      new Map([['j2', 'affiliate-wallet-a1']]),
    );
    expect(journals.map((j) => [j.journalId, j.streamId, j.lines.map((l) => l.amountCents)])).toEqual([['j2', 'affiliate-wallet-a1', [500, -500]], ['j1', '', [700]]]);
  });
});
