import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AffiliateMembership } from '@leadledger/contracts/membership';
import { primaryMembershipDecider } from '../../../../domain/membership/primary-membership.decide';
import { WriteAcceptedReadModelStale } from '../../../../infrastructure/http/write-accepted';
import { ProjectionWaiter } from '../../../../projections/runner/projection-waiter';
import { READ_MODEL } from '../../../../projections/read-models';
import { MembershipReadModel } from '../../membership-read-model';
import { PrimaryMemberships } from '../../primary-memberships';
import { SetPrimaryMembershipCommand } from './set-primary-membership.command';

/**
 * One append to the affiliate's primary-membership stream revokes the old primary and makes the
 * new one primary (docs/architecture/invariants.md); the membership's own stream vouches that it
 * is the affiliate's and not removed.
 */
@CommandHandler(SetPrimaryMembershipCommand)
export class SetPrimaryMembershipHandler implements ICommandHandler<SetPrimaryMembershipCommand> {
  constructor(
    private readonly primary: PrimaryMemberships,
    private readonly memberships: MembershipReadModel,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute({ affiliateId, membershipId, context }: SetPrimaryMembershipCommand): Promise<AffiliateMembership> {
    const now = context.now.toISOString();
    const positions = await this.primary.change(affiliateId, context, async (state) => {
      const { state: membership } = await this.primary.membership(membershipId);
      return { primary: primaryMembershipDecider.decide({ type: 'ChoosePrimary', affiliateId, membershipId, membership, now }, state) };
    });
    await this.waiter.waitForAll(positions, [READ_MODEL.memberships]);
    const result = (await this.memberships.forAffiliate(affiliateId)).find((m) => m.id === membershipId);
    if (!result) throw new WriteAcceptedReadModelStale('membership', membershipId);
    return result;
  }
}
