import { WriteAcceptedReadModelStale } from '../../../../infrastructure/http/write-accepted';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AffiliateMembership } from '@leadledger/contracts/membership';
import { membershipDecider } from '../../../../domain/membership/membership.decide';
import { EVENT_STORE, type EventStore, type LogPosition } from '../../../../infrastructure/event-store/event-store.port';
import { ProjectionWaiter } from '../../../../projections/runner/projection-waiter';
import { READ_MODEL } from '../../../../projections/read-models';
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
    let last: LogPosition | null = made.checkpoint;
    for (const other of await this.memberships.activeIdsOf(affiliateId)) {
      if (other.id === membershipId || !other.isPrimary) continue;
      const revoked = await decideAndAppend(this.store, `membership-${other.id}`, membershipDecider, { type: 'RevokePrimaryMembership', membershipId: other.id, affiliateId, now }, context);
      last = revoked.checkpoint ?? last;
    }
    if (last) await this.waiter.waitFor(last, [READ_MODEL.memberships]);
    const result = (await this.memberships.forAffiliate(affiliateId)).find((m) => m.id === membershipId);
    if (!result) throw new WriteAcceptedReadModelStale('membership', membershipId);
    return result;
  }
}
