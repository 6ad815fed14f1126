import type { StatementLine } from '@leadledger/contracts/statement';
import { addTotals, totalsOf, totalsOfSums } from './statement-totals';

const line = (kind: StatementLine['kind'], amountCents: number | null, feeCents: number | null, commissionCents: number | null): StatementLine => ({
  id: `${kind}-${amountCents}`, kind, occurredAt: '2026-11-03T10:00:00.000Z', callId: 'c1', customerName: null, programName: null, affiliateName: null,
  commissionCents, feeCents, amountCents, processorId: null, declineReason: null, refundReason: null,
});

describe('statement totals', () => {
  it('nets refunds against charges, part by part, and counts declines without money', () => {
    const lines = [line('charge', 4400, 400, 4000), line('charge', 1359, 124, 1235), line('refund', 4400, 400, 4000), line('declined', null, null, null)];
    expect(totalsOf(lines)).toEqual({ chargedCents: 5759, refundedCents: 4400, netCents: 1359, commissionsCents: 1235, feesCents: 124, charges: 2, refunds: 1, declined: 1 });
  });

  it('reads sums per kind as the database groups them, and is all zeros for nothing', () => {
    expect(totalsOfSums([{ kind: 'charge', count: 3, amountCents: 13200, feeCents: 1200, commissionCents: 12000 }])).toMatchObject({ chargedCents: 13200, netCents: 13200, charges: 3 });
    expect(totalsOf([])).toEqual({ chargedCents: 0, refundedCents: 0, netCents: 0, commissionsCents: 0, feesCents: 0, charges: 0, refunds: 0, declined: 0 });
  });

  it('adds an opening to a month for the closing', () => {
    const opening = totalsOf([line('charge', 4400, 400, 4000)]);
    const month = totalsOf([line('refund', 4400, 400, 4000), line('declined', null, null, null)]);
    expect(addTotals(opening, month)).toEqual({ chargedCents: 4400, refundedCents: 4400, netCents: 0, commissionsCents: 0, feesCents: 0, charges: 1, refunds: 1, declined: 1 });
  });
});
