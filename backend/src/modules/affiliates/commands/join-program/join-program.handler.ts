import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AffiliateMembership } from '@leadledger/contracts/membership';
import { membershipDecider } from '../../../../domain/membership/membership.decide';
import { primaryMembershipDecider } from '../../../../domain/membership/primary-membership.decide';
import type { MembershipJoinRecorded } from '../../../../domain/membership/primary-membership.events';
import { loadProgram } from '../../../../domain/program/program.stream';
import { EVENT_STORE, type EventStore } from '../../../../infrastructure/event-store/event-store.port';
import { WriteAcceptedReadModelStale } from '../../../../infrastructure/http/write-accepted';
import { ProjectionWaiter } from '../../../../projections/runner/projection-waiter';
import { READ_MODEL } from '../../../../projections/read-models';
import { ProgramReadModel } from '../../../programs/program-read-model';
import { membershipIdFor } from '../../membership-id';
import { MembershipReadModel } from '../../membership-read-model';
import { PrimaryMemberships } from '../../primary-memberships';
import { JoinProgramCommand } from './join-program.command';

export const UNKNOWN_CODE_MESSAGE = 'This referral code does not match any program. Check the link or ask the merchant for a new one.';

/**
 * The join is decided on the affiliate's primary-membership stream (primary when the affiliate has
 * none) and then written to the membership's own stream, which refuses a second join of the same
 * program (docs/architecture/invariants.md).
 */
@CommandHandler(JoinProgramCommand)
export class JoinProgramHandler implements ICommandHandler<JoinProgramCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly programs: ProgramReadModel,
    private readonly memberships: MembershipReadModel,
    private readonly primary: PrimaryMemberships,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute({ affiliate, referralCode, context }: JoinProgramCommand): Promise<AffiliateMembership> {
    // The list finds the program behind a code; whether it is archived is its own stream's answer.
    const found = await this.programs.byCode(referralCode);
    const program = found && (await loadProgram(this.store, found.id));
    if (!program || program.status === 'absent') throw new NotFoundException(UNKNOWN_CODE_MESSAGE);
    const { programId, merchantId } = program;
    const membershipId = membershipIdFor(affiliate.id, programId);
    const now = context.now.toISOString();
    const positions = await this.primary.change(affiliate.id, context, async (state) => {
      const recorded = primaryMembershipDecider.decide({ type: 'RecordJoin', affiliateId: affiliate.id, membershipId, programId, merchantId, now }, state);
      const record = recorded.find((e): e is MembershipJoinRecorded => e.type === 'MembershipJoinRecorded');
      const { state: membership, version } = await this.primary.membership(membershipId);
      const joined = membershipDecider.decide(
        {
          type: 'JoinProgram',
          membershipId,
          affiliateId: affiliate.id,
          joinerRole: affiliate.role,
          programId,
          merchantId,
          programArchived: program.status === 'archived',
          isPrimary: record ? record.isPrimary : state.primary === membershipId,
          now,
        },
        membership,
      );
      return { primary: recorded, membership: { id: membershipId, version, events: joined } };
    });
    await this.waiter.waitForAll(positions, [READ_MODEL.memberships, READ_MODEL.programs]);
    const joined = (await this.memberships.forAffiliate(affiliate.id)).find((m) => m.id === membershipId);
    if (!joined) throw new WriteAcceptedReadModelStale('membership', membershipId);
    return joined;
  }
}
