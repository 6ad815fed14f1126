import { Body, Controller, Delete, Get, Headers, HttpCode, Post, Res } from '@nestjs/common';
import type { CollectResponse, EarningsSummary, EarningsWeek, Payout, PayoutMethodStatus, SetupPayoutMethodResponse } from '@leadledger/contracts/payout';
import type { FastifyReply } from 'fastify';
import type { UserEntity } from '../../infrastructure/database/entities/user.entity';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Roles } from '../auth/decorators/roles.decorator';
import { idempotencyKeyFrom } from '../shared/idempotency/idempotency-keys';
import type { CommandContext } from '../shared/event-sourced-command';
import { RequestContext } from '../shared/request-context.decorator';
import { CollectPayout } from './collect-payout';
import { EarningsReadModel } from './earnings-read-model';
import { parsePayoutMethodRequest } from './payout-method-request';
import { PayoutMethodReader } from './payout-method-reader';
import { PayoutMethods } from './payout-methods';

/** docs/product/api.md, Payouts and earnings (issue 5); affiliates only, each sees only its own. */
@Roles('affiliate')
@Controller('api')
export class PayoutsController {
  constructor(
    private readonly earnings: EarningsReadModel,
    private readonly methodReader: PayoutMethodReader,
    private readonly methods: PayoutMethods,
    private readonly collector: CollectPayout,
  ) {}

  @Get('earnings/affiliate')
  summary(@CurrentUser() affiliate: UserEntity): Promise<EarningsSummary> {
    return this.earnings.summary(affiliate.id);
  }

  @Get('earnings/affiliate/weekly')
  weekly(@CurrentUser() affiliate: UserEntity): Promise<EarningsWeek[]> {
    return this.earnings.weekly(affiliate.id);
  }

  @Get('payout/method-status')
  methodStatus(@CurrentUser() affiliate: UserEntity): Promise<PayoutMethodStatus> {
    return this.methodReader.status(affiliate.id);
  }

  // Parsed by hand (not a DTO) so the card never sits in a validation error's echo.
  @Post('payout/setup-method')
  @HttpCode(200)
  setUp(@CurrentUser() affiliate: UserEntity, @Body() body: Record<string, unknown>, @RequestContext() context: CommandContext): Promise<SetupPayoutMethodResponse> {
    return this.methods.setUp(affiliate, parsePayoutMethodRequest(body), context);
  }

  @Delete('payout/delete-method')
  @HttpCode(204)
  async remove(@CurrentUser() affiliate: UserEntity, @RequestContext() context: CommandContext): Promise<void> {
    await this.methods.remove(affiliate.id, context);
  }

  @Post('payout/collect')
  async collect(
    @CurrentUser() affiliate: UserEntity,
    @Body() body: unknown,
    @Headers('idempotency-key') idempotencyHeader: string | undefined,
    @Res({ passthrough: true }) res: FastifyReply,
    @RequestContext() context: CommandContext,
  ): Promise<CollectResponse | { message: string; code: string; payoutId: string }> {
    const key = idempotencyKeyFrom(idempotencyHeader);
    const outcome = await this.collector.execute(affiliate.id, key, body, context);
    res.status(outcome.status);
    return outcome.body;
  }

  @Get('payouts/affiliate')
  payouts(@CurrentUser() affiliate: UserEntity): Promise<Payout[]> {
    return this.earnings.payouts(affiliate.id);
  }
}
