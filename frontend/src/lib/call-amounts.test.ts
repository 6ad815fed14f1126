import { callFeeText } from './call-amounts';

describe('callFeeText', () => {
  const dispute = (raisedBy: 'merchant' | 'affiliate', status: 'open' | 'upheld' | 'denied') => ({ id: 'd', raisedBy, status, reason: 'r', raisedAt: '', resolutionNote: null, resolvedAt: null, lastFailure: null });

  it('shows the fee of an approved call, none for a rejected one, and a refunded one as refunded', () => {
    expect(callFeeText({ status: 'approved', platformFee: 4, dispute: null })).toBe('$4.00');
    expect(callFeeText({ status: 'rejected', platformFee: 4, dispute: null })).toBe('—');
    expect(callFeeText({ status: 'pending', platformFee: 4, dispute: null })).toBe('—');
    expect(callFeeText({ status: 'rejected', platformFee: 4, dispute: dispute('merchant', 'upheld') })).toBe('$4.00 refunded');
    expect(callFeeText({ status: 'rejected', platformFee: 4, dispute: dispute('affiliate', 'denied') })).toBe('—');
  });
});
