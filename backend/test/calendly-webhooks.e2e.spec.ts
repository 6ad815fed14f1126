import { randomUUID } from 'node:crypto';
import { signCalendlyWebhook } from '../src/infrastructure/calendars/calendly-webhook-signature';
import { loadOrCreateAppSecret, TokenCipher } from '../src/infrastructure/crypto/token-cipher';
import { at, calendlyProgramWithAffiliate, type BookingSetup, sundayOf } from './support/booking-setup';
import { withDatabase } from './support/database';
import { startTestApp, type TestApp } from './support/test-app';

process.env.TRACKING_LIMIT_PER_MINUTE = '100000';

const BAD_SIGNATURE = 'The webhook signature is missing, wrong or stale.';
const NEXT_TUESDAY = (time: string) => at(sundayOf(1), 2, time);

describe('Calendly webhooks', () => {
  let t: TestApp;
  let cipher: TokenCipher;
  beforeAll(async () => {
    t = await startTestApp();
    cipher = new TokenCipher(loadOrCreateAppSecret(t.config.dataDir));
  });
  afterAll(async () => t.close());

  const integrationOf = (integrationId: string) =>
    withDatabase(t, async (db) => {
      const row = (await db.query('SELECT external_user_uri, webhook_signing_key_enc FROM calendar_integrations WHERE id = $1', [integrationId])).rows[0];
      return { userUri: row.external_user_uri as string, key: cipher.decrypt(row.webhook_signing_key_enc, integrationId) };
    });
  const callsOf = (merchantId: string) =>
    withDatabase(t, async (db) => (await db.query('SELECT * FROM call_list WHERE merchant_id = $1 ORDER BY booked_at', [merchantId])).rows);

  /** A webhook body as Calendly sends it (only the fields the handler reads, plus a few more). */
  const invitee = (userUri: string, event: 'invitee.created' | 'invitee.canceled', p: Record<string, unknown>) => ({
    created_at: new Date().toISOString(),
    created_by: userUri,
    event,
    payload: {
      email: 'ida@example.com', name: 'Ida Rhodes', rescheduled: false, old_invitee: null, new_invitee: null, status: event === 'invitee.created' ? 'active' : 'canceled',
      tracking: { utm_source: null, utm_medium: null, utm_campaign: null, utm_content: null, utm_term: null, salesforce_uuid: null },
      scheduled_event: { start_time: NEXT_TUESDAY('15:00'), end_time: NEXT_TUESDAY('15:30'), location: { join_url: 'https://meet.example/abc' }, event_memberships: [{ user: userUri }] },
      ...p,
    },
  });
  const deliver = (body: unknown, key: string, options: { at?: number; header?: string } = {}) => {
    const raw = JSON.stringify(body);
    const header = options.header ?? signCalendlyWebhook(key, raw, options.at ?? Math.floor(Date.now() / 1000));
    return t.browser().post('/api/webhooks/calendly').set('Content-Type', 'application/json').set('Calendly-Webhook-Signature', header).send(raw);
  };
  const inviteeUri = () => `https://api.calendly.com/scheduled_events/${randomUUID()}/invitees/${randomUUID()}`;

  let setup: BookingSetup;
  let account: { userUri: string; key: string };
  beforeAll(async () => {
    setup = await calendlyProgramWithAffiliate(t);
    account = await integrationOf(setup.integrationId);
  });

  it('the sandbox scheduling page books through a tracking link: signed webhook -> pending call attributed by click id', async () => {
    const track = await t.browser().get(`/api/track-with-loading/${setup.program.referralCode}`).query({ aff: setup.membership.id }).expect(200);
    const utm = Object.fromEntries(new URL(track.body.redirectUrl, 'http://x').searchParams);
    const res = await t.browser().post('/api/sandbox/calendly/book')
      .send({ slug: '30-minute-strategy-call', name: 'Ada Customer', email: 'ada.customer@example.com', startTime: NEXT_TUESDAY('10:00'), ...utm })
      .expect(200);
    expect(res.body).toEqual({ ok: true, inviteeUri: expect.stringMatching(/\/invitees\//) });
    const call = (await callsOf(setup.user.id)).find((c) => c.external_ref === res.body.inviteeUri);
    expect(call).toMatchObject({
      status: 'pending', source: 'calendly', click_id: track.body.clickId, membership_id: setup.membership.id, affiliate_id: setup.affiliate.user.id,
      customer_name: 'Ada Customer', scheduled_at: new Date(NEXT_TUESDAY('10:00')), payout_cents: '4000',
    });
  });

  it('books by referral code (utm_campaign) without a click, once however often it is delivered', async () => {
    const uri = inviteeUri();
    const body = invitee(account.userUri, 'invitee.created', { uri, tracking: { utm_campaign: setup.program.referralCode } });
    const first = await deliver(body, account.key).expect(200);
    expect(first.body).toMatchObject({ ok: true, outcome: 'booked' });
    await deliver(body, account.key).expect(200);
    await Promise.all([deliver(body, account.key), deliver(body, account.key)]);
    const calls = (await callsOf(setup.user.id)).filter((c) => c.external_ref === uri);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ click_id: null, meeting_link: 'https://meet.example/abc', membership_id: setup.membership.id });
  });

  it("records a booking through a removed affiliate's old link for the merchant to see, once, and makes no call of it", async () => {
    const own = await calendlyProgramWithAffiliate(t);
    const ownAccount = await integrationOf(own.integrationId);
    const track = await t.browser().get(`/api/track-with-loading/${own.program.referralCode}`).query({ aff: own.membership.id }).expect(200);
    await own.browser.delete(`/api/affiliates/${own.membership.id}`).expect((res) => expect([200, 204]).toContain(res.status));
    const uri = inviteeUri();
    const body = invitee(ownAccount.userUri, 'invitee.created', { uri, name: 'Old Link', email: 'old.link@example.com', tracking: { utm_campaign: own.program.referralCode, utm_content: track.body.clickId } });
    expect((await deliver(body, ownAccount.key).expect(200)).body).toMatchObject({ ok: true, outcome: 'unattributed' });
    await deliver(body, ownAccount.key).expect(200);
    const listed = (await own.browser.get('/api/calls/unattributed').expect(200)).body;
    expect(listed).toEqual([
      expect.objectContaining({ customerName: 'Old Link', customerEmail: 'old.link@example.com', referralCode: own.program.referralCode, programName: own.program.name, reason: 'affiliate-removed', scheduledAt: NEXT_TUESDAY('15:00') }),
    ]);
    expect((await callsOf(own.user.id)).filter((c) => c.external_ref === uri)).toHaveLength(0);
    await own.affiliate.browser.get('/api/calls/unattributed').expect(403);
    expect((await setup.browser.get('/api/calls/unattributed').expect(200)).body).toEqual([]);
  });

  it.each([
    ['stale (4 minutes old)', (raw: string, key: string) => signCalendlyWebhook(key, raw, Math.floor(Date.now() / 1000) - 240)],
    ['signed with another key', (raw: string) => signCalendlyWebhook('not-the-key', raw, Math.floor(Date.now() / 1000))],
    ['malformed', () => 't=abc,v1=zz'],
    ['missing', () => ''],
  ])('refuses a %s signature with 401 and records nothing', async (_label, sign) => {
    const uri = inviteeUri();
    const body = invitee(account.userUri, 'invitee.created', { uri, tracking: { utm_campaign: setup.program.referralCode } });
    const res = await deliver(body, account.key, { header: sign(JSON.stringify(body), account.key) }).expect(401);
    expect(res.body.message).toBe(BAD_SIGNATURE);
    expect((await callsOf(setup.user.id)).filter((c) => c.external_ref === uri)).toHaveLength(0);
  });

  it('refuses a body changed after signing, and an account we do not know', async () => {
    const body = invitee(account.userUri, 'invitee.created', { uri: inviteeUri(), tracking: { utm_campaign: setup.program.referralCode } });
    const header = signCalendlyWebhook(account.key, JSON.stringify(body), Math.floor(Date.now() / 1000));
    const tampered = { ...body, payload: { ...body.payload, email: 'evil@example.com' } };
    await deliver(tampered, account.key, { header }).expect(401);
    await deliver(invitee('https://api.calendly.com/users/nobody', 'invitee.created', { uri: inviteeUri() }), account.key).expect(401);
  });

  it("never books into another merchant's program, even with a valid signature", async () => {
    const other = await calendlyProgramWithAffiliate(t);
    const uri = inviteeUri();
    const res = await deliver(invitee(account.userUri, 'invitee.created', { uri, tracking: { utm_campaign: other.program.referralCode } }), account.key).expect(200);
    expect(res.body).toMatchObject({ outcome: 'ignored' });
    expect((await callsOf(other.user.id))).toHaveLength(0);
  });

  it('cancels a pending call on invitee.canceled (once)', async () => {
    const uri = inviteeUri();
    await deliver(invitee(account.userUri, 'invitee.created', { uri, tracking: { utm_campaign: setup.program.referralCode } }), account.key).expect(200);
    const cancel = invitee(account.userUri, 'invitee.canceled', { uri, cancellation: { reason: 'Found another vendor', canceler_type: 'invitee' } });
    expect((await deliver(cancel, account.key).expect(200)).body).toMatchObject({ outcome: 'canceled' });
    await deliver(cancel, account.key).expect(200);
    expect((await callsOf(setup.user.id)).find((c) => c.external_ref === uri)).toMatchObject({ status: 'canceled' });
  });

  it('a reschedule moves the same call; cancelling the new invitee later cancels it', async () => {
    const oldUri = inviteeUri();
    const newUri = inviteeUri();
    await deliver(invitee(account.userUri, 'invitee.created', { uri: oldUri, tracking: { utm_campaign: setup.program.referralCode } }), account.key).expect(200);
    const before = (await callsOf(setup.user.id)).filter((c) => c.external_ref === oldUri);
    // Calendly's order is not guaranteed: the cancel flagged `rescheduled` changes nothing either way.
    const flagged = await deliver(invitee(account.userUri, 'invitee.canceled', { uri: oldUri, rescheduled: true, new_invitee: newUri }), account.key).expect(200);
    expect(flagged.body).toMatchObject({ outcome: 'ignored' });
    const moved = invitee(account.userUri, 'invitee.created', {
      uri: newUri, old_invitee: oldUri, tracking: { utm_campaign: setup.program.referralCode },
      scheduled_event: { start_time: NEXT_TUESDAY('16:30'), location: {}, event_memberships: [{ user: account.userUri }] },
    });
    expect((await deliver(moved, account.key).expect(200)).body).toMatchObject({ outcome: 'rescheduled', callId: before[0].id });
    await deliver(moved, account.key).expect(200);
    const calls = await callsOf(setup.user.id);
    expect(calls.filter((c) => c.external_ref === newUri)).toHaveLength(0);
    expect(calls.find((c) => c.id === before[0].id)).toMatchObject({ status: 'pending', scheduled_at: new Date(NEXT_TUESDAY('16:30')) });
    await deliver(invitee(account.userUri, 'invitee.canceled', { uri: newUri }), account.key).expect(200);
    expect((await callsOf(setup.user.id)).find((c) => c.id === before[0].id)).toMatchObject({ status: 'canceled' });
  });

  it('also accepts the integration named in the URL', async () => {
    const uri = inviteeUri();
    const body = invitee('https://api.calendly.com/users/other', 'invitee.created', { uri, tracking: { utm_campaign: setup.program.referralCode } });
    const raw = JSON.stringify(body);
    await t.browser().post(`/api/webhooks/calendly?integration=${setup.integrationId}`).set('Content-Type', 'application/json')
      .set('Calendly-Webhook-Signature', signCalendlyWebhook(account.key, raw, Math.floor(Date.now() / 1000))).send(raw).expect(200);
    expect((await callsOf(setup.user.id)).filter((c) => c.external_ref === uri)).toHaveLength(1);
  });

  it('the sandbox page refuses unknown meeting types, past times and unconnected links', async () => {
    await t.browser().post('/api/sandbox/calendly/book').send({ slug: 'nope', name: 'A', email: 'a@example.com', startTime: NEXT_TUESDAY('10:00'), utm_campaign: setup.program.referralCode }).expect(404);
    await t.browser().post('/api/sandbox/calendly/book').send({ slug: '30-minute-strategy-call', name: 'A', email: 'a@example.com', startTime: '2020-01-01T10:00:00Z', utm_campaign: setup.program.referralCode }).expect(422);
    await t.browser().post('/api/sandbox/calendly/book').send({ slug: '30-minute-strategy-call', name: 'A', email: 'a@example.com', startTime: NEXT_TUESDAY('10:00'), utm_campaign: 'nosuchcode1' }).expect(404);
  });
});
