import { emptyNameBook } from './name-book';
import { summarise } from './event-summary';
import { adminActor, book, event, ids, linked, merchantActor, system } from './summary-fixtures.spec-fixtures';

const charge = { callId: ids.call, merchantId: ids.merchant, affiliateId: ids.affiliate, payoutCents: 4000, feeCents: 400, chargeCents: 4400 };

describe('call summaries', () => {
  it("says who approved whose call and what was charged, with the fee from the commission", () => {
    const summary = summarise(event('CallApproved', { callId: ids.call, merchantId: ids.merchant, affiliateId: ids.affiliate, payoutCents: 4000, approvedAt: 't' }, merchantActor), book);
    expect(summary.text).toBe("Dana Lee approved Dan Deal's call: charged $44.00 = $40.00 commission + $4.00 fee");
    expect(linked(summary)).toEqual([
      ['merchant', 'Dana Lee', ids.merchant],
      ['call', "Dan Deal's call", ids.call],
    ]);
  });

  it('rounds the fee half up as the platform does: $12.35 commission charges $13.59', () => {
    const summary = summarise(event('CallApproved', { callId: ids.call, merchantId: ids.merchant, payoutCents: 1235 }, merchantActor), book);
    expect(summary.text).toContain('charged $13.59 = $12.35 commission + $1.24 fee');
  });

  it('names the card an approval charges and the charge itself', () => {
    const started = summarise(event('ApprovalStarted', { ...charge, idempotencyKey: 'k', instruction: { paymentMethodId: 'pm_1' }, startedAt: '2026-03-01T09:00:00Z' }, merchantActor), book);
    expect(started.text).toBe("Dana Lee started approving Dan Deal's call: charging $44.00 = $40.00 commission + $4.00 fee to Visa •••• 4242");
    const charged = summarise(event('MerchantCharged', { ...charge, processorChargeId: 'ch_1', chargedAt: '2026-03-01T09:00:01Z' }), book);
    expect(charged.text).toBe("Dana Lee was charged $44.00 = $40.00 commission + $4.00 fee on Visa •••• 4242 for Dan Deal's call");
  });

  it('tells a booking with its parties, commission and time', () => {
    const summary = summarise(
      event('CallBooked', { ...charge, programId: ids.program, customerName: 'Dan Deal', scheduledAt: '2026-03-04T15:30:00.000Z', source: 'calendly', duplicateOf: null }),
      book,
    );
    expect(summary.text).toBe('Dan Deal booked a call with Dana Lee through Abe Tester for Discovery ($40.00 commission, via Calendly), at 2026-03-04 15:30 UTC');
    expect(linked(summary).map(([kind]) => kind)).toEqual(['call', 'merchant', 'affiliate', 'program']);
  });

  it('gives rejections their reason and note, declines their processor reason', () => {
    expect(summarise(event('CallRejected', { callId: ids.call, merchantId: ids.merchant, reason: 'no-show', note: 'Never joined' }, merchantActor), book).text).toBe(
      'Dana Lee rejected Dan Deal\'s call as a no-show: "Never joined"',
    );
    expect(summarise(event('ChargeDeclined', { callId: ids.call, merchantId: ids.merchant, reason: 'Your card was declined.' }), book).text).toBe(
      "Dana Lee's card was declined approving Dan Deal's call: Your card was declined; the call stays pending",
    );
  });

  it('tells disputes from raise to refund', () => {
    expect(summarise(event('DisputeRaised', { callId: ids.call, raisedBy: 'merchant', raisedByUserId: ids.merchant, merchantId: ids.merchant, reason: 'Not a real lead' }, merchantActor), book).text).toBe(
      'Dana Lee disputed the approval of Dan Deal\'s call: "Not a real lead"',
    );
    const upheld = summarise(event('DisputeUpholdStarted', { callId: ids.call, raisedBy: 'merchant', resolvedBy: ids.admin, refund: { refundCents: 4400, feeCents: 400 } }, adminActor), book);
    expect(upheld.text).toBe("Ada Admin upheld the merchant's dispute over Dan Deal's call: refunding $44.00 (including the $4.00 fee)");
    expect(summarise(event('ChargeRefunded', { callId: ids.call, merchantId: ids.merchant, refundCents: 4400, feeCents: 400 }), book).text).toBe(
      "Dana Lee was refunded $44.00 (including the $4.00 fee) for Dan Deal's call; the call is rejected again",
    );
    expect(summarise(event('DisputeDenied', { callId: ids.call, resolvedBy: ids.admin, note: 'Call happened' }, system), book).text).toBe(
      'Ada Admin denied the dispute over Dan Deal\'s call; the call stays as it was: "Call happened"',
    );
  });

  it('degrades to "a customer" and "a merchant" when the names are not known, still linking the call', () => {
    const summary = summarise(event('CallApproved', { callId: ids.call, merchantId: ids.merchant, payoutCents: 4000 }), emptyNameBook());
    expect(summary.text).toBe("A merchant approved a customer's call: charged $44.00 = $40.00 commission + $4.00 fee");
    expect(linked(summary)).toEqual([['call', "a customer's call", ids.call]]);
  });
});
