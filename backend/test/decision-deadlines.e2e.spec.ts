import type { AffiliateReferral } from '@leadledger/contracts/call';
import { PAYMENT_PROCESSOR, type PaymentProcessor } from '../src/infrastructure/payments/payments.port';
import { DecisionDeadlines } from '../src/modules/decision-deadlines/decision-deadlines';
import { addCard, CARD_DECLINED, historyCalls, merchantAndAffiliate, pendingCalls } from './support/calls-setup';
import { withDatabase } from './support/database';
import { bookUnderTerms, catchUp, deadlineRow, hoursFrom, NOTHING, sweepAt } from './support/deadlines-setup';
import { eventsAboutCall, streamEvents } from './support/stored-events';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Decision deadlines (docs/product/decision-deadlines.md) end to end: the sweeper, with its clock
 * moved past a call's deadline, reminds, escalates or approves it through the call's stream, and the
 * approval charges and credits as a merchant's would. Each test leaves its calls decided or
 * escalated, so a later test's sweep (at a later time) finds nothing of theirs to do.
 */
describe('decision deadlines', () => {
  let t: TestApp;
  let processor: PaymentProcessor;
  beforeAll(async () => {
    t = await startTestApp();
    processor = t.app.get<PaymentProcessor>(PAYMENT_PROCESSOR, { strict: false });
  });
  afterAll(async () => t.close());
  afterEach(() => jest.restoreAllMocks());

  const types = async (callId: string) => (await streamEvents(t, `call-${callId}`)).map((e) => e.type);

  it('approves an undecided call under approve terms once: one charge of commission + fee, the wallet credited', async () => {
    const setup = await merchantAndAffiliate(t, 12.35);
    await addCard(setup.merchant.browser);
    const { callId, deadlineAt } = await bookUnderTerms(t, setup, { days: 3, onDeadline: 'approve' });
    const charge = jest.spyOn(processor, 'charge');

    expect(await sweepAt(t, hoursFrom(deadlineAt, 1 / 60))).toEqual({ ...NOTHING, approved: 1 });
    expect(charge).toHaveBeenCalledTimes(1);
    expect(charge.mock.calls[0][0]).toMatchObject({ amountCents: 1359, idempotencyKey: `approve-${callId}`, metadata: { callId } });

    const events = await streamEvents(t, `call-${callId}`);
    expect(events.map((e) => e.type)).toEqual(['CallBooked', 'ApprovalStarted', 'MerchantCharged', 'CallApproved']);
    expect(events[1].data).toMatchObject({ approvedBy: 'deadline', payoutCents: 1235, feeCents: 124, chargeCents: 1359 });
    expect(events[1].metadata).toMatchObject({ actor: 'system' });
    expect(events[2].data).toMatchObject({ chargeCents: 1359, processorChargeId: expect.stringMatching(/^ch_sandbox_/) });
    expect(events[3].data).toMatchObject({ approvedBy: 'deadline', payoutCents: 1235 });

    await catchUp(t);
    const aboutCall = await eventsAboutCall(t, callId);
    expect(aboutCall.filter((e) => e.type === 'CommissionCredited')).toHaveLength(1);
    const m = setup.merchant.user.id;
    const a = setup.affiliate.user.id;
    const { lines, wallet } = await withDatabase(t, async (db) => ({
      lines: (await db.query(`SELECT event_type, line, account, amount_cents::int AS cents FROM ledger_entries WHERE event_id = ANY($1::uuid[]) ORDER BY event_type DESC, line`, [aboutCall.map((e) => e.eventId)])).rows,
      wallet: (await db.query(`SELECT available_cents::int, credited_total_cents::int FROM wallet_balances WHERE affiliate_id = $1`, [a])).rows[0],
    }));
    // The same journals as a merchant's approval (calls.e2e.spec.ts).
    expect(lines).toEqual([
      { event_type: 'MerchantCharged', line: 1, account: 'processor:clearing', cents: 1359 },
      { event_type: 'MerchantCharged', line: 2, account: `merchant:${m}:charges`, cents: -1359 },
      { event_type: 'MerchantCharged', line: 3, account: `merchant:${m}:charges`, cents: 124 },
      { event_type: 'MerchantCharged', line: 4, account: 'platform:revenue:commission-fee', cents: -124 },
      { event_type: 'CommissionCredited', line: 1, account: `merchant:${m}:charges`, cents: 1235 },
      { event_type: 'CommissionCredited', line: 2, account: `affiliate:${a}:payable`, cents: -1235 },
    ]);
    expect(wallet).toEqual({ available_cents: 1235, credited_total_cents: 1235 });
    expect(await deadlineRow(t, callId)).toMatchObject({ status: 'approved', approval_in_progress: false, approved_by: 'deadline', decision_days: 3, decision_policy: 'approve', escalated_at: null });
    // Both parties see who approved it, under the terms it was booked with.
    const decision = { dueAt: deadlineAt.toISOString(), onDeadline: 'approve', escalatedAt: null, escalationReason: null, approvedBy: 'deadline', rejectedBy: null };
    expect((await historyCalls(setup.merchant.browser)).map((c) => ({ id: c.id, status: c.status, decision: c.decision }))).toEqual([{ id: callId, status: 'approved', decision }]);
    const referrals: AffiliateReferral[] = (await setup.affiliate.browser.get('/api/calls/affiliate').expect(200)).body;
    expect(referrals.find((r) => r.id === callId)).toMatchObject({ status: 'approved', decision });

    // A second sweep, even later, finds nothing; the stream itself refuses a second approval too.
    expect(await sweepAt(t, hoursFrom(deadlineAt, 2))).toEqual(NOTHING);
    expect(await t.app.get(DecisionDeadlines, { strict: false }).apply(callId, { correlationId: 'again', actor: 'system', now: hoursFrom(deadlineAt, 3) })).toBe('none');
    expect(charge).toHaveBeenCalledTimes(1);
    expect(await types(callId)).toHaveLength(4);
  });

  it('escalates an undecided call under escalate terms, once, charging nobody', async () => {
    const setup = await merchantAndAffiliate(t);
    await addCard(setup.merchant.browser);
    const { callId, deadlineAt } = await bookUnderTerms(t, setup, { days: 3, onDeadline: 'escalate' });
    const charge = jest.spyOn(processor, 'charge');
    const at = hoursFrom(deadlineAt, 1 / 60);

    expect(await sweepAt(t, at)).toEqual({ ...NOTHING, escalated: 1 });
    const events = await streamEvents(t, `call-${callId}`);
    expect(events.map((e) => e.type)).toEqual(['CallBooked', 'DecisionEscalated']);
    expect(events[1].data).toMatchObject({ reason: 'policy', deadlineAt: deadlineAt.toISOString(), escalatedAt: at.toISOString() });
    await catchUp(t);
    const row = await deadlineRow(t, callId);
    expect(row).toMatchObject({ status: 'pending', escalation_reason: 'policy', approved_by: null });
    expect(row.escalated_at.toISOString()).toBe(at.toISOString());
    // Still the merchant's to decide, now marked as escalated.
    expect((await pendingCalls(setup.merchant.browser)).find((c) => c.id === callId)?.decision).toEqual({
      dueAt: deadlineAt.toISOString(), onDeadline: 'escalate', escalatedAt: at.toISOString(), escalationReason: 'policy', approvedBy: null, rejectedBy: null,
    });

    expect(await sweepAt(t, hoursFrom(deadlineAt, 5))).toEqual(NOTHING);
    expect(await types(callId)).toEqual(['CallBooked', 'DecisionEscalated']);
    expect(charge).not.toHaveBeenCalled();
  });

  it('escalates with no-card when the approve terms find no card to charge', async () => {
    const setup = await merchantAndAffiliate(t);
    const { callId, deadlineAt } = await bookUnderTerms(t, setup, { days: 4, onDeadline: 'approve' });
    const charge = jest.spyOn(processor, 'charge');

    expect(await sweepAt(t, hoursFrom(deadlineAt, 1 / 60))).toEqual({ ...NOTHING, escalated: 1 });
    expect(await types(callId)).toEqual(['CallBooked', 'DecisionEscalated']);
    await catchUp(t);
    expect(await deadlineRow(t, callId)).toMatchObject({ status: 'pending', escalation_reason: 'no-card', approval_in_progress: false });
    expect(charge).not.toHaveBeenCalled();
  });

  it('a declined automatic charge leaves the call pending; the next sweep escalates it with charge-declined, never charging again', async () => {
    const setup = await merchantAndAffiliate(t);
    await addCard(setup.merchant.browser, CARD_DECLINED);
    const { callId, deadlineAt } = await bookUnderTerms(t, setup, { days: 5, onDeadline: 'approve' });
    const charge = jest.spyOn(processor, 'charge');

    expect(await sweepAt(t, hoursFrom(deadlineAt, 1 / 60))).toEqual({ ...NOTHING, declined: 1 });
    expect(charge).toHaveBeenCalledTimes(1);
    expect(await types(callId)).toEqual(['CallBooked', 'ApprovalStarted', 'ChargeDeclined']);
    await catchUp(t);
    expect(await deadlineRow(t, callId)).toMatchObject({ status: 'pending', approval_in_progress: false, escalated_at: null });

    expect(await sweepAt(t, hoursFrom(deadlineAt, 1))).toEqual({ ...NOTHING, escalated: 1 });
    const events = await streamEvents(t, `call-${callId}`);
    expect(events.map((e) => e.type)).toEqual(['CallBooked', 'ApprovalStarted', 'ChargeDeclined', 'DecisionEscalated']);
    expect(events[3].data).toMatchObject({ reason: 'charge-declined' });
    await catchUp(t);
    expect(await deadlineRow(t, callId)).toMatchObject({ status: 'pending', escalation_reason: 'charge-declined' });
    expect(await sweepAt(t, hoursFrom(deadlineAt, 2))).toEqual(NOTHING);
    expect(charge).toHaveBeenCalledTimes(1);
  });

  it('notes the reminders once each, at 72 and then 24 hours before the deadline', async () => {
    const setup = await merchantAndAffiliate(t);
    const { callId, deadlineAt } = await bookUnderTerms(t, setup, { days: 7, onDeadline: 'escalate' });
    const reminders = async () => (await streamEvents(t, `call-${callId}`)).filter((e) => e.type === 'DecisionDeadlineNear').map((e) => e.data.hoursLeft);

    expect(await sweepAt(t, hoursFrom(deadlineAt, -72 - 1 / 60))).toEqual(NOTHING);
    expect(await sweepAt(t, hoursFrom(deadlineAt, -72 + 1 / 60))).toEqual({ ...NOTHING, reminded: 1 });
    await catchUp(t);
    expect(await deadlineRow(t, callId)).toMatchObject({ reminded_hours: 72, status: 'pending' });
    expect(await sweepAt(t, hoursFrom(deadlineAt, -48))).toEqual(NOTHING);
    // Asked directly, the stream has nothing more to note either.
    expect(await t.app.get(DecisionDeadlines, { strict: false }).apply(callId, { correlationId: 'again', actor: 'system', now: hoursFrom(deadlineAt, -48) })).toBe('none');

    expect(await sweepAt(t, hoursFrom(deadlineAt, -24 + 1 / 60))).toEqual({ ...NOTHING, reminded: 1 });
    await catchUp(t);
    expect(await deadlineRow(t, callId)).toMatchObject({ reminded_hours: 24 });
    expect(await sweepAt(t, hoursFrom(deadlineAt, -1))).toEqual(NOTHING);
    const near = (await streamEvents(t, `call-${callId}`)).filter((e) => e.type === 'DecisionDeadlineNear');
    expect(near.map((e) => e.data)).toEqual([
      expect.objectContaining({ hoursLeft: 72, deadlineAt: deadlineAt.toISOString(), merchantId: setup.merchant.user.id, affiliateId: setup.affiliate.user.id }),
      expect.objectContaining({ hoursLeft: 24, deadlineAt: deadlineAt.toISOString() }),
    ]);

    // Past the deadline: no reminder, the escalation.
    expect(await sweepAt(t, hoursFrom(deadlineAt, 1 / 60))).toEqual({ ...NOTHING, escalated: 1 });
    expect(await reminders()).toEqual([72, 24]);
  });

  it('a merchant who rejects the call between the candidate list and the sweep wins: no charge', async () => {
    const setup = await merchantAndAffiliate(t);
    await addCard(setup.merchant.browser);
    const { callId, deadlineAt } = await bookUnderTerms(t, setup, { days: 6, onDeadline: 'approve' });
    const charge = jest.spyOn(processor, 'charge');
    const deadlines = t.app.get(DecisionDeadlines, { strict: false });
    const apply = deadlines.apply.bind(deadlines);
    // The candidates are already listed when apply is called: the rejection lands in between.
    jest.spyOn(deadlines, 'apply').mockImplementationOnce(async (id, context) => {
      await setup.merchant.browser.put(`/api/calls/${callId}/status`).send({ status: 'rejected', reason: 'spam' }).expect(200);
      return apply(id, context);
    });

    const report = await sweepAt(t, hoursFrom(deadlineAt, 1 / 60));
    expect(report.none + report.refused).toBe(1);
    expect(report).toMatchObject({ approved: 0, escalated: 0, declined: 0 });
    expect(charge).not.toHaveBeenCalled();
    expect(await types(callId)).toEqual(['CallBooked', 'CallRejected']);
  });
});
