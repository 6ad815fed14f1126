import { Command } from '@nestjs/cqrs';
import type { AffiliateMembership } from '@leadledger/contracts/membership';
import type { CommandContext } from '../../../shared/event-sourced-command';

/** Exactly one primary membership per affiliate: the chosen one gains it, the others lose it. */
export class SetPrimaryMembershipCommand extends Command<AffiliateMembership> {
  constructor(
    readonly affiliateId: string,
    readonly membershipId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
