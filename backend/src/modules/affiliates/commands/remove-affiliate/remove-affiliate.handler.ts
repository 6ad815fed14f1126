import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { membershipDecider } from '../../../../domain/membership/membership.decide';
import { EVENT_STORE, type EventStore } from '../../../../infrastructure/event-store/event-store.port';
import { ProjectionWaiter } from '../../../../projections/runner/projection-waiter';
import { READ_MODEL } from '../../../../projections/read-models';
import { decideAndAppend } from '../../../shared/event-sourced-command';
import { MembershipReadModel } from '../../membership-read-model';
import { PrimaryMembershipLock } from '../../primary-membership-lock';
import { RemoveAffiliateCommand } from './remove-affiliate.command';

@CommandHandler(RemoveAffiliateCommand)
export class RemoveAffiliateHandler implements ICommandHandler<RemoveAffiliateCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly memberships: MembershipReadModel,
    private readonly waiter: ProjectionWaiter,
    private readonly lock: PrimaryMembershipLock,
  ) {}

  async execute(command: RemoveAffiliateCommand): Promise<void> {
    // The affiliate behind a membership never changes, so the (possibly stale) list can name it.
    const affiliateId = await this.memberships.affiliateOf(command.membershipId);
    if (!affiliateId) return this.remove(command); // the decider answers not-found
    return this.lock.run(affiliateId, () => this.remove(command));
  }

  private async remove({ merchantId, membershipId, context }: RemoveAffiliateCommand): Promise<void> {
    const now = context.now.toISOString();
    const removed = await decideAndAppend(this.store, `membership-${membershipId}`, membershipDecider, { type: 'RemoveAffiliate', membershipId, merchantId, now }, context);
    let last = removed.checkpoint;
    const event = removed.events[0];
    if (last) await this.waiter.waitFor(last, [READ_MODEL.memberships]);
    // Every affiliate with memberships keeps exactly one primary: the oldest remaining takes over.
    if (event?.type === 'AffiliateRemovedFromProgram' && event.wasPrimary) {
      const [next] = await this.memberships.activeIdsOf(event.affiliateId);
      if (next) {
        const promoted = await decideAndAppend(this.store, `membership-${next.id}`, membershipDecider, { type: 'SetPrimaryMembership', membershipId: next.id, affiliateId: event.affiliateId, now }, context);
        last = promoted.checkpoint ?? last;
        if (last) await this.waiter.waitFor(last, [READ_MODEL.memberships]);
      }
    }
  }
}
