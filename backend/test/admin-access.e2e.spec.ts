import { adminRoutes, type Admin, newAdmin } from './support/admin-setup';
import { firstEvent } from './support/stored-events';
import { newAffiliate, newMerchant, type Person } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

describe('admin API access (issue 6 part 4)', () => {
  let t: TestApp;
  let admin: Admin;
  let merchant: Person;
  let affiliate: Person;
  let routes: string[];
  beforeAll(async () => {
    t = await startTestApp();
    admin = await newAdmin(t);
    merchant = await newMerchant(t);
    affiliate = await newAffiliate(t);
    // Any stored event will do for the detail route: the merchant's signup wrote none, so make one.
    await merchant.browser.post('/api/integrations/google/connect').expect(200);
    const eventId = (await firstEvent(t))?.eventId;
    routes = adminRoutes({ merchantId: merchant.user.id, eventId: eventId ?? '00000000-0000-4000-8000-000000000000' });
  });
  afterAll(async () => t.close());

  it('answers 401 to every admin route without a session', async () => {
    for (const route of routes) {
      const res = await t.browser().get(route);
      expect({ route, status: res.status }).toEqual({ route, status: 401 });
    }
  });

  it('answers 403 to a merchant and to an affiliate on every admin route', async () => {
    for (const person of [merchant, affiliate]) {
      for (const route of routes) {
        const res = await person.browser.get(route);
        expect({ route, role: person.user.role, status: res.status }).toEqual({ route, role: person.user.role, status: 403 });
        expect(res.body.message).toBe('This is only available to admin accounts.');
      }
    }
  });

  it('serves every admin route to an admin', async () => {
    for (const route of routes) {
      const res = await admin.browser.get(route);
      const expected = route.includes('/events/') && !route.includes('export') ? [200, 404] : [200];
      expect({ route, ok: expected.includes(res.status) }).toEqual({ route, ok: true });
    }
  });

  describe('input checks (400 with a message a person can act on)', () => {
    it.each([
      ['sort=size', 'The sort must be one of position, recordedAt, type, stream.'],
      ['order=up', 'The order must be asc or desc.'],
      ['from=yesterday', 'The "from" date must be an ISO date or instant, such as 2026-03-01 or 2026-03-01T09:00:00Z.'],
      ['to=2026-02-30', 'The "to" date must be an ISO date or instant, such as 2026-03-01 or 2026-03-01T09:00:00Z.'],
      ['from=2026-03-02&to=2026-03-01', 'The "from" date must be before the "to" date.'],
      ['limit=0', 'The limit must be a whole number from 1 to 200.'],
      ['limit=201', 'The limit must be a whole number from 1 to 200.'],
      ['limit=ten', 'The limit must be a whole number from 1 to 200.'],
      ['offset=-1', 'The offset must be a whole number from 0 to 100,000.'],
      ['offset=100001', 'The offset must be a whole number from 0 to 100,000.'],
      ['actor=somebody', 'The actor must be a user id, an email or system.'],
      ['actor=nobody@example.com', 'No account has the email nobody@example.com; check the spelling or filter by user id.'],
      ['type=a&type=b', 'Give one event type.'],
      ['stream=%20call', 'The stream must be a stream id (call-...) or a prefix ending in "-" (call-).'],
    ])('GET /api/admin/events?%s', async (query, message) => {
      const res = await admin.browser.get(`/api/admin/events?${query}`).expect(400);
      expect(res.body.message).toBe(message);
    });

    it('refuses an unknown timeline kind (400) and answers 404 for an unknown subject', async () => {
      expect((await admin.browser.get(`/api/admin/timelines/invoice/${merchant.user.id}`).expect(400)).body.message).toBe('The timeline kind must be one of call, merchant, affiliate, program.');
      await admin.browser.get('/api/admin/timelines/call/00000000-0000-4000-8000-000000000000').expect(404);
      await admin.browser.get('/api/admin/timelines/merchant/not-an-id').expect(404);
      // An affiliate is not a merchant.
      await admin.browser.get(`/api/admin/timelines/merchant/${affiliate.user.id}`).expect(404);
    });

    it('answers 404 for an unknown event id', async () => {
      await admin.browser.get('/api/admin/events/00000000-0000-4000-8000-000000000000').expect(404);
      await admin.browser.get('/api/admin/events/nope').expect(404);
    });

    it('checks the ledger, reconciliation, chart and export parameters', async () => {
      // No account is every journal (admin-ledger.e2e.spec.ts); two accounts at once is not a choice.
      expect((await admin.browser.get('/api/admin/ledger/journals?account=processor:clearing&account=processor:payouts').expect(400)).body.message).toBe('Choose one account, such as processor:clearing, or none for every journal.');
      expect((await admin.browser.get('/api/admin/ledger/journals?account=bank').expect(400)).body.message).toContain('The account must be a ledger account');
      expect((await admin.browser.get('/api/admin/reconciliation?period=week').expect(400)).body.message).toBe('The period must be day or month.');
      expect((await admin.browser.get('/api/admin/reconciliation/records?unmatchedOnly=yes').expect(400)).body.message).toBe('unmatchedOnly must be true or false.');
      expect((await admin.browser.get('/api/admin/charts/activity?from=2020-01-01&to=2026-01-01').expect(400)).body.message).toBe('Choose a range of at most 400 days.');
      expect((await admin.browser.get('/api/admin/export/disputes.csv?status=maybe').expect(400)).body.message).toBe('The status must be open, resolved or all.');
      await admin.browser.get('/api/admin/export/secrets.csv').expect(404);
    });
  });
});
