import { Command } from '@nestjs/cqrs';
import type { BillingSetupStatus } from '@leadledger/contracts/billing';
import type { UserEntity } from '../../../../infrastructure/database/entities/user.entity';
import type { CardDetails } from '../../../../infrastructure/payments/payments.port';
import type { CommandContext } from '../../../shared/event-sourced-command';

/** Setup and update alike: the card goes to the processor, only its description to the stream. */
export class SetPaymentMethodCommand extends Command<BillingSetupStatus> {
  constructor(
    readonly merchant: UserEntity,
    readonly card: CardDetails,
    readonly context: CommandContext,
  ) {
    super();
  }
}
