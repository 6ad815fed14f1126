import { walletStream } from '../../../domain/affiliate-wallet/affiliate-wallet.stream';
import { callStream } from '../../../domain/call/call.stream';
import { programStream } from '../../../domain/program/program.stream';
import { processorResult, programResult, subjectOfStream } from './search-results';

const ID = '0a1b2c3d-0000-4000-8000-00000000000f';
const at = new Date('2026-03-01T09:00:00Z');

describe('search results', () => {
  it('opens a charge or refund on its call and a payout transfer on its affiliate', () => {
    expect(subjectOfStream(callStream(ID))).toEqual({ kind: 'call', id: ID });
    expect(subjectOfStream(walletStream(ID))).toEqual({ kind: 'affiliate', id: ID });
    expect(subjectOfStream(programStream(ID))).toBeNull();
  });

  it('names the movement and its processor id, and keeps its amount in cents', () => {
    const row = { type: 'ChargeRefunded', stream_id: callStream(ID), recorded_at: at, processor_id: 're_123', amount_cents: '1359' };
    expect(processorResult(row, 'Call with Sam')).toEqual({
      title: 'Refund re_123',
      subtitle: 'Call with Sam',
      amountCents: 1359,
      at: '2026-03-01T09:00:00.000Z',
      opens: { kind: 'call', id: ID },
    });
  });

  it('leaves out a record whose stream no timeline shows', () => {
    expect(processorResult({ type: 'MerchantCharged', stream_id: 'elsewhere-1', recorded_at: at, processor_id: 'ch_1', amount_cents: null }, null)).toBeNull();
  });

  it('describes a program by its code, its merchant and whether it is archived', () => {
    const row = { id: ID, name: 'Demo', referral_code: 'ABC', created_at: at, archived_at: at, company_name: null, first_name: 'Ada', last_name: null };
    expect(programResult(row).subtitle).toBe('code ABC · by Ada · archived');
  });
});
