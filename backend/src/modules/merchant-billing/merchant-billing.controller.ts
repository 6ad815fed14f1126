import { Body, Controller, Delete, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { BillingSetupStatus, MerchantBalance } from '@leadledger/contracts/billing';
import type { Pool } from 'pg';
import { PG_POOL } from '../../infrastructure/database/database.tokens';
import type { UserEntity } from '../../infrastructure/database/entities/user.entity';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Roles } from '../auth/decorators/roles.decorator';
import type { CommandContext } from '../shared/event-sourced-command';
import { RequestContext } from '../shared/request-context.decorator';
import { RemovePaymentMethodCommand } from './commands/remove-payment-method/remove-payment-method.command';
import { parsePaymentMethodRequest } from './commands/set-payment-method/payment-method-request';
import { SetPaymentMethodCommand } from './commands/set-payment-method/set-payment-method.command';
import { MerchantBillingReader } from './merchant-billing-reader';
import { merchantBalance } from './queries/merchant-balance';

/** docs/product/api.md, Merchant billing: the card the platform charges when a call is approved. */
@Roles('merchant')
@Controller('api/billing')
export class MerchantBillingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly billing: MerchantBillingReader,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  @Get('setup-status')
  status(@CurrentUser() merchant: UserEntity): Promise<BillingSetupStatus> {
    return this.billing.status(merchant.id);
  }

  // The body is parsed by hand (not a DTO) so the card never sits in a validation error's echo.
  @Post('setup-complete')
  @HttpCode(200)
  setup(@CurrentUser() merchant: UserEntity, @Body() body: Record<string, unknown>, @RequestContext() context: CommandContext): Promise<BillingSetupStatus> {
    return this.commands.execute(new SetPaymentMethodCommand(merchant, parsePaymentMethodRequest(body), context));
  }

  @Post('update-payment-method')
  @HttpCode(200)
  update(@CurrentUser() merchant: UserEntity, @Body() body: Record<string, unknown>, @RequestContext() context: CommandContext): Promise<BillingSetupStatus> {
    return this.commands.execute(new SetPaymentMethodCommand(merchant, parsePaymentMethodRequest(body), context));
  }

  @Delete('delete-payment-method')
  @HttpCode(204)
  async remove(@CurrentUser() merchant: UserEntity, @RequestContext() context: CommandContext): Promise<void> {
    await this.commands.execute(new RemovePaymentMethodCommand(merchant.id, context));
  }

  @Get('balance')
  balance(@CurrentUser() merchant: UserEntity): Promise<MerchantBalance> {
    return merchantBalance(this.pool, merchant.id);
  }
}
