import type { Call } from '@leadledger/contracts/call';
import { EVENT_STORE, type EventStore } from '../src/infrastructure/event-store/event-store.port';
import { addCard, bookCall, card, CARD_DECLINED, CARD_OK, historyCalls, merchantAndAffiliate, pendingCalls } from './support/calls-setup';
import { withDatabase } from './support/database';
import { eventsAboutCall, streamEvents } from './support/stored-events';
import { AFFILIATE_ONLY, MERCHANT_ONLY, NO_SUCH_ID, SIGN_IN_MESSAGE } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

const NO_CARD = 'Add a payment card in Billing before approving calls.';
const DECIDED = 'This call has already been approved or rejected.';

describe('call endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  const approve = (setup: Awaited<ReturnType<typeof merchantAndAffiliate>>, callId: string) =>
    setup.merchant.browser.put(`/api/calls/${callId}/status`).send({ status: 'approved' });

  describe('GET /api/calls/pending and history', () => {
    it('lists the merchant own pending calls by time, in dollars with the server fee, flagged duplicates named', async () => {
      const setup = await merchantAndAffiliate(t, 12.35);
      const later = await bookCall(t, setup, { scheduledAt: '2031-03-04T15:00:00.000Z', customerEmail: 'jo@example.com' });
      const earlier = await bookCall(t, setup, { scheduledAt: '2031-03-03T15:00:00.000Z', duplicateOf: later, customerEmail: 'J.O@example.com' });
      const other = await merchantAndAffiliate(t);
      await bookCall(t, other);

      const calls = await pendingCalls(setup.merchant.browser);
      expect(calls.map((c) => c.id)).toEqual([earlier, later]);
      expect(calls[0]).toMatchObject({
        status: 'pending',
        payoutAmount: 12.35,
        platformFee: 1.24,
        chargeAmount: 13.59,
        affiliateName: 'Alan Turing',
        affiliateReferralCode: setup.merchant.program.referralCode,
        programName: setup.merchant.program.name,
        approvalInProgress: false,
        lastDeclineReason: null,
        duplicateOf: { callId: later, scheduledAt: '2031-03-04T15:00:00.000Z', affiliateName: 'Alan Turing' },
        source: 'booking-page',
      } satisfies Partial<Call>);
      expect(await historyCalls(setup.merchant.browser)).toEqual([]);
    });

    it('is for merchants only', async () => {
      const setup = await merchantAndAffiliate(t);
      for (const path of ['/api/calls/pending', '/api/calls/history']) {
        expect((await setup.affiliate.browser.get(path).expect(403)).body.message).toBe(MERCHANT_ONLY);
        expect((await t.browser().get(path).expect(401)).body.message).toBe(SIGN_IN_MESSAGE);
      }
    });
  });

  describe('PUT /api/calls/:id/status approved', () => {
    it('needs a card on file: 409 with the message, and the call stays pending', async () => {
      const setup = await merchantAndAffiliate(t);
      const callId = await bookCall(t, setup);
      const res = await approve(setup, callId).expect(409);
      expect(res.body).toMatchObject({ message: NO_CARD, code: 'NoPaymentMethod' });
      expect((await pendingCalls(setup.merchant.browser))[0]).toMatchObject({ id: callId, status: 'pending', approvalInProgress: false });
    });

    it('charges commission + round-half-up 10%, approves, credits the wallet and writes balanced journals', async () => {
      const setup = await merchantAndAffiliate(t, 12.35);
      await addCard(setup.merchant.browser);
      const callId = await bookCall(t, setup);
      const res = await approve(setup, callId).expect(200);
      expect(res.body).toMatchObject({ id: callId, status: 'approved', approvalInProgress: false, platformFee: 1.24, chargeAmount: 13.59 });
      expect(await pendingCalls(setup.merchant.browser)).toEqual([]);
      expect((await historyCalls(setup.merchant.browser)).map((c) => c.id)).toEqual([callId]);

      const aboutCall = (await eventsAboutCall(t, callId)).map((e) => e.eventId);
      const { lines, wallet } = await withDatabase(t, async (db) => ({
        lines: (await db.query(`SELECT event_type, line, account, amount_cents::int AS cents FROM ledger_entries WHERE event_id = ANY($1::uuid[]) ORDER BY event_type DESC, line`, [aboutCall])).rows,
        wallet: (await db.query(`SELECT available_cents::int, reserved_cents::int, credited_total_cents::int, paid_total_cents::int FROM wallet_balances WHERE affiliate_id = $1`, [setup.affiliate.user.id])).rows[0],
      }));
      const events = await streamEvents(t, `call-${callId}`);
      const m = setup.merchant.user.id;
      const a = setup.affiliate.user.id;
      expect(lines).toEqual([
        { event_type: 'MerchantCharged', line: 1, account: 'processor:clearing', cents: 1359 },
        { event_type: 'MerchantCharged', line: 2, account: `merchant:${m}:charges`, cents: -1359 },
        { event_type: 'MerchantCharged', line: 3, account: `merchant:${m}:charges`, cents: 124 },
        { event_type: 'MerchantCharged', line: 4, account: 'platform:revenue:commission-fee', cents: -124 },
        { event_type: 'CommissionCredited', line: 1, account: `merchant:${m}:charges`, cents: 1235 },
        { event_type: 'CommissionCredited', line: 2, account: `affiliate:${a}:payable`, cents: -1235 },
      ]);
      expect(wallet).toEqual({ available_cents: 1235, reserved_cents: 0, credited_total_cents: 1235, paid_total_cents: 0 });
      expect(events.map((e) => e.type)).toEqual(['CallBooked', 'ApprovalStarted', 'MerchantCharged', 'CallApproved']);
      expect(events[2].data).toMatchObject({ processorChargeId: expect.stringMatching(/^ch_sandbox_/), idempotencyKey: `approve-${callId}`, chargeCents: 1359 });
    });

    it('a declined card: 402 with the reason, call pending; a new card then approves with a new idempotency key', async () => {
      const setup = await merchantAndAffiliate(t);
      await addCard(setup.merchant.browser, CARD_DECLINED);
      const callId = await bookCall(t, setup);
      const declined = await approve(setup, callId).expect(402);
      expect(declined.body.message).toBe('The card was declined.');
      expect((await pendingCalls(setup.merchant.browser))[0]).toMatchObject({ id: callId, status: 'pending', approvalInProgress: false, lastDeclineReason: 'The card was declined.' });
      // The same card again: declined again, not a stored replay of a success.
      await approve(setup, callId).expect(402);

      await setup.merchant.browser.post('/api/billing/update-payment-method').send(card(CARD_OK, { exp_year: 2033 })).expect(200);
      const approved = await approve(setup, callId).expect(200);
      expect(approved.body).toMatchObject({ status: 'approved', lastDeclineReason: null });
      const keys = (await streamEvents(t, `call-${callId}`))
        .filter((e) => e.type === 'ApprovalStarted' || e.type === 'MerchantCharged')
        .map((e) => ({ type: e.type, key: e.data.idempotencyKey }));
      expect(keys).toEqual([
        { type: 'ApprovalStarted', key: `approve-${callId}` },
        { type: 'ApprovalStarted', key: `approve-${callId}-2` },
        { type: 'ApprovalStarted', key: `approve-${callId}-3` },
        { type: 'MerchantCharged', key: `approve-${callId}-3` },
      ]);
    });

    it('deciding a decided call is a 409 and never a second charge', async () => {
      const setup = await merchantAndAffiliate(t);
      await addCard(setup.merchant.browser);
      const callId = await bookCall(t, setup);
      await approve(setup, callId).expect(200);
      expect((await approve(setup, callId).expect(409)).body.message).toBe(DECIDED);
      expect((await setup.merchant.browser.put(`/api/calls/${callId}/status`).send({ status: 'rejected' }).expect(409)).body.message).toBe(DECIDED);
      const charged = (await streamEvents(t, `call-${callId}`)).filter((e) => e.type === 'MerchantCharged').length;
      expect(charged).toBe(1);
    });
  });

  describe('PUT /api/calls/:id/status rejected', () => {
    it('rejects with a reason and note the affiliate sees; the default reason is other', async () => {
      const setup = await merchantAndAffiliate(t);
      const spam = await bookCall(t, setup);
      const plain = await bookCall(t, setup);
      const res = await setup.merchant.browser.put(`/api/calls/${spam}/status`).send({ status: 'rejected', reason: 'spam', note: '  Fake number  ' }).expect(200);
      expect(res.body).toMatchObject({ status: 'rejected', rejectionReason: 'spam', rejectionNote: 'Fake number' });
      await setup.merchant.browser.put(`/api/calls/${plain}/status`).send({ status: 'rejected' }).expect(200);

      const referrals = (await setup.affiliate.browser.get('/api/calls/affiliate').expect(200)).body;
      expect(referrals).toHaveLength(2);
      expect(referrals.find((r: { id: string }) => r.id === spam)).toMatchObject({ status: 'rejected', rejectionReason: 'spam', rejectionNote: 'Fake number', payoutAmount: 12.35 });
      expect(referrals.find((r: { id: string }) => r.id === plain)).toMatchObject({ status: 'rejected', rejectionReason: 'other', rejectionNote: null });
    });

    it.each([
      ['an unknown status', { status: 'maybe' }, 'The status must be approved or rejected.'],
      ['no status', {}, 'The status must be approved or rejected.'],
      ['an unknown reason', { status: 'rejected', reason: 'boring' }, 'The reason must be spam, no-show, duplicate, not-qualified or other.'],
      ['a note over 500 characters', { status: 'rejected', note: 'x'.repeat(501) }, 'The note must be at most 500 characters.'],
      ['a note that is not text', { status: 'rejected', note: 42 }, 'The note must be text.'],
    ])('refuses %s with 400', async (_, body, message) => {
      const setup = await merchantAndAffiliate(t);
      const callId = await bookCall(t, setup);
      expect((await setup.merchant.browser.put(`/api/calls/${callId}/status`).send(body).expect(400)).body.message).toBe(message);
      expect((await pendingCalls(setup.merchant.browser))[0].status).toBe('pending');
    });
  });

  describe('foreign and missing calls', () => {
    it("another merchant's call is not found (404) for approve and reject, and stays untouched", async () => {
      const owner = await merchantAndAffiliate(t);
      const intruder = await merchantAndAffiliate(t);
      await addCard(intruder.merchant.browser);
      const callId = await bookCall(t, owner);
      for (const body of [{ status: 'approved' }, { status: 'rejected', reason: 'spam' }]) {
        const res = await intruder.merchant.browser.put(`/api/calls/${callId}/status`).send(body).expect(404);
        expect(res.body.message).toBe('Call not found.');
      }
      await intruder.merchant.browser.put(`/api/calls/${NO_SUCH_ID}/status`).send({ status: 'approved' }).expect(404);
      await intruder.merchant.browser.put('/api/calls/not-a-uuid/status').send({ status: 'approved' }).expect(404);
      expect((await pendingCalls(intruder.merchant.browser))).toEqual([]);
      expect((await pendingCalls(owner.merchant.browser))[0]).toMatchObject({ id: callId, status: 'pending' });
      const events = await t.app.get<EventStore>(EVENT_STORE).readStream(`call-${callId}`);
      expect(events.map((e) => e.type)).toEqual(['CallBooked']);
    });

    it('an affiliate cannot decide calls (403)', async () => {
      const setup = await merchantAndAffiliate(t);
      const callId = await bookCall(t, setup);
      expect((await setup.affiliate.browser.put(`/api/calls/${callId}/status`).send({ status: 'approved' }).expect(403)).body.message).toBe(MERCHANT_ONLY);
      await setup.affiliate.browser.post('/api/calls/bulk-status').send({ status: 'approved', callIds: [callId] }).expect(403);
      await t.browser().put(`/api/calls/${callId}/status`).send({ status: 'approved' }).expect(401);
    });
  });

  describe('POST /api/calls/bulk-status', () => {
    it('approves the selected calls, each with its own outcome; a foreign call fails alone', async () => {
      const setup = await merchantAndAffiliate(t, 20);
      const other = await merchantAndAffiliate(t);
      await addCard(setup.merchant.browser);
      const ids = [await bookCall(t, setup), await bookCall(t, setup), await bookCall(t, setup)];
      const foreign = await bookCall(t, other);
      const res = await setup.merchant.browser.post('/api/calls/bulk-status').send({ status: 'approved', callIds: [...ids, foreign, ids[0]] }).expect(200);
      expect(res.body.results).toEqual([
        ...ids.map((callId) => ({ callId, ok: true, status: 'approved' })),
        { callId: foreign, ok: false, message: 'Call not found.' },
      ]);
      const stats = (await setup.affiliate.browser.get('/api/stats/affiliate').expect(200)).body;
      expect(stats).toEqual({ totalReferrals: 3, approvedCalls: 3, pendingCalls: 0, totalEarnings: '$60.00' });
    });

    it('rejects the selected calls with the reason', async () => {
      const setup = await merchantAndAffiliate(t);
      const ids = [await bookCall(t, setup), await bookCall(t, setup)];
      const res = await setup.merchant.browser.post('/api/calls/bulk-status').send({ status: 'rejected', reason: 'not-qualified', callIds: ids }).expect(200);
      expect(res.body.results.every((r: { ok: boolean; status: string }) => r.ok && r.status === 'rejected')).toBe(true);
      expect((await historyCalls(setup.merchant.browser)).map((c) => c.rejectionReason)).toEqual(['not-qualified', 'not-qualified']);
    });

    it('approving without a card fails each call with the message', async () => {
      const setup = await merchantAndAffiliate(t);
      const callId = await bookCall(t, setup);
      const res = await setup.merchant.browser.post('/api/calls/bulk-status').send({ status: 'approved', callIds: [callId] }).expect(200);
      expect(res.body.results).toEqual([{ callId, ok: false, message: NO_CARD }]);
    });

    it.each([
      ['no ids', { status: 'approved', callIds: [] }, 'Choose at least one call.'],
      ['ids that are not uuids', { status: 'approved', callIds: ['x'] }, 'Choose calls from the list.'],
      ['more than 100 ids', { status: 'approved', callIds: Array.from({ length: 101 }, () => NO_SUCH_ID) }, 'Choose at most 100 calls at a time.'],
      ['no status', { callIds: [NO_SUCH_ID] }, 'The status must be approved or rejected.'],
    ])('refuses %s with 400', async (_, body, message) => {
      const setup = await merchantAndAffiliate(t);
      expect((await setup.merchant.browser.post('/api/calls/bulk-status').send(body).expect(400)).body.message).toBe(message);
    });
  });

  describe('the affiliate view', () => {
    it('lists its own referrals and stats, never another affiliate’s', async () => {
      const setup = await merchantAndAffiliate(t, 30);
      await addCard(setup.merchant.browser);
      const approved = await bookCall(t, setup);
      const pending = await bookCall(t, setup);
      await setup.merchant.browser.put(`/api/calls/${approved}/status`).send({ status: 'approved' }).expect(200);
      const other = await merchantAndAffiliate(t);
      await bookCall(t, other);

      const referrals = (await setup.affiliate.browser.get('/api/calls/affiliate').expect(200)).body;
      expect(referrals.map((r: { id: string }) => r.id).sort()).toEqual([approved, pending].sort());
      expect(referrals.find((r: { id: string }) => r.id === approved)).toMatchObject({ status: 'approved', payoutAmount: 30, programName: setup.merchant.program.name });
      expect((await setup.affiliate.browser.get('/api/stats/affiliate').expect(200)).body).toEqual({ totalReferrals: 2, approvedCalls: 1, pendingCalls: 1, totalEarnings: '$30.00' });
    });

    it('starts at zero', async () => {
      const setup = await merchantAndAffiliate(t);
      expect((await setup.affiliate.browser.get('/api/stats/affiliate').expect(200)).body).toEqual({ totalReferrals: 0, approvedCalls: 0, pendingCalls: 0, totalEarnings: '$0.00' });
      expect((await setup.affiliate.browser.get('/api/calls/affiliate').expect(200)).body).toEqual([]);
    });

    it('is for affiliates only', async () => {
      const setup = await merchantAndAffiliate(t);
      expect((await setup.merchant.browser.get('/api/calls/affiliate').expect(403)).body.message).toBe(AFFILIATE_ONLY);
      expect((await setup.merchant.browser.get('/api/stats/affiliate').expect(403)).body.message).toBe(AFFILIATE_ONLY);
      await t.browser().get('/api/stats/affiliate').expect(401);
    });
  });
});
