import { Controller, Get, Inject } from '@nestjs/common';
import type { Subscription } from '@leadledger/contracts/subscription';
import type { AppConfig } from '../../infrastructure/config/app-config';
import { CLOCK, type Clock } from '../../infrastructure/clock/clock';
import { APP_CONFIG } from '../../infrastructure/database/database.tokens';
import type { UserEntity } from '../../infrastructure/database/entities/user.entity';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Roles } from '../auth/decorators/roles.decorator';
import { subscriptionOf } from './queries/get-subscription/subscription';

/** docs/product/api.md, Merchant billing (the trial; cards and charges arrive with calls). */
@Controller('api/billing')
export class BillingController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Roles('merchant')
  @Get('subscription')
  subscription(@CurrentUser() merchant: UserEntity): Subscription {
    return subscriptionOf(merchant.createdAt, this.config.trialDays, this.clock.now());
  }
}
