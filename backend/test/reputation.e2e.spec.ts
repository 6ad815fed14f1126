import type { MerchantAnalytics } from '@leadledger/contracts/analytics';
import type { ProgramReputation, ProgramReputationEntry } from '@leadledger/contracts/reputation';
import type { Pool } from 'pg';
import { PG_POOL } from '../src/infrastructure/database/database.tokens';
import { EVENT_STORE, type EventStore } from '../src/infrastructure/event-store/event-store.port';
import { PROJECTIONS, type Projection } from '../src/projections/runner/projection';
import { rebuildProjection } from '../src/projections/runner/projection-rebuild';
import { ProjectionWaiter } from '../src/projections/runner/projection-waiter';
import { addCard, bookCall, type CallSetup, merchantAndAffiliate } from './support/calls-setup';
import { newAdmin, raised, resolve } from './support/disputes-setup';
import { joinProgram, newAffiliate, type Person } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

const HOUR = 3_600_000;

/** Issue 16: a program's reputation for affiliates choosing and for its merchant, and no-shows per affiliate. */
describe('program reputation', () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await newAdmin(t);
  });
  afterAll(async () => t.close());

  async function settled(): Promise<void> {
    const head = await t.app.get<EventStore>(EVENT_STORE).readHead();
    await t.app.get(ProjectionWaiter).waitFor(head, ['program-reputation', 'dispute-list', 'call-list', 'membership-list'], 10_000);
  }

  /** A call held `hoursAgo` hours ago, then approved or rejected now. */
  async function decided(setup: CallSetup, hoursAgo: number, decision: 'approved' | 'no-show' | 'spam'): Promise<string> {
    const callId = await bookCall(t, setup, { scheduledAt: new Date(Date.now() - hoursAgo * HOUR).toISOString() });
    const body = decision === 'approved' ? { status: 'approved' } : { status: 'rejected', reason: decision, note: null };
    const res = await setup.merchant.browser.put(`/api/calls/${callId}/status`).send(body);
    if (res.status !== 200) throw new Error(`decision failed: ${res.status} ${JSON.stringify(res.body)}`);
    return callId;
  }

  async function byCode(code: string): Promise<ProgramReputation> {
    await settled();
    return (await t.browser().get(`/api/reputation/by-code/${code}`).expect(200)).body;
  }

  it('shows only the count below five decisions, then the rates, the median wait and the disputes', async () => {
    const setup = await merchantAndAffiliate(t, 40);
    await addCard(setup.merchant.browser);
    const approvedOne = await decided(setup, 1, 'approved');
    await decided(setup, 2, 'approved');
    const noShow = await decided(setup, 3, 'no-show');
    await bookCall(t, setup); // pending: not decided
    expect(await byCode(setup.merchant.program.referralCode)).toEqual({ decided: 3, minimumDecisions: 5, figures: null });

    await decided(setup, 4, 'approved');
    await decided(setup, 5, 'spam');
    await resolve(admin.browser, (await raised(setup.affiliate.browser, noShow)).id, 'deny').expect(200);
    await raised(setup.merchant.browser, approvedOne);
    const reputation = await byCode(setup.merchant.program.referralCode.toUpperCase());
    expect(reputation).toMatchObject({
      decided: 5,
      figures: { approved: 3, rejected: 2, approvalRate: 0.6, disputed: 2, disputedShare: 0.4, disputesUpheld: 0, disputesDenied: 1, disputesOpen: 1 },
    });
    // Held 1 to 5 hours before the merchant decided: the median is the third, about 3 hours.
    expect(Math.abs(reputation.figures!.medianSecondsToDecision - 3 * 3600)).toBeLessThan(120);

    // A blue/green rebuild over the whole log, in small batches, gives the same figures.
    const projection = t.app.get<Projection[]>(PROJECTIONS, { strict: false }).find((p) => p.name === 'program-reputation')!;
    await rebuildProjection(t.app.get<Pool>(PG_POOL, { strict: false }), t.app.get<EventStore>(EVENT_STORE, { strict: false }), projection, () => undefined, 7);
    expect(await byCode(setup.merchant.program.referralCode)).toEqual(reputation);
  });

  it('lets anyone read a signup link’s program, a merchant only its own programs and an affiliate only the programs it joined', async () => {
    const mine = await merchantAndAffiliate(t, 40);
    const other = await merchantAndAffiliate(t, 40);
    await addCard(mine.merchant.browser);
    await decided(mine, 1, 'approved');
    await settled();

    const merchantView: ProgramReputationEntry[] = (await mine.merchant.browser.get('/api/reputation/merchant').expect(200)).body;
    expect(merchantView).toEqual([{ programId: mine.merchant.program.id, reputation: { decided: 1, minimumDecisions: 5, figures: null } }]);
    const affiliateView: ProgramReputationEntry[] = (await mine.affiliate.browser.get('/api/reputation/affiliate').expect(200)).body;
    expect(affiliateView.map((e) => e.programId)).toEqual([mine.merchant.program.id]);
    // Removed from the program by its merchant, the affiliate no longer sees it among its own.
    await mine.merchant.browser.delete(`/api/affiliates/${mine.membershipId}`).expect(204);
    await settled();
    expect((await mine.affiliate.browser.get('/api/reputation/affiliate').expect(200)).body).toEqual([]);
    const newcomer = await newAffiliate(t);
    expect((await newcomer.browser.get('/api/reputation/affiliate').expect(200)).body).toEqual([]);
    await joinProgram(newcomer.browser, other.merchant.program.referralCode);
    expect((await newcomer.browser.get('/api/reputation/affiliate').expect(200)).body.map((e: ProgramReputationEntry) => e.programId)).toEqual([other.merchant.program.id]);

    // Any signed-in affiliate (or visitor) with the code reads it, as the signup link shows the program.
    await newcomer.browser.get(`/api/reputation/by-code/${mine.merchant.program.referralCode}`).expect(200);
    await mine.affiliate.browser.get('/api/reputation/merchant').expect(403);
    await mine.merchant.browser.get('/api/reputation/affiliate').expect(403);
    await admin.browser.get('/api/reputation/merchant').expect(403);
    await t.browser().get('/api/reputation/merchant').expect(401);
    await t.browser().get('/api/reputation/affiliate').expect(401);
    expect((await t.browser().get('/api/reputation/by-code/NOSUCHCODE1').expect(404)).body.message).toBe('This affiliate link is not valid. Ask the merchant for a new one.');
    await t.browser().get('/api/reputation/by-code/bad%20code!').expect(404);
  });

  it("puts each affiliate's no-show rate in the merchant's analytics", async () => {
    const setup = await merchantAndAffiliate(t, 40);
    await addCard(setup.merchant.browser);
    const second = await newAffiliate(t, { firstName: 'Bea', lastName: 'Second' });
    const membership = await joinProgram(second.browser, setup.merchant.program.referralCode);
    const bea = { ...setup, affiliate: second, membershipId: membership.id };
    await decided(setup, 1, 'approved');
    await decided(setup, 1, 'no-show');
    await decided(bea, 1, 'no-show');
    const overturned = await decided(bea, 1, 'no-show');
    await decided(bea, 1, 'approved');
    await resolve(admin.browser, (await raised(second.browser, overturned)).id, 'uphold').expect(200);
    await settled();
    const analytics: MerchantAnalytics = (await setup.merchant.browser.get('/api/analytics/merchant').expect(200)).body;
    // Bea's second no-show was overturned by the admin, so it is none.
    expect(analytics.noShows).toEqual([
      { affiliateId: setup.affiliate.user.id, affiliateName: 'Alan Turing', decided: 2, noShows: 1, noShowRate: 0.5 },
      { affiliateId: second.user.id, affiliateName: 'Bea Second', decided: 3, noShows: 1, noShowRate: 1 / 3 },
    ]);
    const empty: MerchantAnalytics = (await setup.merchant.browser.get('/api/analytics/merchant').query({ from: '2020-01-01', to: '2020-01-31' }).expect(200)).body;
    expect(empty.noShows).toEqual([]);
  });
});
