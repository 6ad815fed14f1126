import { EVENT_STORE, type EventStore } from '../src/infrastructure/event-store/event-store.port';
import { ProjectionWaiter } from '../src/projections/runner/projection-waiter';
import { NotificationDeliverySweeper } from '../src/modules/notifications/notification-delivery.sweeper';
import { type SmtpTestServer, startSmtpTestServer } from '../src/modules/notifications/smtp-test-server.spec-fixtures';
import { bookCall, type CallSetup, merchantAndAffiliate } from './support/calls-setup';
import { startTestApp, type TestApp } from './support/test-app';

/** The whole way with SMTP_URL set: an event, its email through a real SMTP server, and its unsubscribe link. */
describe('notification emails through SMTP_URL', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let setup: CallSetup;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await startTestApp({ smtpUrl: smtp.url });
    setup = await merchantAndAffiliate(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const deliver = async () => {
    // The outbox row is written by the notifications projection: let it pass everything appended so far.
    const head = await t.app.get<EventStore>(EVENT_STORE).readHead();
    expect(await t.app.get(ProjectionWaiter).waitForEvery(head, 30_000)).toMatchObject({ caughtUp: true });
    // The app's own schedule may be sending too: sweep until a round finds nothing left to send.
    for (let i = 0; i < 20; i += 1) {
      const report = await t.app.get(NotificationDeliverySweeper).sweepOnce();
      if (report && report.sent + report.retrying + report.skipped === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it('emails the merchant about a new call once, with a working unsubscribe link', async () => {
    await bookCall(t, setup);
    await deliver();
    const toMerchant = smtp.received.filter((m) => m.to.includes(setup.merchant.user.email));
    expect(toMerchant).toHaveLength(1);
    expect(toMerchant[0].headers.subject).toBe('New call awaiting your decision');
    expect(toMerchant[0].raw).toContain('Approve or reject it on your dashboard');

    const emails = (await setup.merchant.browser.get('/api/notifications/emails').expect(200)).body;
    expect(emails.emailDelivery).toBe(true);
    expect(emails.items).toEqual([expect.objectContaining({ kind: 'call-booked', status: 'sent', to: setup.merchant.user.email, attempts: 1 })]);

    const link = new URL(toMerchant[0].headers['list-unsubscribe'].slice(1, -1));
    const page = await t.browser().get(`${link.pathname}${link.search}`).expect(200);
    expect(page.text).toContain('You are unsubscribed');

    await bookCall(t, setup);
    await deliver();
    expect(smtp.received.filter((m) => m.to.includes(setup.merchant.user.email))).toHaveLength(1);
    const after = (await setup.merchant.browser.get('/api/notifications/emails').expect(200)).body;
    expect(after.items.map((e: { status: string }) => e.status)).toEqual(['skipped', 'sent']);
    expect((await setup.merchant.browser.get('/api/notifications').expect(200)).body.unreadCount).toBe(2);
  });
});
