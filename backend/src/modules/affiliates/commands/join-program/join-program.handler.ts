import { WriteAcceptedReadModelStale } from '../../../../infrastructure/http/write-accepted';
import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AffiliateMembership } from '@leadledger/contracts/membership';
import { membershipDecider } from '../../../../domain/membership/membership.decide';
import { EVENT_STORE, type EventStore } from '../../../../infrastructure/event-store/event-store.port';
import { ProjectionWaiter } from '../../../../projections/runner/projection-waiter';
import { READ_MODEL } from '../../../../projections/read-models';
import { ProgramReadModel } from '../../../programs/program-read-model';
import { decideAndAppend } from '../../../shared/event-sourced-command';
import { membershipIdFor } from '../../membership-id';
import { MembershipReadModel } from '../../membership-read-model';
import { PrimaryMembershipLock } from '../../primary-membership-lock';
import { JoinProgramCommand } from './join-program.command';

export const UNKNOWN_CODE_MESSAGE = 'This referral code does not match any program. Check the link or ask the merchant for a new one.';

@CommandHandler(JoinProgramCommand)
export class JoinProgramHandler implements ICommandHandler<JoinProgramCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly programs: ProgramReadModel,
    private readonly memberships: MembershipReadModel,
    private readonly waiter: ProjectionWaiter,
    private readonly lock: PrimaryMembershipLock,
  ) {}

  execute(command: JoinProgramCommand): Promise<AffiliateMembership> {
    return this.lock.run(command.affiliate.id, () => this.join(command));
  }

  private async join({ affiliate, referralCode, context }: JoinProgramCommand): Promise<AffiliateMembership> {
    const program = await this.programs.byCode(referralCode);
    if (!program) throw new NotFoundException(UNKNOWN_CODE_MESSAGE);
    const membershipId = membershipIdFor(affiliate.id, program.id);
    const current = await this.memberships.activeIdsOf(affiliate.id);
    const { checkpoint } = await decideAndAppend(
      this.store,
      `membership-${membershipId}`,
      membershipDecider,
      {
        type: 'JoinProgram',
        membershipId,
        affiliateId: affiliate.id,
        joinerRole: affiliate.role,
        programId: program.id,
        merchantId: program.merchant_id,
        programArchived: program.archived_at !== null,
        alreadyMember: false, // the stream itself knows: one stream per affiliate and program
        // Primary when the affiliate has none (the first join, or after the primary was removed).
        isFirstMembership: !current.some((m) => m.isPrimary),
        now: context.now.toISOString(),
      },
      context,
    );
    if (checkpoint) await this.waiter.waitFor(checkpoint, [READ_MODEL.memberships, READ_MODEL.programs]);
    const joined = (await this.memberships.forAffiliate(affiliate.id)).find((m) => m.id === membershipId);
    if (!joined) throw new WriteAcceptedReadModelStale('membership', membershipId);
    return joined;
  }
}
