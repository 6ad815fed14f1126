import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { membershipDecider } from '../../domain/membership/membership.decide';
import type { MembershipEvent } from '../../domain/membership/membership.events';
import type { MembershipState } from '../../domain/membership/membership.state';
import { membershipStream } from '../../domain/membership/membership.stream';
import { primaryMembershipDecider } from '../../domain/membership/primary-membership.decide';
import type { PrimaryMembershipEvent } from '../../domain/membership/primary-membership.events';
import type { PrimaryMembershipState } from '../../domain/membership/primary-membership.state';
import { affiliatePrimaryStream } from '../../domain/membership/primary-membership.stream';
import { replay } from '../../domain/shared/decider';
import { asDomainEvent } from '../../domain/shared/stream-reader';
import { EVENT_STORE, type EventStore, type LogPosition, StreamVersionConflict } from '../../infrastructure/event-store/event-store.port';
import { ProjectionWaiter } from '../../projections/runner/projection-waiter';
import { READ_MODEL } from '../../projections/read-models';
import { type CommandContext, toNewEvents } from '../shared/event-sourced-command';
import { MembershipReadModel } from './membership-read-model';

/** What one attempt decided: events for the affiliate's primary-membership stream, then for one membership's. */
export interface PrimaryMembershipPlan {
  primary: PrimaryMembershipEvent[];
  membership?: { id: string; version: number; events: MembershipEvent[] };
}

const MAX_ATTEMPTS = 8;
const BUSY = 'Your programs were being changed by another request at the same moment. Please try again.';

/**
 * Joins, primary switches and removals all go through the affiliate's primary-membership stream
 * (docs/architecture/invariants.md): each attempt reads it, decides, and appends there at the
 * version it read, so concurrent requests for one affiliate take turns and each decides on what
 * the previous one did; a conflict means another got there first, so the attempt is made again.
 * Only then is the membership's own stream written, with what was decided. No read model is asked
 * who is primary, no lock is held, nothing waits for a projection before deciding.
 */
@Injectable()
export class PrimaryMemberships {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly memberships: MembershipReadModel,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async change(affiliateId: string, context: CommandContext, attempt: (state: PrimaryMembershipState) => Promise<PrimaryMembershipPlan>): Promise<LogPosition[]> {
    for (let n = 1; ; n++) {
      const { state, version, start } = await this.current(affiliateId, context);
      const plan = await attempt(state);
      const primary = [...start, ...plan.primary];
      const positions: LogPosition[] = [];
      if (primary.length > 0) {
        try {
          positions.push((await this.store.append(affiliatePrimaryStream(affiliateId), toNewEvents(primary, context), version)).checkpoint);
        } catch (error) {
          if (!(error instanceof StreamVersionConflict)) throw error;
          if (n < MAX_ATTEMPTS) continue;
          throw new ConflictException(BUSY);
        }
      }
      if (plan.membership) positions.push(...(await this.appendToMembership(plan.membership, context)));
      return positions;
    }
  }

  /** One membership's own stream, folded, with its version. */
  async membership(membershipId: string): Promise<{ state: MembershipState; version: number }> {
    const history = await this.store.readStream(membershipStream(membershipId));
    return { state: replay(membershipDecider, history.map((e) => asDomainEvent<MembershipEvent>(e))), version: history.length };
  }

  private async current(affiliateId: string, context: CommandContext): Promise<{ state: PrimaryMembershipState; version: number; start: PrimaryMembershipEvent[] }> {
    const history = await this.store.readStream(affiliatePrimaryStream(affiliateId));
    const state = replay(primaryMembershipDecider, history.map((e) => asDomainEvent<PrimaryMembershipEvent>(e)));
    if (history.length > 0) {
      await this.completeLastChange(state, context);
      return { state, version: history.length, start: [] };
    }
    const now = context.now.toISOString();
    const start = primaryMembershipDecider.decide({ type: 'StartFromMemberships', affiliateId, memberships: await this.existingMemberships(affiliateId), now }, state);
    return { state: start.reduce(primaryMembershipDecider.evolve, state), version: 0, start };
  }

  /**
   * Data from before this stream existed has no other index of an affiliate's memberships than the
   * membership list, so the stream's first event is seeded from the membership streams it names
   * (read whole: their own events say whether each is live and primary). Only the ids come from
   * the read model, only once per affiliate, after letting it catch up with the log; every later
   * join is recorded on the stream itself, so the list is never asked again.
   */
  private async existingMemberships(affiliateId: string): Promise<MembershipState[]> {
    await this.waiter.waitFor(await this.store.readHead(), [READ_MODEL.memberships]);
    const ids = await this.memberships.membershipIdsOf(affiliateId);
    return Promise.all(ids.map(async (id) => (await this.membership(id)).state));
  }

  /**
   * The membership's stream is written just after the decision; a crash in between leaves the
   * decision unapplied there. Every command completes the last one before deciding, so at most
   * that one can be pending.
   */
  private async completeLastChange({ lastChange: last }: PrimaryMembershipState, context: CommandContext): Promise<void> {
    if (!last) return;
    const { state, version } = await this.membership(last.membershipId);
    const { membershipId, affiliateId, programId, merchantId } = last;
    const events =
      last.type === 'MembershipJoinRecorded'
        ? state.status === 'absent'
          ? membershipDecider.decide({ type: 'JoinProgram', membershipId, affiliateId, joinerRole: 'affiliate', programId, merchantId, programArchived: false, isPrimary: last.isPrimary, now: last.joinedAt }, state)
          : []
        : state.status === 'active'
          ? membershipDecider.decide({ type: 'RemoveAffiliate', membershipId, merchantId, wasPrimary: last.wasPrimary, now: last.removedAt }, state)
          : [];
    if (events.length > 0) await this.appendToMembership({ id: membershipId, version, events }, context);
  }

  /** A conflict here is the same decision written by another request completing it (above). */
  private async appendToMembership({ id, version, events }: NonNullable<PrimaryMembershipPlan['membership']>, context: CommandContext): Promise<LogPosition[]> {
    if (events.length === 0) return [];
    try {
      return [(await this.store.append(membershipStream(id), toNewEvents(events, context), version)).checkpoint];
    } catch (error) {
      if (!(error instanceof StreamVersionConflict)) throw error;
      const written = await this.store.readStream(membershipStream(id));
      return written.length > 0 ? [written[written.length - 1].position] : [];
    }
  }
}
