import { randomUUID } from 'node:crypto';
import type { Call } from '@leadledger/contracts/call';
import { CalendarUnavailable } from '../src/infrastructure/calendars/calendar.errors';
import { SCHEDULING_TOOL, type SchedulingTool } from '../src/infrastructure/calendars/calendar.port';
import { SANDBOX_HOST } from '../src/infrastructure/calendars/sandbox-oauth';
import { NoShowReportSweeper } from '../src/modules/no-shows/no-show-report.sweeper';
import { calendlyProgramWithAffiliate, type BookingSetup } from './support/booking-setup';
import { calendlyAccountOf, deliverCalendly, inviteeCreated } from './support/calendly-webhook';
import { historyCalls, pendingCalls } from './support/calls-setup';
import { streamEvents } from './support/stored-events';
import { startTestApp, type TestApp } from './support/test-app';

const sandboxInvitee = () => `${SANDBOX_HOST}/calendly/scheduled_events/${randomUUID()}/invitees/${randomUUID()}`;

/**
 * No-shows (docs/product/decision-deadlines.md, No-shows): a rejection with that reason only after
 * the call's time; for a Calendly booking the invitee is marked a no-show in Calendly too, and the
 * answer is recorded once on the call's stream, retried by a sweep when Calendly could not be reached.
 */
describe('no-shows', () => {
  let t: TestApp;
  let calendly: SchedulingTool;
  beforeAll(async () => {
    t = await startTestApp();
    calendly = t.app.get<SchedulingTool>(SCHEDULING_TOOL, { strict: false });
  });
  afterAll(async () => t.close());
  afterEach(() => jest.restoreAllMocks());

  /** A Calendly booking through the program's link, at `startTime`; answers its call. */
  async function calendlyCall(s: BookingSetup, startTime: string, inviteeUri = sandboxInvitee()): Promise<Call> {
    const account = await calendlyAccountOf(t, s.integrationId);
    const body = inviteeCreated(account.userUri, startTime, { uri: inviteeUri, name: 'Nora Noshow', email: `nora-${randomUUID()}@example.com`, tracking: { utm_campaign: s.program.referralCode } });
    await deliverCalendly(t, body, account.key).expect(200);
    const call = (await pendingCalls(s.browser)).find((c) => c.customerName === 'Nora Noshow' && c.scheduledAt === startTime);
    if (!call) throw new Error('the Calendly booking did not become a pending call');
    return call;
  }

  const reject = (s: BookingSetup, callId: string) => s.browser.put(`/api/calls/${callId}/status`).send({ status: 'rejected', reason: 'no-show', note: 'Nobody joined.' });

  async function reportOf(s: BookingSetup, callId: string): Promise<Call['calendlyNoShow']> {
    for (let i = 0; i < 50; i++) {
      const call = (await historyCalls(s.browser)).find((c) => c.id === callId);
      if (call?.calendlyNoShow) return call.calendlyNoShow;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return null;
  }

  const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString().replace(/\.\d{3}Z$/, '.000Z');

  it('refuses a no-show before the call has happened, with a message', async () => {
    const s = await calendlyProgramWithAffiliate(t);
    const call = await calendlyCall(s, new Date(Date.now() + 2 * 86_400_000).toISOString().replace(/\.\d{3}Z$/, '.000Z'));
    expect((await reject(s, call.id).expect(422)).body.message).toBe('A call can be marked as a no-show only after its scheduled time.');
    await s.browser.put(`/api/calls/${call.id}/status`).send({ status: 'rejected', reason: 'not-qualified' }).expect(200);
  });

  it("marks the Calendly invitee a no-show once and records Calendly's record on the call", async () => {
    const s = await calendlyProgramWithAffiliate(t);
    const call = await calendlyCall(s, hourAgo());
    const mark = jest.spyOn(calendly, 'markInviteeNoShow');
    expect((await reject(s, call.id).expect(200)).body).toMatchObject({ status: 'rejected', rejectionReason: 'no-show' });
    expect(await reportOf(s, call.id)).toBe('marked');
    expect(mark).toHaveBeenCalledTimes(1);
    const reported = (await streamEvents(t, `call-${call.id}`)).filter((e) => e.type === 'InviteeNoShowReported');
    expect(reported).toHaveLength(1);
    expect(reported[0].data).toMatchObject({ outcome: 'marked', noShowUri: expect.stringContaining('/calendly/invitee_no_shows/'), reason: null });
    // A sweep finds nothing left to tell Calendly.
    expect(await t.app.get(NoShowReportSweeper, { strict: false }).sweepOnce()).toMatchObject({ marked: 0, refused: 0, retry: 0 });
    expect(mark).toHaveBeenCalledTimes(1);
  });

  it("records Calendly's refusal with its reason, and does not ask again", async () => {
    const s = await calendlyProgramWithAffiliate(t);
    // An invitee the (sandbox) Calendly does not know.
    const call = await calendlyCall(s, hourAgo(), `https://api.calendly.com/scheduled_events/${randomUUID()}/invitees/${randomUUID()}`);
    await reject(s, call.id).expect(200);
    expect(await reportOf(s, call.id)).toBe('refused');
    const [reported] = (await streamEvents(t, `call-${call.id}`)).filter((e) => e.type === 'InviteeNoShowReported');
    expect(reported.data).toMatchObject({ outcome: 'refused', noShowUri: null, reason: expect.any(String) });
  });

  it('leaves a no-show Calendly could not be reached for to the sweep, which marks it', async () => {
    const s = await calendlyProgramWithAffiliate(t);
    const call = await calendlyCall(s, hourAgo());
    const mark = jest.spyOn(calendly, 'markInviteeNoShow').mockRejectedValueOnce(new CalendarUnavailable('calendly', 503, 'Service Unavailable'));
    await reject(s, call.id).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mark).toHaveBeenCalledTimes(1);
    expect((await streamEvents(t, `call-${call.id}`)).map((e) => e.type)).not.toContain('InviteeNoShowReported');
    const report = await t.app.get(NoShowReportSweeper, { strict: false }).sweepOnce();
    expect(report).toMatchObject({ marked: 1 });
    expect(await reportOf(s, call.id)).toBe('marked');
    expect((await streamEvents(t, `call-${call.id}`)).filter((e) => e.type === 'InviteeNoShowReported')).toHaveLength(1);
  });
});
