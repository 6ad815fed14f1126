import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { membershipDecider } from '../../../../domain/membership/membership.decide';
import { MembershipNotFound } from '../../../../domain/membership/membership.errors';
import { primaryMembershipDecider } from '../../../../domain/membership/primary-membership.decide';
import { ProjectionWaiter } from '../../../../projections/runner/projection-waiter';
import { READ_MODEL } from '../../../../projections/read-models';
import { PrimaryMemberships } from '../../primary-memberships';
import { RemoveAffiliateCommand } from './remove-affiliate.command';

/**
 * The removal is decided on the affiliate's primary-membership stream, which hands a removed
 * primary over to the earliest joined live membership in the same append, then written to the
 * membership's own stream (docs/architecture/invariants.md).
 */
@CommandHandler(RemoveAffiliateCommand)
export class RemoveAffiliateHandler implements ICommandHandler<RemoveAffiliateCommand> {
  constructor(
    private readonly primary: PrimaryMemberships,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute({ merchantId, membershipId, context }: RemoveAffiliateCommand): Promise<void> {
    // The affiliate behind a membership never changes: the membership's own stream names it.
    const { state: found } = await this.primary.membership(membershipId);
    if (found.status === 'absent' || found.merchantId !== merchantId) throw MembershipNotFound();
    const { affiliateId } = found;
    const now = context.now.toISOString();
    const positions = await this.primary.change(affiliateId, context, async (state) => {
      const { state: membership, version } = await this.primary.membership(membershipId);
      const removed = membershipDecider.decide({ type: 'RemoveAffiliate', membershipId, merchantId, wasPrimary: state.primary === membershipId, now }, membership);
      const recorded = primaryMembershipDecider.decide({ type: 'RecordRemoval', affiliateId, membershipId, membership, now }, state);
      return { primary: recorded, membership: { id: membershipId, version, events: removed } };
    });
    await this.waiter.waitForAll(positions, [READ_MODEL.memberships]);
  }
}
