import type { ProcessorRecordPage } from '@leadledger/contracts/admin';
import type { AdminSearchGroupKind, AdminSearchResponse, AdminSearchResult } from '@leadledger/contracts/admin-search';
import { type Admin, newAdmin } from './support/admin-setup';
import { bookCall, type CallSetup } from './support/calls-setup';
import { affiliateWithEarnings } from './support/payouts-setup';
import { SIGN_IN_MESSAGE } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

const KINDS: AdminSearchGroupKind[] = ['merchants', 'affiliates', 'calls', 'programs', 'payments'];
const TOO_SHORT = 'Type at least 2 characters to search.';
const tag = `${process.pid}x${Date.now().toString(36)}`;

describe('admin search (GET /api/admin/search)', () => {
  let t: TestApp;
  let admin: Admin;
  let setup: CallSetup;
  let callId: string;
  const customerEmail = `find.me-${tag}@example.com`;

  const search = async (q: string): Promise<AdminSearchResponse> =>
    (await admin.browser.get('/api/admin/search').query({ q }).expect(200)).body as AdminSearchResponse;
  const group = (res: AdminSearchResponse, kind: AdminSearchGroupKind): AdminSearchResult[] => res.groups.find((g) => g.kind === kind)!.results;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await newAdmin(t);
    // A real approval: the sandbox processor charges the merchant's card and the charge id is recorded.
    setup = await affiliateWithEarnings(t, 12.35, 1, { payoutCard: false });
    await setup.merchant.browser.put('/api/user/profile').send({ firstName: 'Ada', lastName: 'Lovelace', companyName: `Zephyr Widgets ${tag}` }).expect(200);
    await setup.affiliate.browser.put('/api/user/profile').send({ firstName: 'Alan', lastName: 'Turing', companyName: `100% Leads ${tag}` }).expect(200);
    callId = await bookCall(t, setup, { customerEmail });
  }, 60_000);
  afterAll(async () => t.close());

  it('finds a call by part of its customer email, whatever the case', async () => {
    const res = await search(`FIND.ME-${tag}`.toUpperCase());
    expect(res.groups.map((g) => g.kind)).toEqual(KINDS);
    expect(group(res, 'calls')).toEqual([
      { title: expect.stringMatching(/^Call with Customer \d+$/), subtitle: expect.stringContaining(customerEmail), amountCents: null, at: expect.any(String), opens: { kind: 'call', id: callId } },
    ]);
  });

  it('finds a call by its whole id, and never by part of it', async () => {
    expect(group(await search(callId.toUpperCase()), 'calls').map((r) => r.opens)).toEqual([{ kind: 'call', id: callId }]);
    expect(group(await search(callId.slice(0, 13)), 'calls')).toEqual([]);
  });

  it('finds a merchant by company, under merchants only', async () => {
    const res = await search(`zephyr widgets ${tag}`);
    expect(group(res, 'merchants')).toEqual([
      { title: 'Ada Lovelace', subtitle: `Zephyr Widgets ${tag} · ${setup.merchant.user.email}`, amountCents: null, at: expect.any(String), opens: { kind: 'merchant', id: setup.merchant.user.id } },
    ]);
    expect(group(res, 'affiliates')).toEqual([]);
    expect(group(res, 'programs')).toEqual([]);
  });

  it('finds a program by its referral code', async () => {
    const res = await search(setup.merchant.program.referralCode.toLowerCase());
    expect(group(res, 'programs').map((r) => r.opens)).toContainEqual({ kind: 'program', id: setup.merchant.program.id });
  });

  it('finds a charge by its processor id after a real approval, opening its call', async () => {
    const charges = async () => ((await admin.browser.get('/api/admin/reconciliation/records').expect(200)).body as ProcessorRecordPage).rows.filter((r) => r.kind === 'charge');
    // processor_records follows the log on its own and may be a moment behind the approval's answer.
    await waitUntil(async () => (await charges()).length > 0);
    const [charge] = await charges();
    expect(charge?.processorId).toMatch(/^ch_/);
    const results = group(await search(charge!.processorId), 'payments');
    expect(results).toEqual([
      {
        title: `Charge ${charge!.processorId}`,
        subtitle: expect.stringMatching(/^Call with Customer \d+/),
        amountCents: 1359, // $12.35 commission + $1.24 platform fee, in cents
        at: charge!.recordedAt,
        opens: { kind: 'call', id: charge!.streamId.replace(/^call-/, '') },
      },
    ]);
  });

  it('takes % and _ literally', async () => {
    const res = await search(`0% Leads ${tag}`);
    expect(group(res, 'affiliates').map((r) => r.opens)).toEqual([{ kind: 'affiliate', id: setup.affiliate.user.id }]);
    const wild = await search('%%');
    expect(wild.groups).toEqual(KINDS.map((kind) => ({ kind, results: [], hasMore: false })));
    expect((await search('__')).groups.every((g) => g.results.length === 0)).toBe(true);
  });

  it('answers an empty result with 200 and empty groups, and never lists admins or secrets', async () => {
    const res = await search(admin.email);
    expect(res).toEqual({ query: admin.email, groups: KINDS.map((kind) => ({ kind, results: [], hasMore: false })) });
    const everyone = JSON.stringify(await search('example.com'));
    expect(everyone).not.toContain(admin.id);
    expect(everyone).not.toMatch(/argon2|password/i);
  });

  it.each([
    ['one character', 'a', TOO_SHORT],
    ['one character once trimmed', '   b   ', TOO_SHORT],
    ['201 characters', 'x'.repeat(201), 'The search must be at most 200 characters.'],
  ])('refuses %s with 400 and says why', async (_case, q, message) => {
    const res = await admin.browser.get('/api/admin/search').query({ q }).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a missing q with 400', async () => {
    const res = await admin.browser.get('/api/admin/search').expect(400);
    expect(res.body.message).toContain('at least 2 characters');
  });

  it('answers 403 to a merchant and an affiliate, 401 without a session', async () => {
    for (const person of [setup.merchant, setup.affiliate]) {
      const res = await person.browser.get('/api/admin/search').query({ q: customerEmail }).expect(403);
      expect(res.body.message).toBe('This is only available to admin accounts.');
      expect(JSON.stringify(res.body)).not.toContain(callId);
    }
    const anonymous = await t.browser().get('/api/admin/search').query({ q: customerEmail }).expect(401);
    expect(anonymous.body.message).toBe(SIGN_IN_MESSAGE);
  });
});

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
