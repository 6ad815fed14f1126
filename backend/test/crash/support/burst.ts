import { effectIdFor } from '../../../src/modules/shared/idempotency/effect-id';
import type { Log } from './audit';
import type { FakeStripeServer } from './fake-stripe-server';
import type { Client, Sent } from './http';
import type { Affiliate } from './journeys';
import type { World } from './world';

/** One request of a burst, kept so that it can be sent again after a restart. */
export interface Planned {
  kind: 'approval' | 'contested' | 'collect' | 'uphold';
  label: string;
  client: Client;
  method: string;
  path: string;
  body?: unknown;
  key: string | null;
  /** The call approved, the affiliate collecting, or the dispute upheld. */
  subject: string;
}

export interface CollectPlan {
  affiliate: number;
  /** One collect per entry, all at once: null sends no Idempotency-Key. */
  keys: (string | null)[];
}

export interface BurstPlan {
  approvals: boolean;
  contested: number;
  collects: CollectPlan[];
  /** How many times each open dispute is upheld at once (0: none). */
  upholdsEach: number;
}

export function planBurst(world: World, plan: BurstPlan, run: string): Planned[] {
  const out: Planned[] = [];
  const approval = (kind: Planned['kind'], merchantClient: Client, callId: string, label: string): Planned => ({
    kind, label, client: merchantClient, method: 'PUT', path: `/api/calls/${callId}/status`, body: { status: 'approved' }, key: null, subject: callId,
  });
  if (plan.approvals) world.pending.forEach((p, i) => out.push(approval('approval', p.merchant.client, p.callId, `approve#${i}`)));
  for (let i = 0; i < plan.contested; i++) out.push(approval('contested', world.contested.merchant.client, world.contested.callId, `approve-same#${i}`));
  for (const c of plan.collects) {
    const affiliate: Affiliate = world.affiliates[c.affiliate];
    c.keys.forEach((key, i) => {
      out.push({ kind: 'collect', label: `collect a${c.affiliate}#${i}`, client: affiliate.client, method: 'POST', path: '/api/payout/collect', key: key && `${run}-${key}`, subject: affiliate.id });
    });
  }
  for (const d of world.disputes) {
    for (let i = 0; i < plan.upholdsEach; i++) {
      out.push({ kind: 'uphold', label: `uphold ${d.raisedBy}#${i}`, client: world.admin, method: 'POST', path: `/api/admin/disputes/${d.id}/resolve`, body: { outcome: 'uphold', note: 'Checked the call recording.' }, key: null, subject: d.id });
    }
  }
  return out;
}

export const send = (p: Planned, label = p.label): Promise<Sent> => p.client.send(label, p.method, p.path, p.body, p.key);

export interface Exchange {
  plan: Planned;
  first: Sent;
  /** Sent again with the same key after the restart, then once more when nothing was in flight. */
  retried: Sent | null;
  final: Sent | null;
}

const payoutIdOf = (s: Sent | null): string | null => (s?.answer && typeof s.answer.payoutId === 'string' ? s.answer.payoutId : null);
const dataOf = (log: Log, type: string) => log.filter((e) => e.type === type).map((e) => e.data as Record<string, any>);

/**
 * Every acknowledged answer against what the log and the processor hold in the end. `problems`
 * break issue 11's promises; `notes` are answers worth a look that break none (a 500 for a request
 * that changed nothing, or a keyed one whose retry tells the truth).
 */
export function judgeAnswers(exchanges: Exchange[], log: Log, stripe: FakeStripeServer, disputeCallOf: Map<string, string>): { problems: string[]; notes: string[] } {
  const problems: string[] = [];
  const notes: string[] = [];
  const approvedCalls = new Set(dataOf(log, 'CallApproved').map((d) => d.callId));
  const upheld = new Set(dataOf(log, 'DisputeUpheld').map((d) => d.disputeId));
  const completed = new Map(dataOf(log, 'PayoutCompleted').map((d) => [d.payoutId as string, d]));
  const requested = dataOf(log, 'PayoutRequested').map((d) => d.payoutId as string);
  const liveTransfers = stripe.moneyCalls.filter((c) => c.kind === 'transfer' && c.created && !stripe.fake.transfers.get(c.created)!.reversed);
  const where = (x: Exchange, s: Sent) => `${x.plan.label} (${x.plan.method} ${x.plan.path}${x.plan.key ? `, key ${x.plan.key}` : ''}) answered ${s.status} ${JSON.stringify(s.answer)}`;

  for (const x of exchanges) {
    for (const s of [x.first, x.retried, x.final]) {
      if (!s || s.status === null) continue;
      if (s.status >= 500 && s.status !== 503 && s.status !== 502) {
        // An error that says "try again" for a decision that was in fact taken and paid.
        const happened = (x.plan.kind === 'approval' && approvedCalls.has(x.plan.subject)) || (x.plan.kind === 'uphold' && upheld.has(x.plan.subject));
        (happened ? problems : notes).push(`${happened ? 'misreported: ' : ''}${where(x, s)}${happened ? ', yet it went through' : ''}`);
      }
      if (s.status === 200 && (x.plan.kind === 'approval' || x.plan.kind === 'contested') && !approvedCalls.has(x.plan.subject)) problems.push(`lost: ${where(x, s)} but the call is not approved`);
      if (s.status === 200 && x.plan.kind === 'uphold' && !upheld.has(x.plan.subject)) problems.push(`lost: ${where(x, s)} but dispute ${x.plan.subject} (call ${disputeCallOf.get(x.plan.subject)}) is not upheld`);
      if (x.plan.kind !== 'collect') continue;
      const payoutId = payoutIdOf(s);
      if (x.plan.key && payoutId && payoutId !== effectIdFor('payout-collect', x.plan.subject, x.plan.key)) problems.push(`key ${x.plan.key} named payout ${payoutId}, not the one derived from the key`);
      if (s.status === 200) {
        if (!payoutId || !completed.has(payoutId)) problems.push(`lost: ${where(x, s)} but payout ${payoutId} is not completed`);
        else if (liveTransfers.filter((c) => c.subject === payoutId).length !== 1) problems.push(`${where(x, s)}: payout ${payoutId} has ${liveTransfers.filter((c) => c.subject === payoutId).length} transfers at the processor`);
      }
    }
  }

  // Without a key only the answer can name the payout: a payout no answer named, while every
  // such request of its affiliate was answered, was made behind an answer that said otherwise.
  const keyIds = new Set(exchanges.filter((x) => x.plan.kind === 'collect' && x.plan.key).map((x) => effectIdFor('payout-collect', x.plan.subject, x.plan.key!)));
  const unkeyed = exchanges.filter((x) => x.plan.kind === 'collect' && !x.plan.key);
  for (const affiliateId of new Set(unkeyed.map((x) => x.plan.subject))) {
    const theirs = unkeyed.filter((x) => x.plan.subject === affiliateId);
    const named = new Set(theirs.map((x) => payoutIdOf(x.first)));
    const made = dataOf(log, 'PayoutRequested').filter((d) => d.affiliateId === affiliateId && !keyIds.has(d.payoutId) && !named.has(d.payoutId));
    if (made.length > 0 && theirs.every((x) => x.first.status !== null)) {
      problems.push(`misreported: collects without a key by affiliate ${affiliateId} answered ${theirs.map((x) => x.first.status).join(', ')}, none naming payout ${made.map((d) => d.payoutId).join(', ')} that was made`);
    }
  }

  // One Idempotency-Key, one payout id, one transfer: whatever happened to its requests.
  const keyed = new Map<string, Exchange[]>();
  for (const x of exchanges) if (x.plan.kind === 'collect' && x.plan.key) keyed.set(`${x.plan.subject} ${x.plan.key}`, [...(keyed.get(`${x.plan.subject} ${x.plan.key}`) ?? []), x]);
  for (const [, group] of keyed) {
    const { key, subject } = group[0].plan;
    const payoutId = effectIdFor('payout-collect', subject, key!);
    const named = new Set(group.flatMap((x) => [x.first, x.retried, x.final]).map(payoutIdOf).filter((id): id is string => id !== null));
    const transfers = liveTransfers.filter((c) => c.subject === payoutId).length;
    const requests = requested.filter((id) => id === payoutId).length;
    if (named.size > 1) problems.push(`key ${key}: answers name ${named.size} payouts (${[...named].join(', ')})`);
    if (requests > 1) problems.push(`key ${key}: ${requests} PayoutRequested for payout ${payoutId}`);
    if (transfers > 1) problems.push(`key ${key}: ${transfers} transfers for payout ${payoutId}`);
    const finals = group.map((x) => x.final).filter((s): s is Sent => s !== null);
    for (const f of finals) {
      if (completed.has(payoutId) && (f.status !== 200 || payoutIdOf(f) !== payoutId)) problems.push(`key ${key}: payout ${payoutId} completed, but a retry answered ${f.status} ${JSON.stringify(f.answer)}`);
      if (!completed.has(payoutId) && (f.status === 200 || f.status === 202 || f.status === 503)) problems.push(`key ${key}: nothing in flight, payout ${payoutId} not completed, yet a retry answered ${f.status} ${JSON.stringify(f.answer)}`);
    }
    if (completed.has(payoutId) && transfers !== 1) problems.push(`key ${key}: payout ${payoutId} completed with ${transfers} transfers at the processor`);
  }
  return { problems, notes };
}

/** `200: 12, 409: 3, no answer: 5` */
export function statuses(sent: (Sent | null)[]): string {
  const counts = new Map<string, number>();
  for (const s of sent) if (s) counts.set(s.status === null ? 'none' : String(s.status), (counts.get(s.status === null ? 'none' : String(s.status)) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `${k}: ${n}`).join(', ') || '-';
}
