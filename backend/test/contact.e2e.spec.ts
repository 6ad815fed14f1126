import type { ContactMessage } from '@leadledger/contracts/admin';
import { EVENT_STORE, type EventStore } from '../src/infrastructure/event-store/event-store.port';
import { ProjectionWaiter } from '../src/projections/runner/projection-waiter';
import { newAdmin } from './support/disputes-setup';
import { newMerchant, NO_SUCH_ID, type Person } from './support/people';
import { expectRetryAfter, withEnv } from './support/limits';
import { startTestApp, type TestApp } from './support/test-app';

/** Issue 12: the contact page's messages reach the admins. */
describe('contact', () => {
  let t: TestApp;
  let admin: Person;
  const limitBefore = process.env.CONTACT_LIMIT_PER_HOUR;
  beforeAll(async () => {
    // Every test request comes from one address here; the limit itself is tested below.
    process.env.CONTACT_LIMIT_PER_HOUR = '10000';
    t = await startTestApp();
    admin = await newAdmin(t);
  });
  afterAll(async () => {
    if (limitBefore === undefined) delete process.env.CONTACT_LIMIT_PER_HOUR;
    else process.env.CONTACT_LIMIT_PER_HOUR = limitBefore;
    await t.close();
  });

  const body = { name: 'Dana Reyes', email: 'Dana@Example.com', topic: 'billing', message: 'My statement shows a charge I do not recognise.' };
  const inbox = async (): Promise<ContactMessage[]> => {
    const head = await t.app.get<EventStore>(EVENT_STORE).readHead();
    // On a shared PostgreSQL server another suite's open transaction can hold the log's safe
    // horizon back for seconds (docs/architecture/event-store.md): wait long, and say so if it lagged.
    const outcome = await t.app.get(ProjectionWaiter).waitFor(head, ['contact-messages'], 25_000);
    expect(outcome).toEqual({ caughtUp: true, lagging: [] });
    return (await admin.browser.get('/api/admin/messages').expect(200)).body;
  };

  it('takes a message from anyone, signed in or not, and admins see it and mark it handled', async () => {
    const sent = await t.browser().post('/api/contact').send(body).expect(201);
    expect(sent.body.message).toMatch(/reached our team/);
    const merchant = await newMerchant(t);
    await merchant.browser.post('/api/contact').send({ ...body, topic: 'calls', message: 'A call shows as pending after I approved it.' }).expect(201);
    const messages = await inbox();
    const first = messages.find((m) => m.id === sent.body.id)!;
    expect(first).toMatchObject({ name: 'Dana Reyes', email: 'dana@example.com', topic: 'billing', senderUserId: null, handledAt: null });
    expect(messages.find((m) => m.topic === 'calls' && m.senderUserId === merchant.user.id)).toBeDefined();
    await admin.browser.post(`/api/admin/messages/${first.id}/handled`).expect(204);
    expect((await inbox()).find((m) => m.id === first.id)).toMatchObject({ handledAt: expect.any(String), handledByName: 'Grace Hopper' });
    expect((await admin.browser.post(`/api/admin/messages/${first.id}/handled`).expect(409)).body.message).toBe('This message is already marked handled.');
    await admin.browser.post(`/api/admin/messages/${NO_SUCH_ID}/handled`).expect(404);
  });

  it('refuses bad input field by field, keeps the inbox to admins, and limits senders', async () => {
    const res = await t.browser().post('/api/contact').send({ name: '', email: 'nope', topic: 'gossip', message: 'short' }).expect(400);
    expect(res.body.message).toBe('Enter your name (at most 100 characters). Enter an email address we can reply to. Choose a topic: billing, payouts, calls, account, other. Write your message in 10 to 5,000 characters.');
    const merchant = await newMerchant(t);
    await merchant.browser.get('/api/admin/messages').expect(403);
    await t.browser().get('/api/admin/messages').expect(401);
    // This address has sent messages already: with the limit at 1 per hour the next one is refused.
    await withEnv('CONTACT_LIMIT_PER_HOUR', '1', async () => expectRetryAfter(await t.browser().post('/api/contact').send(body)));
  });
});
