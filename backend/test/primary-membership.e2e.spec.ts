import type { AffiliateMembership } from '@leadledger/contracts/membership';
import { randomUUID } from 'node:crypto';
import type { NewEvent } from '../src/infrastructure/event-store/event-store.port';
import { membershipStream } from '../src/domain/membership/membership.stream';
import { membershipIdFor } from '../src/modules/affiliates/membership-id';
import { ProjectionWaiter } from '../src/projections/runner/projection-waiter';
import { withDatabase } from './support/database';
import { joinProgram, merchantWithProgram, membershipsOf, newAffiliate } from './support/people';
import { eventStoreOf } from './support/stored-events';
import { startTestApp, type TestApp } from './support/test-app';

const primaries = (list: AffiliateMembership[]) => list.filter((m) => m.isPrimary).map((m) => m.id);
const MEMBERSHIPS = 'membership-list';

/**
 * "Exactly one primary membership per affiliate" is decided from a stream, never from the
 * membership list (docs/architecture/invariants.md): here the list is held back (parked, as a
 * projection stuck on an event would be) while joins, switches and removals go on, then released.
 */
describe('one primary membership, whatever the membership list says', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  const join = (browser: ReturnType<TestApp['browser']>, referralCode: string) => browser.post('/api/affiliates/join-program').send({ referralCode });
  const setPrimary = (browser: ReturnType<TestApp['browser']>, id: string) => browser.post('/api/affiliates/set-primary').send({ affiliateId: id });

  /** Runs `work` while the membership list stands still, then lets it catch up with the log. */
  async function withMembershipListBehind<T>(work: () => Promise<T>): Promise<T> {
    await withDatabase(t, (db) =>
      db.query(
        `UPDATE projection_checkpoints SET parked_at = now(), parked_event_id = $1, parked_event_type = 'Test', parked_position = position, parked_error = 'held back by the test'
         WHERE name = $2`,
        [randomUUID(), MEMBERSHIPS],
      ),
    );
    try {
      return await work();
    } finally {
      await withDatabase(t, (db) =>
        db.query(`UPDATE projection_checkpoints SET parked_at = NULL, parked_event_id = NULL, parked_event_type = NULL, parked_position = NULL, parked_error = NULL WHERE name = $1`, [MEMBERSHIPS]),
      );
      const head = await eventStoreOf(t).readHead();
      const caught = await t.app.get(ProjectionWaiter, { strict: false }).waitFor(head, [MEMBERSHIPS], 10_000);
      if (!caught.caughtUp) throw new Error('the membership list did not catch up');
    }
  }

  it('makes only the first of two joins primary while the list has not shown the first', async () => {
    const [m1, m2] = [await merchantWithProgram(t), await merchantWithProgram(t)];
    const a = await newAffiliate(t);
    const answers = await withMembershipListBehind(async () => [await join(a.browser, m1.program.referralCode), await join(a.browser, m2.program.referralCode)]);
    for (const answer of answers) expect([201, 202]).toContain(answer.status);
    const list = await membershipsOf(a.browser);
    expect(list).toHaveLength(2);
    expect(primaries(list)).toEqual([membershipIdFor(a.user.id, m1.program.id)]);
  });

  it('leaves one primary after two switches while the list still shows the old primary', async () => {
    const a = await newAffiliate(t);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await joinProgram(a.browser, (await merchantWithProgram(t)).program.referralCode)).id);
    const answers = await withMembershipListBehind(async () => [await setPrimary(a.browser, ids[1]), await setPrimary(a.browser, ids[2])]);
    for (const answer of answers) expect([200, 202]).toContain(answer.status);
    expect(primaries(await membershipsOf(a.browser))).toEqual([ids[2]]);
  });

  it('hands the primary over when the primary membership is removed while the list is behind', async () => {
    const [m1, m2] = [await merchantWithProgram(t), await merchantWithProgram(t)];
    const a = await newAffiliate(t);
    const first = await joinProgram(a.browser, m1.program.referralCode);
    const second = await joinProgram(a.browser, m2.program.referralCode);
    const removal = await withMembershipListBehind(() => m1.browser.delete(`/api/affiliates/${first.id}`));
    expect(removal.status).toBe(204);
    expect(primaries(await membershipsOf(a.browser))).toEqual([second.id]);
  });

  it('keeps exactly one live primary through simultaneous joins, switches and removals', async () => {
    const merchants = [await merchantWithProgram(t), await merchantWithProgram(t), await merchantWithProgram(t), await merchantWithProgram(t)];
    const a = await newAffiliate(t);
    const ids: string[] = [];
    for (const m of merchants.slice(0, 3)) ids.push((await joinProgram(a.browser, m.program.referralCode)).id);
    const answers = await Promise.all([
      merchants[0].browser.delete(`/api/affiliates/${ids[0]}`),
      setPrimary(a.browser, ids[2]),
      join(a.browser, merchants[3].program.referralCode),
      setPrimary(a.browser, ids[1]),
    ]);
    for (const answer of answers) expect([200, 201, 202, 204, 409]).toContain(answer.status);
    const list = await membershipsOf(a.browser);
    expect(list.map((m) => m.id)).not.toContain(ids[0]);
    expect(primaries(list)).toHaveLength(1);
  });

  it("completes a join cut short between its two appends at the affiliate's next change", async () => {
    const [m1, m2] = [await merchantWithProgram(t), await merchantWithProgram(t)];
    const a = await newAffiliate(t);
    const store = eventStoreOf(t);
    const append = store.append.bind(store);
    let died = false;
    jest.spyOn(store, 'append').mockImplementation(async (streamId, events, expected, options) => {
      if (died || !streamId.startsWith(membershipStream(''))) return append(streamId, events, expected, options);
      died = true;
      throw new Error('process died before writing the membership');
    });
    try {
      expect((await join(a.browser, m1.program.referralCode)).status).toBe(500);
    } finally {
      jest.restoreAllMocks();
    }
    expect(await membershipsOf(a.browser)).toEqual([]);
    const second = await joinProgram(a.browser, m2.program.referralCode);
    expect(second.isPrimary).toBe(false);
    const list = await membershipsOf(a.browser);
    expect(list.map((m) => m.programId).sort()).toEqual([m1.program.id, m2.program.id].sort());
    expect(primaries(list)).toEqual([membershipIdFor(a.user.id, m1.program.id)]);
  });

  it('starts from memberships stored before the rule had its stream, repairing two primaries into one', async () => {
    const [m1, m2, m3] = [await merchantWithProgram(t), await merchantWithProgram(t), await merchantWithProgram(t)];
    const a = await newAffiliate(t);
    const store = eventStoreOf(t);
    // What concurrent joins once left behind: two memberships that both say they are primary.
    const legacy = [m1, m2].map((m, i) => ({ id: membershipIdFor(a.user.id, m.program.id), m, joinedAt: new Date(Date.now() - (2 - i) * 60_000).toISOString() }));
    let last = null;
    for (const { id, m, joinedAt } of legacy) {
      const joined: NewEvent = {
        eventId: randomUUID(),
        type: 'AffiliateJoinedProgram',
        data: { membershipId: id, affiliateId: a.user.id, programId: m.program.id, merchantId: m.user.id, isPrimary: true, joinedAt },
        metadata: { correlationId: randomUUID(), causationId: null, actor: 'system', occurredAt: joinedAt },
      };
      last = (await store.append(membershipStream(id), [joined], 0)).checkpoint;
    }
    await t.app.get(ProjectionWaiter, { strict: false }).waitFor(last, [MEMBERSHIPS]);
    expect(primaries(await membershipsOf(a.browser))).toHaveLength(2);

    const third = await joinProgram(a.browser, m3.program.referralCode);
    expect(third.isPrimary).toBe(false);
    expect(primaries(await membershipsOf(a.browser))).toEqual([legacy[0].id]);
    await setPrimary(a.browser, legacy[1].id).expect(200);
    expect(primaries(await membershipsOf(a.browser))).toEqual([legacy[1].id]);
  });
});
