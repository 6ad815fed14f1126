import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AffiliateMembership } from '@leadledger/contracts/membership';
import { membershipDecider } from '../../../../domain/membership/membership.decide';
import { EVENT_STORE, type EventStore, type GlobalCheckpoint } from '../../../../infrastructure/event-store/event-store.port';
import { ProjectionWaiter } from '../../../../projections/runner/projection-waiter';
import { decideAndAppend } from '../../../shared/event-sourced-command';
import { MembershipReadModel } from '../../membership-read-model';
import { PrimaryMembershipLock } from '../../primary-membership-lock';
import { SetPrimaryMembershipCommand } from './set-primary-membership.command';

@CommandHandler(SetPrimaryMembershipCommand)
export class SetPrimaryMembershipHandler implements ICommandHandler<SetPrimaryMembershipCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly memberships: MembershipReadModel,
    private readonly waiter: ProjectionWaiter,
    private readonly lock: PrimaryMembershipLock,
  ) {}

  execute(command: SetPrimaryMembershipCommand): Promise<AffiliateMembership> {
    return this.lock.run(command.affiliateId, () => this.setPrimary(command));
  }

  private async setPrimary({ affiliateId, membershipId, context }: SetPrimaryMembershipCommand): Promise<AffiliateMembership> {
    const now = context.now.toISOString();
    // The new primary first: if it is refused (not yours, removed) the old one stays primary.
    const made = await decideAndAppend(this.store, `membership-${membershipId}`, membershipDecider, { type: 'SetPrimaryMembership', membershipId, affiliateId, now }, context);
    let last: GlobalCheckpoint | null = made.checkpoint;
    for (const other of await this.memberships.activeIdsOf(affiliateId)) {
      if (other.id === membershipId || !other.isPrimary) continue;
      const revoked = await decideAndAppend(this.store, `membership-${other.id}`, membershipDecider, { type: 'RevokePrimaryMembership', membershipId: other.id, affiliateId, now }, context);
      last = revoked.checkpoint ?? last;
    }
    if (last) await this.waiter.waitFor(last);
    const result = (await this.memberships.forAffiliate(affiliateId)).find((m) => m.id === membershipId);
    if (!result) throw new Error(`membership ${membershipId} not visible after its events were applied`);
    return result;
  }
}
