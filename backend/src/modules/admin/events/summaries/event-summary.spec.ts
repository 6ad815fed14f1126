import { emptyNameBook } from './name-book';
import { summarise } from './event-summary';
import { dollars } from './summary-text';
import { adminActor, book, event, ids, linked, merchantActor, system } from './summary-fixtures.spec-fixtures';

const affiliateActor = { userId: ids.affiliate, role: 'affiliate' };

describe('event summaries', () => {
  it('formats cents as dollars with separators and a sign', () => {
    expect([dollars(4400), dollars(5), dollars(123456789), dollars(-25), dollars('4400')]).toEqual(['$44.00', '$0.05', '$1,234,567.89', '-$0.25', 'an unknown amount']);
  });

  describe('wallet', () => {
    it('names the payout card on file when the payout was made, and the fee', () => {
      const summary = summarise(event('PayoutCompleted', { affiliateId: ids.affiliate, amountCents: 4000, feeCents: 25, netCents: 3975, completedAt: '2026-03-01T09:00:00.000Z' }, affiliateActor), book);
      expect(summary.text).toBe('Abe Tester collected $39.75 to Visa •••• 4242 ($0.25 fee)');
      expect(linked(summary)).toEqual([['affiliate', 'Abe Tester', ids.affiliate]]);
      // Before the Visa was set, the Mastercard was the card on file.
      expect(summarise(event('PayoutRequested', { affiliateId: ids.affiliate, amountCents: 4000, feeCents: 25, netCents: 3975, requestedAt: '2026-01-15T00:00:00.000Z' }), book).text).toBe(
        'Abe Tester asked to collect $40.00: $39.75 to Mastercard •••• 5556 after the $0.25 fee',
      );
    });

    it('tells credits, clawbacks and failed payouts in dollars', () => {
      expect(summarise(event('CommissionCredited', { affiliateId: ids.affiliate, callId: ids.call, amountCents: 4000 }), book).text).toBe("Abe Tester earned $40.00 commission for Dan Deal's call");
      expect(summarise(event('CommissionClawedBack', { affiliateId: ids.affiliate, callId: ids.call, amountCents: 4000 }), book).text).toBe(
        "$40.00 commission for Dan Deal's call was clawed back from Abe Tester after an upheld dispute",
      );
      expect(summarise(event('PayoutFailed', { affiliateId: ids.affiliate, amountCents: 4000, reason: 'Card closed.' }), book).text).toBe(
        "Abe Tester's payout of $40.00 failed: Card closed; the money is back in the wallet",
      );
    });

    it('describes cards by brand and last four, never more', () => {
      expect(summarise(event('PayoutMethodSet', { affiliateId: ids.affiliate, brand: 'visa', last4: '5556', expMonth: 3, expYear: 2030 }, affiliateActor), book).text).toBe(
        "Abe Tester's payout card is now Visa •••• 5556 (expires 03/2030)",
      );
      expect(summarise(event('PaymentMethodRemoved', { merchantId: ids.merchant, processorPaymentMethodId: 'pm_1' }, merchantActor), book).text).toBe("Dana Lee's billing card Visa •••• 4242 was removed");
    });
  });

  describe('programs and memberships', () => {
    it('says who changed which commission from what to what', () => {
      const summary = summarise(event('ProgramCommissionChanged', { programId: ids.program, merchantId: ids.merchant, fromCents: 4000, toCents: 5500 }, merchantActor), book);
      expect(summary.text).toBe("Dana Lee changed Discovery's commission from $40.00 to $55.00");
      expect(linked(summary)).toEqual([
        ['merchant', 'Dana Lee', ids.merchant],
        ['program', 'Discovery', ids.program],
      ]);
    });

    it('uses the name an event carries, so a rename reads as it happened', () => {
      expect(summarise(event('ProgramRenamed', { programId: ids.program, merchantId: ids.merchant, from: 'Intro', to: 'Discovery' }, merchantActor), book).text).toBe('Dana Lee renamed Intro to Discovery');
      expect(summarise(event('ProgramCreated', { programId: ids.program, merchantId: ids.merchant, name: 'Intro', payoutCents: 4000, integration: 'google' }, merchantActor), book).text).toBe(
        'Dana Lee created Intro, paying $40.00 per approved call, booked through Google Calendar',
      );
    });

    it('reads a pause by a disconnected calendar differently from a merchant pause', () => {
      expect(summarise(event('ProgramPaused', { programId: ids.program, merchantId: ids.merchant, reason: 'calendar-disconnected' }), book).text).toBe('Discovery was paused because its calendar was disconnected');
      expect(summarise(event('ProgramPaused', { programId: ids.program, merchantId: ids.merchant, reason: 'merchant' }, merchantActor), book).text).toBe('Dana Lee paused Discovery: its links take no bookings');
    });

    it('finds the program of a membership for primary switches and clicks', () => {
      expect(summarise(event('MembershipMadePrimary', { membershipId: ids.membership, affiliateId: ids.affiliate }), book).text).toBe("Discovery became Abe Tester's primary program");
      const click = summarise(event('ClickRecorded', { programId: ids.program, membershipId: ids.membership, utm: { source: 'newsletter' } }), book);
      expect(click.text).toBe("Someone followed Abe Tester's link to Discovery (utm_source newsletter)");
      expect(linked(click).map(([, text]) => text)).toEqual(['Abe Tester', 'Discovery']);
      expect(summarise(event('AffiliateRemovedFromProgram', { affiliateId: ids.affiliate, programId: ids.program, merchantId: ids.merchant, wasPrimary: true }, merchantActor), book).text).toBe(
        'Dana Lee removed Abe Tester from Discovery, their primary program',
      );
    });
  });

  it('tells unattributed bookings, messages and suspensions', () => {
    expect(
      summarise(event('UnattributedBookingRecorded', { merchantId: ids.merchant, programId: ids.program, customerName: 'Eve Early', scheduledAt: '2026-03-05T10:00:00Z', reason: 'affiliate-removed' }), book).text,
    ).toBe('Eve Early booked with Dana Lee through Discovery for 2026-03-05 10:00 UTC, credited to no affiliate: the link named an affiliate who was removed');
    expect(summarise(event('ContactMessageReceived', { name: 'Sam', email: 'sam@example.com', topic: 'billing' }), book).text).toBe('Sam <sam@example.com> sent a message about billing');
    const suspended = summarise(event('AccountSuspended', { userId: ids.affiliate, role: 'affiliate', reason: 'Fake leads', suspendedBy: ids.admin }, adminActor), book);
    expect(suspended.text).toBe('Ada Admin suspended Abe Tester: "Fake leads"');
    expect(linked(suspended)).toEqual([['affiliate', 'Abe Tester', ids.affiliate]]);
  });

  it('degrades missing names to words without links', () => {
    const summary = summarise(event('ProgramCommissionChanged', { programId: ids.program, merchantId: ids.merchant, fromCents: 4000, toCents: 5500 }), emptyNameBook());
    expect(summary).toEqual({ text: "A merchant changed a program's commission from $40.00 to $55.00", links: [] });
    expect(summarise(event('PayoutCompleted', { affiliateId: ids.affiliate, netCents: 3975, feeCents: 25 }), emptyNameBook()).text).toBe('An affiliate collected $39.75 ($0.25 fee)');
  });

  it('reads an unknown type as words, and never throws on data that is not what the type promises', () => {
    expect(summarise(event('PayoutHeldForReview', { affiliateId: ids.affiliate }, adminActor), book)).toEqual({ text: 'Payout held for review by Ada Admin', links: [] });
    expect(summarise(event('SomethingNew', {}, system), book).text).toBe('Something new');
    const odd = summarise({ ...event('CallApproved', {}), data: null as unknown as Record<string, unknown> }, book);
    expect(odd.text).toBe("A merchant approved a customer's call");
  });
});
