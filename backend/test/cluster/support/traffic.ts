import { type Exchange, type Planned, send } from '../../crash/support/burst';
import type { Affiliate, Merchant } from '../../crash/support/journeys';

/*
 * Requests the audit judges (crash/support/burst.ts, judgeAnswers): each kept as a Planned request
 * with its first answer, so that the crash suite's aftermath can send keyed ones again and check
 * every acknowledged answer against the log and the processor.
 */

export const approval = (merchant: Merchant, callId: string, label: string, kind: 'approval' | 'contested' = 'approval'): Planned => ({
  kind, label, client: merchant.client, method: 'PUT', path: `/api/calls/${callId}/status`, body: { status: 'approved' }, key: null, subject: callId,
});

export const collect = (affiliate: Affiliate, key: string | null, label: string): Planned => ({
  kind: 'collect', label, client: affiliate.client, method: 'POST', path: '/api/payout/collect', key, subject: affiliate.id,
});

/** Sends all at once; with the cluster taking turns, consecutive requests go to alternate instances. */
export async function sendAll(planned: Planned[], into: Exchange[]): Promise<Exchange[]> {
  const answers = await Promise.all(planned.map((p) => send(p)));
  const exchanges = planned.map((plan, i) => ({ plan, first: answers[i], retried: null, final: null }));
  into.push(...exchanges);
  return exchanges;
}
