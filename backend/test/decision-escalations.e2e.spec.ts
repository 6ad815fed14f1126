import type { EscalatedCall } from '@leadledger/contracts/escalation';
import { PAYMENT_PROCESSOR, type PaymentProcessor } from '../src/infrastructure/payments/payments.port';
import { newAdmin, type Admin } from './support/admin-setup';
import { addCard, historyCalls, merchantAndAffiliate } from './support/calls-setup';
import { bookUnderTerms, catchUp, hoursFrom, sweepAt } from './support/deadlines-setup';
import { streamEvents } from './support/stored-events';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The admins' queue of calls their decision deadline escalated (docs/product/decision-deadlines.md):
 * an admin approves (the merchant's card, commission + fee, approvedBy admin) or rejects; nobody
 * else may, and a call that was not escalated is refused by its stream.
 */
describe('escalated calls: the admin decides', () => {
  let t: TestApp;
  let admin: Admin;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await newAdmin(t);
  });
  afterAll(async () => t.close());
  afterEach(() => jest.restoreAllMocks());

  const queue = async (): Promise<EscalatedCall[]> => (await admin.browser.get('/api/admin/escalated-calls').expect(200)).body;

  async function escalatedCall(withCard: boolean, onDeadline: 'approve' | 'escalate') {
    const setup = await merchantAndAffiliate(t, 20);
    if (withCard) await addCard(setup.merchant.browser);
    const booked = await bookUnderTerms(t, setup, { days: 2, onDeadline });
    expect(await sweepAt(t, hoursFrom(booked.deadlineAt, 1 / 60))).toMatchObject({ escalated: 1 });
    await catchUp(t);
    return { setup, ...booked };
  }

  it('lists the escalated call with its reason and charge; approving charges the merchant once and marks it approved by an admin', async () => {
    const { setup, callId } = await escalatedCall(true, 'escalate');
    expect((await queue()).find((c) => c.id === callId)).toMatchObject({ reason: 'policy', payoutAmount: 20, chargeAmount: 22, merchantId: setup.merchant.user.id, approvalInProgress: false });
    const charge = jest.spyOn(t.app.get<PaymentProcessor>(PAYMENT_PROCESSOR, { strict: false }), 'charge');

    const after: EscalatedCall[] = (await admin.browser.post(`/api/admin/escalated-calls/${callId}/approve`).expect(200)).body;
    expect(after.find((c) => c.id === callId)).toBeUndefined();
    expect(charge).toHaveBeenCalledTimes(1);
    expect(charge.mock.calls[0][0]).toMatchObject({ amountCents: 2200 });
    const events = await streamEvents(t, `call-${callId}`);
    expect(events.map((e) => e.type)).toEqual(['CallBooked', 'DecisionEscalated', 'ApprovalStarted', 'MerchantCharged', 'CallApproved']);
    expect(events[2].metadata).toMatchObject({ actor: { userId: admin.id, role: 'admin' } });
    expect(events[4].data).toMatchObject({ approvedBy: 'admin' });
    expect((await historyCalls(setup.merchant.browser)).find((c) => c.id === callId)?.decision.approvedBy).toBe('admin');

    expect((await admin.browser.post(`/api/admin/escalated-calls/${callId}/approve`).expect(409)).body.message).toBe('This call has already been approved or rejected.');
    expect(charge).toHaveBeenCalledTimes(1);
  });

  it('rejects with a reason the affiliate sees; bad input is a 400 with a message', async () => {
    const { setup, callId } = await escalatedCall(false, 'approve');
    expect((await queue()).find((c) => c.id === callId)).toMatchObject({ reason: 'no-card' });
    expect((await admin.browser.post(`/api/admin/escalated-calls/${callId}/reject`).send({ reason: 'boring' }).expect(400)).body.message).toMatch(/The reason must be spam, no-show/);
    await admin.browser.post(`/api/admin/escalated-calls/${callId}/reject`).send({ reason: 'not-qualified', note: 'Outside the service area.' }).expect(200);
    const referral = (await setup.affiliate.browser.get('/api/calls/affiliate').expect(200)).body.find((r: { id: string }) => r.id === callId);
    expect(referral).toMatchObject({ status: 'rejected', rejectionReason: 'not-qualified', rejectionNote: 'Outside the service area.' });
    // The stream says who rejected it, and the affiliate's notice says whose note it is.
    expect((await streamEvents(t, `call-${callId}`)).at(-1)?.data).toMatchObject({ rejectedBy: 'admin' });
    await catchUp(t);
    const notices: { kind: string; body: string }[] = (await setup.affiliate.browser.get('/api/notifications').expect(200)).body.items;
    expect(notices.find((n) => n.kind === 'call-rejected')?.body).toContain(`rejected by an admin as not qualified. The admin's note: "Outside the service area."`);
    // The merchant's history says an admin rejected it.
    expect((await historyCalls(setup.merchant.browser)).find((c) => c.id === callId)?.decision).toMatchObject({ approvedBy: null, rejectedBy: 'admin' });
  });

  it('refuses a call that was not escalated, and keeps everyone but admins out', async () => {
    const setup = await merchantAndAffiliate(t);
    await addCard(setup.merchant.browser);
    const { callId } = await bookUnderTerms(t, setup, { days: 5, onDeadline: 'escalate' });
    expect((await admin.browser.post(`/api/admin/escalated-calls/${callId}/approve`).expect(409)).body.message).toMatch(/only after its decision deadline sent it to them/);
    expect((await admin.browser.post(`/api/admin/escalated-calls/${callId}/reject`).send({ reason: 'spam' }).expect(409)).body.message).toMatch(/only after its decision deadline/);
    await admin.browser.post('/api/admin/escalated-calls/not-a-uuid/approve').expect(404);
    await admin.browser.post('/api/admin/escalated-calls/00000000-0000-4000-8000-000000000000/approve').expect(404);
    await setup.merchant.browser.get('/api/admin/escalated-calls').expect(403);
    await setup.merchant.browser.post(`/api/admin/escalated-calls/${callId}/approve`).expect(403);
    await t.browser().get('/api/admin/escalated-calls').expect(401);
    expect(await streamEvents(t, `call-${callId}`).then((e) => e.map((x) => x.type))).toEqual(['CallBooked']);
  });
});
