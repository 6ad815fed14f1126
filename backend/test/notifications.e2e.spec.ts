import { randomUUID } from 'node:crypto';
import type { Notification } from '@leadledger/contracts/notification';
import type { Pool } from 'pg';
import { PG_POOL } from '../src/infrastructure/database/database.tokens';
import { EVENT_STORE, type EventStore } from '../src/infrastructure/event-store/event-store.port';
import { NotificationDeliverySweeper } from '../src/modules/notifications/notification-delivery.sweeper';
import { UnsubscribeTokens } from '../src/modules/notifications/unsubscribe-token';
import { type Projection, PROJECTIONS } from '../src/projections/runner/projection';
import { rebuildProjection } from '../src/projections/runner/projection-rebuild';
import { ProjectionWaiter } from '../src/projections/runner/projection-waiter';
import { withDatabase } from './support/database';
import { bookCall, type CallSetup, merchantAndAffiliate } from './support/calls-setup';
import { NO_SUCH_ID } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

describe('notifications', () => {
  let t: TestApp;
  let setup: CallSetup;
  let callId: string;
  beforeAll(async () => {
    t = await startTestApp();
    setup = await merchantAndAffiliate(t);
    callId = await bookCall(t, setup);
  });
  afterAll(async () => t.close());

  const merchant = () => setup.merchant.browser;
  const affiliate = () => setup.affiliate.browser;
  const list = async (browser = merchant(), query = '') => (await browser.get(`/api/notifications${query}`).expect(200)).body;

  /** The deadline scheduler is built separately: its reminder is appended as it will append it. */
  async function remindOfDeadline(hoursLeft: number): Promise<void> {
    const store = t.app.get<EventStore>(EVENT_STORE);
    const data = { callId, programId: setup.merchant.program.id, merchantId: setup.merchant.user.id, affiliateId: setup.affiliate.user.id, deadlineAt: '2026-03-05T09:00:00.000Z', hoursLeft, notedAt: new Date().toISOString() };
    const { checkpoint } = await store.append(`call-${callId}`, [{ eventId: randomUUID(), type: 'DecisionDeadlineNear', data, metadata: { correlationId: randomUUID(), causationId: null, actor: 'system', occurredAt: data.notedAt } }], 'any');
    // Generous: on a loaded machine every read model (fifteen of them) must pass the reminder.
    expect(await t.app.get(ProjectionWaiter).waitForEvery(checkpoint, 30_000)).toMatchObject({ caughtUp: true });
  }

  it('tells the merchant of the new call, newest first with an unread count; the affiliate has nothing yet', async () => {
    await remindOfDeadline(72);
    const page = await list();
    expect(page).toMatchObject({ unreadCount: 2, hasMore: false });
    expect(page.items.map((n: Notification) => [n.kind, n.title, n.link, n.readAt])).toEqual([
      ['decision-deadline-near', 'Decision due in 72 hours', '/merchant-dashboard', null],
      ['call-booked', 'New call awaiting your decision', '/merchant-dashboard', null],
    ]);
    expect(page.items[1].body).toMatch(/^Customer \d+ booked a call in .+ for .+ UTC\. Approve or reject it/);
    expect((await merchant().get('/api/notifications/unread-count').expect(200)).body).toEqual({ unreadCount: 2 });
    expect(await list(affiliate())).toEqual({ items: [], hasMore: false, unreadCount: 0 });
    expect((await list(merchant(), '?limit=1')).hasMore).toBe(true);
  });

  it('tells the affiliate of a rejection with its reason', async () => {
    await merchant().put(`/api/calls/${callId}/status`).send({ status: 'rejected', reason: 'spam', note: 'Fake number' }).expect(200);
    await t.app.get(ProjectionWaiter).waitForEvery(null);
    const deadline = Date.now() + 5000;
    let page = await list(affiliate());
    while (page.items.length === 0 && Date.now() < deadline) page = await list(affiliate());
    expect(page.items).toEqual([expect.objectContaining({ kind: 'call-rejected', title: 'Call rejected', link: '/affiliate-dashboard' })]);
    expect(page.items[0].body).toContain(`rejected as spam. The merchant's note: "Fake number".`);
  });

  it('marks one read, only for its recipient; another user gets 404 and changes nothing', async () => {
    const [newest] = (await list()).items;
    await affiliate().post(`/api/notifications/${newest.id}/read`).expect(404);
    await merchant().post(`/api/notifications/${NO_SUCH_ID}/read`).expect(404);
    expect((await merchant().post('/api/notifications/not-an-id/read').expect(404)).body).toEqual({ message: 'Notification not found.' });
    expect((await list()).unreadCount).toBe(2);
    await merchant().post(`/api/notifications/${newest.id}/read`).expect(204);
    await merchant().post(`/api/notifications/${newest.id}/read`).expect(204);
    const page = await list();
    expect(page).toMatchObject({ unreadCount: 1 });
    expect(page.items[0]).toMatchObject({ id: newest.id, readAt: expect.any(String) });
    await merchant().post('/api/notifications/read-all').expect(204);
    expect((await list()).unreadCount).toBe(0);
    expect((await list(affiliate())).unreadCount).toBe(1);
  });

  it('refuses a bad page with a message', async () => {
    expect((await merchant().get('/api/notifications?limit=500').expect(400)).body.message).toBe('The limit must be a whole number from 1 to 100.');
    expect((await merchant().get('/api/notifications/emails?offset=-1').expect(400)).body.message).toBe('The offset must be a whole number from 0 to 100,000.');
  });

  it('keeps the emails in the sandbox outbox without SMTP_URL and shows each user only their own', async () => {
    await t.app.get(NotificationDeliverySweeper).sweepOnce();
    const mine = (await merchant().get('/api/notifications/emails').expect(200)).body;
    expect(mine.emailDelivery).toBe(false);
    expect(mine.items.map((e: { kind: string; status: string; to: string }) => [e.kind, e.status, e.to])).toEqual([
      ['decision-deadline-near', 'kept', setup.merchant.user.email],
      ['call-booked', 'kept', setup.merchant.user.email],
    ]);
    const theirs = (await affiliate().get('/api/notifications/emails').expect(200)).body;
    expect(theirs.items.map((e: { kind: string; to: string }) => [e.kind, e.to])).toEqual([['call-rejected', setup.affiliate.user.email]]);
  });

  it('has email on for every kind until the user turns one off', async () => {
    const before = (await merchant().get('/api/notifications/preferences').expect(200)).body;
    expect(before.emailDelivery).toBe(false);
    expect(before.kinds).toHaveLength(10);
    expect(before.kinds.every((k: { email: boolean }) => k.email)).toBe(true);
    const after = (await merchant().put('/api/notifications/preferences').send({ kinds: [{ kind: 'call-booked', email: false }] }).expect(200)).body;
    expect(after.kinds.filter((k: { email: boolean }) => !k.email).map((k: { kind: string }) => k.kind)).toEqual(['call-booked']);
    expect((await affiliate().get('/api/notifications/preferences').expect(200)).body.kinds.every((k: { email: boolean }) => k.email)).toBe(true);
    const bad = await merchant().put('/api/notifications/preferences').send({ kinds: [{ kind: 'everything', email: false }] }).expect(400);
    expect(bad.body.message).toMatch(/^The kind must be one of call-booked, /);
    await merchant().put('/api/notifications/preferences').send({ kinds: [{ kind: 'call-booked', email: 'no' }] }).expect(400);
  });

  it('comes back the same from a blue/green rebuild, read marks kept, and queues no email again', async () => {
    const snapshot = () =>
      withDatabase(t, async (db) => ({
        notifications: (await db.query(`SELECT * FROM notifications ORDER BY id`)).rows,
        outbox: (await db.query(`SELECT id, status, attempts FROM notification_outbox ORDER BY id`)).rows,
      }));
    const before = await snapshot();
    const lists = await Promise.all([list(), list(affiliate())]);
    expect(before.outbox).toHaveLength(before.notifications.length);
    const projection = t.app.get<Projection[]>(PROJECTIONS, { strict: false }).find((p) => p.name === 'notifications')!;
    await rebuildProjection(t.app.get<Pool>(PG_POOL, { strict: false }), t.app.get<EventStore>(EVENT_STORE, { strict: false }), projection, () => undefined, 2);
    expect(await snapshot()).toEqual(before);
    expect(await Promise.all([list(), list(affiliate())])).toEqual(lists);
  }, 30_000);

  describe('the unsubscribe link', () => {
    const tokens = () => t.app.get(UnsubscribeTokens);

    it('turns that kind off signed out, and says so', async () => {
      const token = tokens().sign(setup.affiliate.user.id, 'payout-failed');
      const res = await t.browser().get(`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('You will no longer get emails for: a payout failed.');
      const kinds = (await affiliate().get('/api/notifications/preferences').expect(200)).body.kinds;
      expect(kinds.filter((k: { email: boolean }) => !k.email).map((k: { kind: string }) => k.kind)).toEqual(['payout-failed']);
    });

    it('answers 400 to a changed, cut or missing token and changes nothing', async () => {
      const token = tokens().sign(setup.affiliate.user.id, 'call-rejected');
      const forOther = token.replace(setup.affiliate.user.id, setup.merchant.user.id);
      const otherKind = token.replace('call-rejected', 'call-approved');
      for (const bad of [forOther, otherKind, token.slice(0, -3), 'junk']) {
        const res = await t.browser().get(`/api/notifications/unsubscribe?token=${encodeURIComponent(bad)}`).expect(400);
        expect(res.text).toContain('This unsubscribe link does not work');
      }
      await t.browser().get('/api/notifications/unsubscribe').expect(400);
      const off = (who: ReturnType<typeof merchant>) => who.get('/api/notifications/preferences').then((r) => r.body.kinds.filter((k: { email: boolean }) => !k.email).map((k: { kind: string }) => k.kind));
      expect(await off(affiliate())).toEqual(['payout-failed']);
      expect(await off(merchant())).toEqual(['call-booked']);
    });
  });

  it.each([
    ['get', '/api/notifications'],
    ['get', '/api/notifications/unread-count'],
    ['post', '/api/notifications/read-all'],
    ['post', `/api/notifications/${NO_SUCH_ID}/read`],
    ['get', '/api/notifications/preferences'],
    ['put', '/api/notifications/preferences'],
    ['get', '/api/notifications/emails'],
  ] as const)('%s %s signed out answers 401', async (method, path) => {
    const res = await t.browser()[method](path).send({}).expect(401);
    expect(res.body).toEqual({ message: expect.stringMatching(/sign in/i) });
  });
});
