import type { NameBook } from './name-book';
import type { SummaryInput } from './summary-input';

/** A small world for the summary specs: Dana Lee sells Discovery calls, Abe Tester sends Dan Deal. */
export const ids = {
  merchant: '11111111-1111-4111-8111-111111111111',
  affiliate: '22222222-2222-4222-8222-222222222222',
  admin: '33333333-3333-4333-8333-333333333333',
  call: '44444444-4444-4444-8444-444444444444',
  program: '55555555-5555-4555-8555-555555555555',
  membership: '66666666-6666-4666-8666-666666666666',
};

export const book: NameBook = {
  people: new Map([
    [ids.merchant, 'Dana Lee'],
    [ids.affiliate, 'Abe Tester'],
    [ids.admin, 'Ada Admin'],
  ]),
  roles: new Map([
    [ids.merchant, 'merchant'],
    [ids.affiliate, 'affiliate'],
    [ids.admin, 'admin'],
  ]),
  calls: new Map([[ids.call, 'Dan Deal']]),
  programs: new Map([[ids.program, 'Discovery']]),
  memberships: new Map([[ids.membership, { affiliateId: ids.affiliate, programId: ids.program }]]),
  payoutCards: new Map([
    [
      ids.affiliate,
      [
        { brand: 'mastercard', last4: '5556', ref: 'ba_old', setAt: '2026-01-01T00:00:00.000Z' },
        { brand: 'visa', last4: '4242', ref: 'ba_new', setAt: '2026-02-01T00:00:00.000Z' },
      ],
    ],
  ]),
  billingCards: new Map([[ids.merchant, [{ brand: 'visa', last4: '4242', ref: 'pm_1', setAt: '2026-01-01T00:00:00.000Z' }]]]),
};

export const merchantActor = { userId: ids.merchant, role: 'merchant' };
export const adminActor = { userId: ids.admin, role: 'admin' };
export const system = { userId: null, role: 'system' };

export const event = (type: string, data: Record<string, unknown>, actor: SummaryInput['actor'] = system): SummaryInput => ({
  type,
  data,
  actor,
  recordedAt: '2026-03-01T09:00:00.000Z',
});

/** The linked names of a summary, as text: what the console turns into timeline links. */
export const linked = (summary: { text: string; links: { kind: string; id: string; start: number; length: number }[] }) =>
  summary.links.map((l) => [l.kind, summary.text.slice(l.start, l.start + l.length), l.id]);
