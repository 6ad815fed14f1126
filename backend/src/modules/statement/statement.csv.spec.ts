import type { MerchantStatement, StatementLine } from '@leadledger/contracts/statement';
import { statementCsv } from './statement.csv';
import { totalsOf } from './statement-totals';

const charge: StatementLine = {
  id: 'e1', kind: 'charge', occurredAt: '2026-11-03T15:00:00.000Z', callId: 'c1', customerName: 'Dan "The Deal" Smith, Jr.', programName: '=HYPERLINK("http://x")',
  affiliateName: '@Alan', commissionCents: 4000, feeCents: 400, amountCents: 4400, processorId: 'ch_1', declineReason: null, refundReason: null,
};
const refund: StatementLine = { ...charge, id: 'e2', kind: 'refund', occurredAt: '2026-11-05T15:00:00.000Z', customerName: '-2+3', programName: '+cmd', affiliateName: 'Alan Turing', processorId: 're_1', refundReason: 'Dispute upheld' };
const declined: StatementLine = { ...charge, id: 'e3', kind: 'declined', occurredAt: '2026-11-04T15:00:00.000Z', customerName: 'Eve', programName: 'Coaching', affiliateName: 'Alan Turing', commissionCents: null, feeCents: null, amountCents: null, processorId: null, declineReason: 'Your card was declined.' };

function statement(lines: StatementLine[]): MerchantStatement {
  const totals = totalsOf(lines);
  return { month: '2026-11', timeZone: 'UTC', months: ['2026-11'], totals, opening: totalsOf([]), closing: totals, lines };
}

describe('statement CSV', () => {
  const rows = statementCsv(statement([refund, declined, charge])).split('\r\n');

  it('has a header, then the lines oldest first with ISO dates and dollars, refunds negative, and a totals row', () => {
    expect(rows[0]).toBe('date,type,call_id,customer,program,affiliate,commission,platform_fee,amount,processor_id,note');
    expect(rows[1]).toMatch(/^2026-11-03T15:00:00\.000Z,Charge,c1,.*,40\.00,4\.00,44\.00,ch_1,$/);
    expect(rows[2]).toBe('2026-11-04T15:00:00.000Z,Declined (no charge),c1,Eve,Coaching,Alan Turing,,,,,Your card was declined.');
    expect(rows[3]).toMatch(/,-40\.00,-4\.00,-44\.00,re_1,Dispute upheld$/);
    expect(rows[4]).toBe('2026-11 total,Net,,,,,0.00,0.00,0.00,,"charged 1, refunded 1, declined 1"');
    expect(rows[5]).toBe('');
  });

  it('quotes as RFC 4180 says and defuses cells a spreadsheet would run as a formula', () => {
    expect(rows[1]).toContain(`,"Dan ""The Deal"" Smith, Jr.","'=HYPERLINK(""http://x"")",'@Alan,`);
    expect(rows[3]).toContain(`,'-2+3,'+cmd,Alan Turing,`);
  });
});
