import type { AffiliateReferral, Call } from '@leadledger/contracts/call';
import { PAYMENT_PROCESSOR, type PaymentProcessor } from '../src/infrastructure/payments/payments.port';
import { addCard, bookCall, CARD_DECLINED, CARD_OK, historyCalls, pendingCalls } from './support/calls-setup';
import { withDatabase } from './support/database';
import {
  approvedCall, bookCallAt, disputeSetup, eventsAbout, newAdmin, queue, raise, raised, REASON, rejectedCall, resolve, walletOf, WINDOW_CLOSED,
} from './support/disputes-setup';
import { addPayoutCard, collect, earningsOf } from './support/payouts-setup';
import { NO_SUCH_ID, type Person } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

/** Issue 6: disputes raised by merchants and affiliates, resolved by admins, over HTTP. */
describe('disputes', () => {
  let t: TestApp;
  let admin: Person;
  let processor: PaymentProcessor;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await newAdmin(t);
    processor = t.app.get<PaymentProcessor>(PAYMENT_PROCESSOR, { strict: false });
  });
  afterAll(async () => t.close());
  afterEach(() => jest.restoreAllMocks());

  const referralsOf = async (p: Person): Promise<AffiliateReferral[]> => (await p.browser.get('/api/calls/affiliate').expect(200)).body;
  const historyRow = async (p: Person, callId: string): Promise<Call | undefined> => (await historyCalls(p.browser)).find((c) => c.id === callId);

  describe('raising', () => {
    it("lets a merchant dispute its approved call; the merchant's history, the affiliate's referrals and the admin queue show it", async () => {
      const setup = await disputeSetup(t);
      const callId = await approvedCall(t, setup);
      const res = await raise(setup.merchant.browser, callId, `  ${REASON}  `).expect(201);
      expect(res.body).toEqual({
        id: expect.any(String), raisedBy: 'merchant', status: 'open', reason: REASON, raisedAt: expect.any(String), resolutionNote: null, resolvedAt: null, lastFailure: null,
      });
      const row = await historyRow(setup.merchant, callId);
      expect(row).toMatchObject({ status: 'approved', dispute: res.body });
      expect(Date.parse(row!.disputeDeadline) - Date.parse(row!.bookedAt)).toBe(30 * 86_400_000);
      expect((await referralsOf(setup.affiliate)).find((r) => r.id === callId)).toMatchObject({ status: 'approved', dispute: res.body });
      const [queued] = (await queue(admin.browser)).filter((d) => d.id === res.body.id);
      expect(queued).toMatchObject({
        ...res.body, callId, raisedByName: 'Ada Lovelace', merchantId: setup.merchant.user.id, affiliateId: setup.affiliate.user.id, affiliateName: 'Alan Turing',
        programName: setup.merchant.program.name, callStatus: 'approved', payoutCents: 1_235, feeCents: 124, resolvedBy: null,
      });
    });

    it('lets an affiliate dispute its rejected call', async () => {
      const setup = await disputeSetup(t);
      const callId = await rejectedCall(t, setup);
      const dispute = await raised(setup.affiliate.browser, callId);
      expect(dispute).toMatchObject({ raisedBy: 'affiliate', status: 'open' });
      expect((await referralsOf(setup.affiliate)).find((r) => r.id === callId)).toMatchObject({ status: 'rejected', rejectionReason: 'not-qualified', dispute });
      expect((await historyRow(setup.merchant, callId))?.dispute).toEqual(dispute);
    });

    it('refuses the wrong party, the wrong status and a second dispute with 409, and other people with 404', async () => {
      const setup = await disputeSetup(t);
      const other = await disputeSetup(t, { card: null });
      const approved = await approvedCall(t, setup);
      const rejected = await rejectedCall(t, setup);
      const pending = await bookCall(t, setup);
      expect((await raise(setup.affiliate.browser, approved).expect(409)).body.message).toBe('Only a rejected call can be disputed by its affiliate.');
      expect((await raise(setup.merchant.browser, rejected).expect(409)).body.message).toBe('Only an approved call can be disputed by its merchant.');
      await raise(setup.merchant.browser, pending).expect(409);
      for (const stranger of [other.merchant, other.affiliate]) expect((await raise(stranger.browser, approved).expect(404)).body.message).toBe('Call not found.');
      await raise(setup.merchant.browser, NO_SUCH_ID).expect(404);
      await raise(setup.merchant.browser, 'not-a-uuid').expect(404);
      await raise(admin.browser, approved).expect(403);
      await raised(setup.merchant.browser, approved);
      expect((await raise(setup.merchant.browser, approved).expect(409)).body.message).toBe('This call has already been disputed; a call can be disputed only once.');
      // Pending calls carry no dispute and the list stays as it was.
      expect((await pendingCalls(setup.merchant.browser)).find((c) => c.id === pending)).toMatchObject({ dispute: null });
    });

    it('refuses a reason under 10 or over 1000 characters with 400 and a message', async () => {
      const setup = await disputeSetup(t);
      const callId = await approvedCall(t, setup);
      expect((await raise(setup.merchant.browser, callId, '   too short   ').expect(400)).body.message).toBe('Please explain the dispute in at least 10 characters.');
      expect((await raise(setup.merchant.browser, callId, 'x'.repeat(1001)).expect(400)).body.message).toBe('The reason must be at most 1000 characters.');
      expect((await setup.merchant.browser.post(`/api/calls/${callId}/dispute`).send({}).expect(400)).body.message).toBe('Please give a reason for the dispute.');
      await raise(setup.merchant.browser, callId, 'x'.repeat(1000)).expect(201);
    });

    it('refuses a dispute more than 30 days after the booking with 422, naming the booking date', async () => {
      const setup = await disputeSetup(t);
      const callId = await bookCallAt(t, setup, new Date(Date.now() - 31 * 86_400_000));
      await setup.merchant.browser.put(`/api/calls/${callId}/status`).send({ status: 'approved' }).expect(200);
      const res = await raise(setup.merchant.browser, callId).expect(422);
      expect(res.body.message).toMatch(WINDOW_CLOSED);
      expect((await historyRow(setup.merchant, callId))?.dispute).toBeNull();
    });
  });

  describe('the admin queue', () => {
    it('is for admins only, filters open, resolved and all, and refuses other filters', async () => {
      const setup = await disputeSetup(t);
      await setup.merchant.browser.get('/api/admin/disputes').expect(403);
      await setup.affiliate.browser.get('/api/admin/disputes').expect(403);
      await t.browser().get('/api/admin/disputes').expect(401);
      expect((await admin.browser.get('/api/admin/disputes?status=closed').expect(400)).body.message).toBe('The status must be open, resolved or all.');
      const open = await raised(setup.merchant.browser, await approvedCall(t, setup));
      const denied = await raised(setup.merchant.browser, await approvedCall(t, setup));
      await resolve(admin.browser, denied.id, 'deny').expect(200);
      const ids = async (status?: string) => (await queue(admin.browser, status)).map((d) => d.id);
      expect(await ids()).toContain(open.id);
      expect(await ids()).not.toContain(denied.id);
      expect(await ids('resolved')).toEqual(expect.arrayContaining([denied.id]));
      expect(await ids('resolved')).not.toContain(open.id);
      expect(await ids('all')).toEqual(expect.arrayContaining([open.id, denied.id]));
      await setup.merchant.browser.post(`/api/admin/disputes/${open.id}/resolve`).send({ outcome: 'deny', note: 'x' }).expect(403);
    });

    it('validates the decision and the note, and answers 404 for an unknown dispute', async () => {
      const setup = await disputeSetup(t);
      const dispute = await raised(setup.merchant.browser, await approvedCall(t, setup));
      expect((await admin.browser.post(`/api/admin/disputes/${dispute.id}/resolve`).send({ outcome: 'maybe', note: 'n' }).expect(400)).body.message).toBe('The outcome must be uphold or deny.');
      expect((await resolve(admin.browser, dispute.id, 'deny', '   ').expect(400)).body.message).toBe('Please add a note explaining the decision.');
      await resolve(admin.browser, NO_SUCH_ID, 'deny').expect(404);
      await resolve(admin.browser, 'nope', 'deny').expect(404);
    });
  });

  describe('denying', () => {
    it('closes the dispute with the note and leaves the call as it was; a second resolve is 409', async () => {
      const setup = await disputeSetup(t);
      const callId = await approvedCall(t, setup);
      const dispute = await raised(setup.merchant.browser, callId);
      const res = await resolve(admin.browser, dispute.id, 'deny', 'The recording shows the call took place.').expect(200);
      expect(res.body).toMatchObject({ id: dispute.id, status: 'denied', resolutionNote: 'The recording shows the call took place.', resolvedBy: 'Grace Hopper', callStatus: 'approved' });
      expect(res.body.resolvedAt).toEqual(expect.any(String));
      expect(await historyRow(setup.merchant, callId)).toMatchObject({ status: 'approved', dispute: { status: 'denied', resolutionNote: 'The recording shows the call took place.' } });
      expect((await resolve(admin.browser, dispute.id, 'uphold').expect(409)).body.message).toBe('This dispute has already been resolved.');
      await resolve(admin.browser, dispute.id, 'deny').expect(409);
      expect(await eventsAbout(t, callId, 'ChargeRefunded')).toEqual([]);
    });
  });

  describe("upholding a merchant's dispute", () => {
    it('refunds commission and fee, rejects the call, and claws back the commission even below zero; a later commission repays it', async () => {
      const setup = await disputeSetup(t);
      const callId = await approvedCall(t, setup);
      await addPayoutCard(setup.affiliate.browser);
      await collect(setup.affiliate.browser).expect(200);
      const dispute = await raised(setup.merchant.browser, callId);
      const refund = jest.spyOn(processor, 'refund');

      const res = await resolve(admin.browser, dispute.id, 'uphold', 'No-show confirmed.').expect(200);
      expect(res.body).toMatchObject({ status: 'upheld', callStatus: 'rejected', resolutionNote: 'No-show confirmed.', resolvedBy: 'Grace Hopper', lastFailure: null });
      expect(refund).toHaveBeenCalledTimes(1);
      const [charged] = await eventsAbout(t, callId, 'MerchantCharged');
      expect(refund.mock.calls[0][0]).toEqual({ chargeId: charged.processorChargeId, amountCents: 1_359, idempotencyKey: `refund-${dispute.id}`, reason: 'requested_by_customer' });

      expect(await historyRow(setup.merchant, callId)).toMatchObject({ status: 'rejected', rejectionReason: null, dispute: { status: 'upheld', resolutionNote: 'No-show confirmed.' } });
      expect((await referralsOf(setup.affiliate)).find((r) => r.id === callId)).toMatchObject({ status: 'rejected', dispute: { status: 'upheld' } });
      expect(await eventsAbout(t, callId, 'ChargeRefunded')).toEqual([
        { callId, merchantId: setup.merchant.user.id, processorRefundId: expect.stringMatching(/^re_/), refundCents: 1_359, feeCents: 124, refundedAt: expect.any(String) },
      ]);
      expect(await eventsAbout(t, callId, 'CommissionClawedBack')).toHaveLength(1);
      // The $12.35 was paid out before: the wallet owes it now, and nothing can be collected.
      expect(await walletOf(t, setup.affiliate.user.id)).toEqual({ available: -1_235, reserved: 0 });
      expect(await earningsOf(setup.affiliate.browser)).toMatchObject({ availableCents: -1_235 });
      await collect(setup.affiliate.browser).expect(422);

      await approvedCall(t, setup);
      await approvedCall(t, setup);
      expect(await walletOf(t, setup.affiliate.user.id)).toEqual({ available: 1_235, reserved: 0 });
      await expectBooksBalanced(t);
    });
  });

  describe("upholding an affiliate's dispute", () => {
    it('charges the merchant like an approval, approves the call and credits the commission', async () => {
      const setup = await disputeSetup(t);
      const callId = await rejectedCall(t, setup);
      const dispute = await raised(setup.affiliate.browser, callId);
      const charge = jest.spyOn(processor, 'charge');

      const res = await resolve(admin.browser, dispute.id, 'uphold', 'The customer did attend.').expect(200);
      expect(res.body).toMatchObject({ status: 'upheld', callStatus: 'approved', resolvedBy: 'Grace Hopper' });
      expect(charge).toHaveBeenCalledTimes(1);
      expect(charge.mock.calls[0][0]).toMatchObject({ amountCents: 1_359, idempotencyKey: `dispute-charge-${dispute.id}`, metadata: { callId } });
      expect(await historyRow(setup.merchant, callId)).toMatchObject({ status: 'approved', rejectionReason: null, rejectionNote: null, approvalInProgress: false, dispute: { status: 'upheld' } });
      expect((await referralsOf(setup.affiliate)).find((r) => r.id === callId)).toMatchObject({ status: 'approved', dispute: { status: 'upheld', resolutionNote: 'The customer did attend.' } });
      expect(await eventsAbout(t, callId, 'CommissionCredited')).toHaveLength(1);
      expect(await walletOf(t, setup.affiliate.user.id)).toEqual({ available: 1_235, reserved: 0 });
      await resolve(admin.browser, dispute.id, 'uphold').expect(409);
      await expectBooksBalanced(t);
    });

    it('needs a card on file: 409 with a message, and the dispute stays open', async () => {
      const setup = await disputeSetup(t, { card: null });
      const callId = await rejectedCall(t, setup);
      const dispute = await raised(setup.affiliate.browser, callId);
      const res = await resolve(admin.browser, dispute.id, 'uphold').expect(409);
      expect(res.body.message).toBe('The merchant has no payment card on file, so the call cannot be approved and charged yet. The dispute stays open.');
      expect((await queue(admin.browser)).find((d) => d.id === dispute.id)).toMatchObject({ status: 'open', callStatus: 'rejected' });
    });

    it("answers a declined card with 402 and the processor's reason; the dispute stays open with it, and a retry with a new card upholds", async () => {
      const setup = await disputeSetup(t, { card: CARD_DECLINED });
      const callId = await rejectedCall(t, setup);
      const dispute = await raised(setup.affiliate.browser, callId);
      const res = await resolve(admin.browser, dispute.id, 'uphold').expect(402);
      expect(res.body.message).toBe('The card was declined.');
      expect((await queue(admin.browser)).find((d) => d.id === dispute.id)).toMatchObject({ status: 'open', lastFailure: 'The card was declined.', resolutionNote: null, resolvedBy: null, callStatus: 'rejected' });
      expect(await historyRow(setup.merchant, callId)).toMatchObject({ status: 'rejected', approvalInProgress: false, dispute: { status: 'open', lastFailure: 'The card was declined.' } });

      await addCard(setup.merchant.browser, CARD_OK);
      const charge = jest.spyOn(processor, 'charge');
      await resolve(admin.browser, dispute.id, 'uphold').expect(200);
      expect(charge.mock.calls[0][0].idempotencyKey).toBe(`dispute-charge-${dispute.id}-2`);
      expect((await queue(admin.browser, 'resolved')).find((d) => d.id === dispute.id)).toMatchObject({ status: 'upheld', lastFailure: null, callStatus: 'approved' });
    });
  });
});

/** Every journal sums to zero and every affiliate's payable is minus its wallet (docs/architecture/ledger.md). */
async function expectBooksBalanced(t: TestApp): Promise<void> {
  const { unbalanced, mismatched } = await withDatabase(t, async (db) => ({
    unbalanced: (await db.query(`SELECT journal_id FROM ledger_entries GROUP BY journal_id HAVING sum(amount_cents) <> 0`)).rows,
    mismatched: (await db.query(
      `SELECT w.affiliate_id FROM wallet_balances w
       LEFT JOIN (SELECT split_part(account, ':', 2)::uuid AS affiliate_id, sum(amount_cents) AS payable FROM ledger_entries WHERE account LIKE 'affiliate:%:payable' GROUP BY 1) l
         ON l.affiliate_id = w.affiliate_id
       WHERE w.available_cents + w.reserved_cents <> -coalesce(l.payable, 0)`,
    )).rows,
  }));
  expect(unbalanced).toEqual([]);
  expect(mismatched).toEqual([]);
}
