import type { AffiliateProgram } from '@leadledger/contracts/program';
import { at, calendlyProgramWithAffiliate, EXPIRED, googleProgramWithAffiliate, sundayOf, type BookingSetup } from './support/booking-setup';
import { addCard, historyCalls, pendingCalls } from './support/calls-setup';
import { connectSandbox } from './support/merchant-setup';
import { archiveProgram, membershipsOf, newMerchant, NO_SUCH_ID } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

const PAUSED = 'This business is not taking bookings through this link right now. Please try again later or contact the business directly.';

/** Issue 12: a program's commission, name and pausing change by events, over HTTP. */
describe('program changes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  const used = new Set<string>();
  /** A booking through the public endpoint, on a slot next week the calendar offers and no earlier booking here took. */
  async function book(s: BookingSetup, status: number) {
    const week = (await t.browser().post('/api/calendar-events').send({ referralCode: s.program.referralCode, weekStart: sundayOf(1) })).body as { availableSlots?: string[] };
    // A paused program offers no slots: any time on the grid shows the refusal.
    const scheduledAt = (week.availableSlots ?? []).find((slot) => !used.has(`${s.program.id}:${slot}`)) ?? at(sundayOf(1), 1, '10:00');
    used.add(`${s.program.id}:${scheduledAt}`);
    return t.browser().post('/api/book-call').send({
      referralCode: s.program.referralCode, aff: s.membership.id, scheduledAt,
      customerName: 'Dan Deal', customerEmail: `dan.${Math.random().toString(36).slice(2)}@example.com`,
    }).expect(status);
  }
  const change = (s: BookingSetup, body: Record<string, unknown>) => s.browser.patch(`/api/affiliate-programs/${s.program.id}`).send(body);

  it('applies a new commission to calls booked after it; an earlier call keeps and is charged its own', async () => {
    const s = await googleProgramWithAffiliate(t);
    await addCard(s.browser);
    const before = (await book(s, 201)).body.callId;
    const changed: AffiliateProgram = (await change(s, { payoutPerCall: 75 }).expect(200)).body;
    expect(changed).toMatchObject({ payoutAmount: 75, status: 'active', lastCommissionChange: { fromAmount: s.program.payoutAmount, toAmount: 75 } });
    const after = (await book(s, 201)).body.callId;
    const pending = await pendingCalls(s.browser);
    expect(pending.find((c) => c.id === before)).toMatchObject({ payoutAmount: s.program.payoutAmount });
    expect(pending.find((c) => c.id === after)).toMatchObject({ payoutAmount: 75, platformFee: 7.5, chargeAmount: 82.5 });
    await s.browser.put(`/api/calls/${before}/status`).send({ status: 'approved' }).expect(200);
    const [approved] = (await historyCalls(s.browser)).filter((c) => c.id === before);
    expect(approved).toMatchObject({ status: 'approved', payoutAmount: s.program.payoutAmount });
    // The affiliate is told: the membership carries the change.
    const [membership] = await membershipsOf(s.affiliate.browser);
    expect(membership).toMatchObject({ payoutAmount: 75, lastCommissionChange: { fromAmount: s.program.payoutAmount, toAmount: 75, changedAt: expect.any(String) } });
  });

  it('renames; equal values change nothing; bad input answers 400 with a message', async () => {
    const s = await googleProgramWithAffiliate(t);
    expect((await change(s, { name: '  Discovery calls  ' }).expect(200)).body).toMatchObject({ name: 'Discovery calls' });
    expect((await membershipsOf(s.affiliate.browser))[0].programName).toBe('Discovery calls');
    expect((await change(s, { name: 'Discovery calls', payoutPerCall: s.program.payoutAmount }).expect(200)).body.lastCommissionChange).toBeNull();
    expect((await change(s, {}).expect(400)).body.message).toBe('Nothing to change: send a new name, a new commission (payoutPerCall), new decision terms (decisionTerms), or several.');
    expect((await change(s, { payoutPerCall: 0 }).expect(400)).body.message).toMatch(/payout amount/);
    expect((await change(s, { payoutPerCall: 10.555 }).expect(400)).body.message).toMatch(/at most two decimals/);
    expect((await change(s, { name: '   ' }).expect(400)).body.message).toBe('The program name must be 1 to 100 characters.');
    expect((await change(s, { name: 'x'.repeat(101) }).expect(400)).body.message).toBe('The program name must be at most 100 characters.');
  });

  it('sets the decision terms of calls booked from now on; a call keeps the terms it was booked under', async () => {
    const s = await googleProgramWithAffiliate(t);
    expect(s.program.decisionTerms).toEqual({ days: 7, onDeadline: 'escalate' });
    const before = (await book(s, 201)).body.callId;
    expect((await change(s, { decisionTerms: { days: 3, onDeadline: 'approve' } }).expect(200)).body.decisionTerms).toEqual({ days: 3, onDeadline: 'approve' });
    const after = (await book(s, 201)).body.callId;
    const pending = await pendingCalls(s.browser);
    const due = (id: string) => pending.find((c) => c.id === id)!;
    const days = (id: string) => (Date.parse(due(id).decision.dueAt) - Date.parse(due(id).scheduledAt)) / 86_400_000;
    expect([days(before), due(before).decision.onDeadline]).toEqual([7, 'escalate']);
    expect([days(after), due(after).decision.onDeadline]).toEqual([3, 'approve']);
    const referral = (await s.affiliate.browser.get('/api/calls/affiliate').expect(200)).body.find((r: { id: string }) => r.id === after);
    expect(referral.decision).toEqual(due(after).decision);
    expect((await change(s, { decisionTerms: { days: 0, onDeadline: 'approve' } }).expect(400)).body.message).toMatch(/whole number of days from 1 to 30/);
    expect((await change(s, { decisionTerms: { days: 31, onDeadline: 'approve' } }).expect(400)).body.message).toMatch(/whole number of days from 1 to 30/);
    expect((await change(s, { decisionTerms: { days: 2.5, onDeadline: 'approve' } }).expect(400)).body.message).toMatch(/whole number of days/);
    expect((await change(s, { decisionTerms: { days: 5, onDeadline: 'charge' } }).expect(400)).body.message).toMatch(/approved automatically/);
    expect((await change(s, { decisionTerms: 'soon' }).expect(400)).body.message).toMatch(/decisionTerms must be an object/);
  });

  it('pauses: the booking page and the tracking link refuse with a clear message; resume takes bookings again', async () => {
    const s = await googleProgramWithAffiliate(t);
    const paused: AffiliateProgram = (await s.browser.post(`/api/affiliate-programs/${s.program.id}/pause`).expect(200)).body;
    expect(paused).toMatchObject({ status: 'paused', pausedReason: 'merchant' });
    expect((await t.browser().post('/api/merchant-info').send({ referralCode: s.program.referralCode }).expect(200)).body).toMatchObject({ isPaused: true, isArchived: false });
    expect((await book(s, 409)).body.message).toBe(PAUSED);
    expect((await s.browser.post(`/api/affiliate-programs/${s.program.id}/pause`).expect(200)).body.status).toBe('paused');
    expect((await membershipsOf(s.affiliate.browser))[0].isPaused).toBe(true);
    const resumed = (await s.browser.post(`/api/affiliate-programs/${s.program.id}/resume`).expect(200)).body;
    expect(resumed).toMatchObject({ status: 'active', pausedReason: null });
    await book(s, 201);
    expect((await s.browser.post(`/api/affiliate-programs/${s.program.id}/resume`).expect(409)).body.message).toBe('This program is not paused.');
  });

  it('a paused Calendly program\'s tracking link shows the paused message instead of sending the customer on', async () => {
    const s = await calendlyProgramWithAffiliate(t);
    await s.browser.post(`/api/affiliate-programs/${s.program.id}/pause`).expect(200);
    // The tracking path caches programs for 2 s (record-click.handler.ts).
    await new Promise((r) => setTimeout(r, 2100));
    const res = await t.browser().get(`/api/track-with-loading/${s.program.referralCode}`).query({ aff: s.membership.id }).expect(409);
    // The tracking page reads its errors as text (tracking-text-errors.filter.ts).
    expect(res.text).toContain(PAUSED);
  });

  it('keeps other merchants and affiliates out, and refuses changes to a deleted program', async () => {
    const s = await googleProgramWithAffiliate(t);
    const other = await newMerchant(t);
    await other.browser.patch(`/api/affiliate-programs/${s.program.id}`).send({ payoutPerCall: 1 }).expect(404);
    await other.browser.post(`/api/affiliate-programs/${s.program.id}/pause`).expect(404);
    await s.browser.patch(`/api/affiliate-programs/${NO_SUCH_ID}`).send({ payoutPerCall: 1 }).expect(404);
    await s.browser.patch('/api/affiliate-programs/not-an-id').send({ payoutPerCall: 1 }).expect(404);
    await s.affiliate.browser.patch(`/api/affiliate-programs/${s.program.id}`).send({ payoutPerCall: 1 }).expect(403);
    await t.browser().post(`/api/affiliate-programs/${s.program.id}/pause`).expect(401);
    await archiveProgram(s.browser, s.program.id);
    expect((await change(s, { payoutPerCall: 1 }).expect(409)).body.message).toBe('This program is deleted and can no longer be changed.');
    expect((await book(s, 409)).body.message).toBe(EXPIRED);
  });

  describe('calendar disconnect', () => {
    const integrationOf = async (s: BookingSetup, provider: string) => ((await s.browser.get('/api/integrations/calendar').expect(200)).body as { id: string; provider: string }[]).find((i) => i.provider === provider)!;

    it('lists the programs it affects, pauses them, and connecting again resumes them; a program the merchant paused stays paused', async () => {
      const s = await googleProgramWithAffiliate(t);
      const second: AffiliateProgram = (await s.browser.post('/api/affiliate-programs').send({ payoutPerCall: 20, integration: 'google', name: 'Second' }).expect(201)).body;
      await s.browser.post(`/api/affiliate-programs/${second.id}/pause`).expect(200);
      const google = await integrationOf(s, 'google');
      const affected = (await s.browser.get(`/api/integrations/${google.id}/affected-programs`).expect(200)).body;
      expect(affected).toEqual([
        { id: s.program.id, name: s.program.name, status: 'active' },
        { id: second.id, name: 'Second', status: 'paused' },
      ]);
      await s.browser.delete(`/api/integrations/${google.id}/disconnect`).expect(204);
      const programs: AffiliateProgram[] = (await s.browser.get('/api/affiliate-programs/merchant').expect(200)).body;
      expect(programs.find((p) => p.id === s.program.id)).toMatchObject({ status: 'paused', pausedReason: 'calendar-disconnected' });
      expect(programs.find((p) => p.id === second.id)).toMatchObject({ status: 'paused', pausedReason: 'merchant' });
      expect((await book(s, 409)).body.message).toBe(PAUSED);
      const resume = await s.browser.post(`/api/affiliate-programs/${s.program.id}/resume`).expect(409);
      expect(resume.body.message).toMatch(/Google Calendar, which is not connected/);

      await connectSandbox(s.browser, 'google');
      const after: AffiliateProgram[] = (await s.browser.get('/api/affiliate-programs/merchant').expect(200)).body;
      expect(after.find((p) => p.id === s.program.id)).toMatchObject({ status: 'active', pausedReason: null });
      expect(after.find((p) => p.id === second.id)).toMatchObject({ status: 'paused', pausedReason: 'merchant' });
      await book(s, 201);
    });

    it("keeps another merchant's integration out", async () => {
      const s = await googleProgramWithAffiliate(t);
      const other = await newMerchant(t);
      const google = await integrationOf(s, 'google');
      await other.browser.get(`/api/integrations/${google.id}/affected-programs`).expect(404);
    });
  });
});
