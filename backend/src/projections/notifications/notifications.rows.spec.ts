import { type StoredEvent, encodePosition } from '../../infrastructure/event-store/event-store.port';
import { type CallFacts, type NoticeContext, contextChange, contextNeeded, noticesFor } from './notifications.rows';

const stored = (type: string, data: Record<string, unknown>): StoredEvent => ({
  eventId: 'e1', type, data, metadata: { correlationId: 'c', causationId: null, actor: 'system', occurredAt: '2026-01-01T00:00:00Z' },
  schemaVersion: 1, streamId: 'call-c1', streamPosition: 1, position: encodePosition(1, 1), recordedAt: new Date(),
});

const CALL: CallFacts = { merchantId: 'm1', affiliateId: 'a1', programId: 'p1', customerName: 'Dana Scully', disputeRaisedBy: null };
const withCall = (call: Partial<CallFacts> = {}): NoticeContext => ({ call: { ...CALL, ...call }, programName: 'Acme Demos', members: [] });
const none: NoticeContext = { call: null, programName: null, members: [] };
const parties = { callId: 'c1', merchantId: 'm1', affiliateId: 'a1' };

describe('notifications rows', () => {
  it('tells the merchant of a new call awaiting a decision, with the program and commission', () => {
    const booked = stored('CallBooked', { ...parties, programId: 'p1', customerName: 'Dana Scully', scheduledAt: '2026-03-01T09:00:00Z', payoutCents: 12550 });
    expect(contextNeeded(booked)).toEqual({ programId: 'p1' });
    expect(noticesFor(booked, { ...none, programName: 'Acme Demos' })).toEqual([{
      recipientId: 'm1', kind: 'call-booked', title: 'New call awaiting your decision', link: '/merchant-dashboard',
      body: 'Dana Scully booked a call in Acme Demos for 2026-03-01 09:00 UTC. Approve or reject it on your dashboard (commission $125.50).',
    }]);
    expect(contextChange(booked)).toEqual({ kind: 'call', callId: 'c1', merchantId: 'm1', affiliateId: 'a1', programId: 'p1', customerName: 'Dana Scully' });
  });

  it('asks nobody to decide a booking the merchant’s lead rule rejected in the same append, but remembers its call', () => {
    const booked = stored('CallBooked', { ...parties, programId: 'p1', customerName: 'Dana Scully', scheduledAt: '2026-03-01T09:00:00Z', payoutCents: 12550, autoRejected: true });
    expect(noticesFor(booked, { ...none, programName: 'Acme Demos' })).toEqual([]);
    expect(contextChange(booked)).toEqual({ kind: 'call', callId: 'c1', merchantId: 'm1', affiliateId: 'a1', programId: 'p1', customerName: 'Dana Scully' });
  });

  it('reminds the merchant as the deadline nears, and says when an undecided call went to an admin and why', () => {
    const near = stored('DecisionDeadlineNear', { ...parties, programId: 'p1', deadlineAt: '2026-03-05T09:00:00Z', hoursLeft: 24 });
    expect(contextNeeded(near)).toEqual({ callId: 'c1' });
    expect(noticesFor(near, withCall())).toEqual([expect.objectContaining({ recipientId: 'm1', kind: 'decision-deadline-near', title: 'Decision due in 24 hours' })]);
    expect(noticesFor(near, withCall())[0].body).toContain('the call with Dana Scully is due by 2026-03-05 09:00 UTC');
    const escalated = noticesFor(stored('DecisionEscalated', { ...parties, reason: 'charge-declined', deadlineAt: 't' }), withCall());
    expect(escalated).toEqual([expect.objectContaining({ recipientId: 'm1', kind: 'decision-escalated', link: '/merchant-dashboard' })]);
    expect(escalated[0].body).toBe('The decision deadline of the call with Dana Scully passed. It could not be approved at the deadline: the card was declined. An admin will decide it; you can still decide it yourself.');
  });

  it('tells the affiliate who approved a call; the merchant too when the deadline approved it', () => {
    const byMerchant = noticesFor(stored('CallApproved', { ...parties, payoutCents: 5000 }), withCall());
    expect(byMerchant).toEqual([{
      recipientId: 'a1', kind: 'call-approved', title: 'Call approved', link: '/affiliate-dashboard',
      body: 'The call with Dana Scully was approved by the merchant: $50.00 commission is in your wallet.',
    }]);
    expect(noticesFor(stored('CallApproved', { ...parties, payoutCents: 5000, approvedBy: 'admin' }), withCall())[0].body).toContain('approved by an admin');
    const byDeadline = noticesFor(stored('CallApproved', { ...parties, payoutCents: 5000, approvedBy: 'deadline' }), withCall());
    expect(byDeadline.map((n) => [n.recipientId, n.title])).toEqual([['a1', 'Call approved'], ['m1', 'Call approved at its deadline']]);
    expect(byDeadline[0].body).toContain('approved at its decision deadline');
  });

  it('tells the affiliate why a call was rejected, with the note', () => {
    const [notice] = noticesFor(stored('CallRejected', { ...parties, reason: 'no-show', note: 'Nobody came.' }), withCall());
    expect(notice).toMatchObject({ recipientId: 'a1', kind: 'call-rejected', title: 'Call rejected' });
    expect(notice.body).toBe(`The call with Dana Scully was rejected as a no-show. The merchant's note: "Nobody came.". You may dispute it within 30 days of the booking.`);
  });

  it('says whose note it is when an admin or the program’s lead rule rejected the call', () => {
    const [byAdmin] = noticesFor(stored('CallRejected', { ...parties, reason: 'no-show', note: 'Nobody joined.', rejectedBy: 'admin' }), withCall());
    expect(byAdmin.body).toBe(`The call with Dana Scully was rejected by an admin as a no-show. The admin's note: "Nobody joined.". You may dispute it within 30 days of the booking.`);
    const note = "Rejected automatically by the merchant's lead rules: The customer's email is the affiliate's own.";
    const [byRule] = noticesFor(stored('CallRejected', { ...parties, reason: 'spam', note, rejectedBy: 'lead-rule' }), withCall());
    expect(byRule.body).toBe(`The call with Dana Scully was rejected as spam. ${note} You may dispute it within 30 days of the booking.`);
  });

  it('tells the affiliate of a payout completed or failed, linking to payouts', () => {
    const done = noticesFor(stored('PayoutCompleted', { affiliateId: 'a1', payoutId: 'po1', amountCents: 100000, feeCents: 25, netCents: 99975 }), none);
    expect(done).toEqual([{ recipientId: 'a1', kind: 'payout-completed', title: 'Payout completed', link: '/affiliate-payouts', body: '$999.75 was sent to your payout account ($1,000.00 less a $0.25 fee).' }]);
    const failed = noticesFor(stored('PayoutFailed', { affiliateId: 'a1', payoutId: 'po1', amountCents: 100000, reason: 'The account was closed' }), none);
    expect(failed).toEqual([expect.objectContaining({ kind: 'payout-failed', body: 'Your payout of $1,000.00 could not be made: The account was closed. The amount is back in your available balance.' })]);
  });

  it('tells the other party of a dispute, and both of its resolution', () => {
    const raisedByMerchant = stored('DisputeRaised', { ...parties, raisedBy: 'merchant', reason: 'Not a real lead.' });
    expect(noticesFor(raisedByMerchant, withCall())).toEqual([expect.objectContaining({ recipientId: 'a1', kind: 'dispute-raised', title: 'The merchant disputed an approved call' })]);
    expect(contextChange(raisedByMerchant)).toEqual({ kind: 'dispute', callId: 'c1', raisedBy: 'merchant' });
    expect(noticesFor(stored('DisputeRaised', { ...parties, raisedBy: 'affiliate', reason: 'They showed up.' }), withCall())).toEqual([
      expect.objectContaining({ recipientId: 'm1', kind: 'dispute-raised', title: 'The affiliate disputed a rejected call' }),
    ]);
    const upheld = noticesFor(stored('DisputeUpheld', { callId: 'c1', note: 'Refund.' }), withCall({ disputeRaisedBy: 'merchant' }));
    expect(upheld.map((n) => [n.recipientId, n.kind, n.title, n.link])).toEqual([['m1', 'dispute-resolved', 'Dispute upheld', '/merchant-dashboard'], ['a1', 'dispute-resolved', 'Dispute upheld', '/affiliate-dashboard']]);
    expect(upheld[0].body).toBe(`An admin upheld the merchant's dispute on the call with Dana Scully: "Refund.". The call is rejected and the charge refunded.`);
    const denied = noticesFor(stored('DisputeDenied', { callId: 'c1', note: 'No.' }), withCall({ disputeRaisedBy: 'affiliate' }));
    expect(denied[1].body).toBe(`An admin denied the affiliate's dispute on the call with Dana Scully: "No.". The call stays as it was.`);
  });

  it('tells nobody of a resolution on a call it never saw booked', () => {
    expect(noticesFor(stored('DisputeDenied', { callId: 'c9', note: 'No.' }), none)).toEqual([]);
  });

  it('tells every current affiliate of a program that its commission changed', () => {
    const changed = stored('ProgramCommissionChanged', { programId: 'p1', merchantId: 'm1', fromCents: 5000, toCents: 7500 });
    expect(contextNeeded(changed)).toEqual({ programId: 'p1', membersOf: 'p1' });
    const notices = noticesFor(changed, { call: null, programName: 'Acme Demos', members: ['a1', 'a2'] });
    expect(notices.map((n) => n.recipientId)).toEqual(['a1', 'a2']);
    expect(notices[0]).toMatchObject({ kind: 'commission-changed', body: 'Acme Demos now pays $75.00 per approved call (was $50.00). Calls already booked keep their commission.' });
    expect(noticesFor(changed, { call: null, programName: 'Acme Demos', members: [] })).toEqual([]);
  });

  it('remembers programs and memberships, and words nothing for them', () => {
    expect(contextChange(stored('ProgramRenamed', { programId: 'p1', from: 'A', to: 'B' }))).toEqual({ kind: 'program', programId: 'p1', name: 'B' });
    expect(contextChange(stored('AffiliateJoinedProgram', { membershipId: 'ms1', programId: 'p1', affiliateId: 'a1' }))).toEqual({ kind: 'member', membershipId: 'ms1', programId: 'p1', affiliateId: 'a1' });
    expect(contextChange(stored('AffiliateRemovedFromProgram', { membershipId: 'ms1' }))).toEqual({ kind: 'member-left', membershipId: 'ms1' });
    for (const type of ['ProgramCreated', 'AffiliateJoinedProgram', 'AffiliateRemovedFromProgram']) expect(contextNeeded(stored(type, {}))).toBeNull();
  });

  it('ignores everything else', () => {
    for (const type of ['ClickRecorded', 'CommissionCredited', 'PayoutRequested', 'ChargeDeclined', 'DisputeUpholdStarted']) {
      expect(contextChange(stored(type, parties))).toBeNull();
      expect(contextNeeded(stored(type, parties))).toBeNull();
      expect(noticesFor(stored(type, parties), withCall())).toEqual([]);
    }
  });
});
