import { accountStatusDecider } from '../../../domain/account-status/account-status.decide';
import { affiliateWalletDecider } from '../../../domain/affiliate-wallet/affiliate-wallet.decide';
import { callDecider } from '../../../domain/call/call.decide';
import { membershipDecider } from '../../../domain/membership/membership.decide';
import { primaryMembershipDecider } from '../../../domain/membership/primary-membership.decide';
import { merchantBillingDecider } from '../../../domain/merchant-billing/merchant-billing.decide';
import { payoutMethodDecider } from '../../../domain/payout-method/payout-method';
import { programDecider } from '../../../domain/program/program.decide';

type Fold = { initialState: unknown; evolve(state: unknown, event: { type: string }): unknown };

/**
 * Which decider folds which stream (stream names: docs/architecture/overview.md, Events and streams). `clicks-*` streams have none that
 * fits (the click buffer appends many clicks to one program's stream), so their state is null.
 */
const DECIDERS: ReadonlyArray<[prefix: string, fold: Fold]> = [
  ['call-', callDecider as unknown as Fold],
  ['affiliate-wallet-', affiliateWalletDecider as unknown as Fold],
  ['merchant-billing-', merchantBillingDecider as unknown as Fold],
  ['payout-method-', payoutMethodDecider as unknown as Fold],
  ['program-', programDecider as unknown as Fold],
  ['membership-', membershipDecider as unknown as Fold],
  ['affiliate-primary-', primaryMembershipDecider as unknown as Fold],
  ['account-status-', accountStatusDecider as unknown as Fold],
];

export function deciderFor(streamId: string): Fold | null {
  return DECIDERS.find(([prefix]) => streamId.startsWith(prefix))?.[1] ?? null;
}

export type StreamEvent = { streamPosition: number; type: string; data: object };

/**
 * The state after each event of one stream's history (oldest first), by stream position. An event
 * type the decider does not know (added since, e.g. by disputes) leaves the state as it was: an
 * `evolve` answers those with the event itself from its exhaustive switch's `never` branch.
 */
export function statesAfter(streamId: string, history: readonly StreamEvent[]): Map<number, unknown> {
  const states = new Map<number, unknown>();
  const decider = deciderFor(streamId);
  if (!decider) return states;
  let state = decider.initialState;
  for (const stored of history) {
    const event = { ...stored.data, type: stored.type };
    const next = decider.evolve(state, event);
    if (next !== event && next !== undefined) state = next;
    states.set(stored.streamPosition, state);
  }
  return states;
}

type Chain = { head: unknown; tail: Chain | null };
const isChain = (value: object): value is Chain => Object.keys(value).length === 2 && 'head' in value && 'tail' in value;

/** A state as JSON: the wallet's shared-tail lists (affiliate-wallet.state.ts Chain) become arrays, newest first. */
export function presentState(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(presentState);
  if (value === null || typeof value !== 'object') return value;
  if (isChain(value)) {
    const items: unknown[] = [];
    for (let link: Chain | null = value; link !== null; link = link.tail) items.push(presentState(link.head));
    return items;
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, presentState(v)]));
}
