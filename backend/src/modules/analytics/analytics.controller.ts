import { BadRequestException, Controller, Get, Query } from '@nestjs/common';
import type { MerchantAnalytics } from '@leadledger/contracts/analytics';
import type { UserEntity } from '../../infrastructure/database/entities/user.entity';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Roles } from '../auth/decorators/roles.decorator';
import { AnalyticsReader } from './analytics.reader';

/** The merchant's own analytics; an admin names the merchant (`merchantId`). */
@Roles('merchant', 'admin')
@Controller('api/analytics')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsReader) {}

  @Get('merchant')
  merchant(
    @CurrentUser() user: UserEntity,
    @Query('period') period: unknown,
    @Query('from') from: unknown,
    @Query('to') to: unknown,
    @Query('programId') programId: unknown,
    @Query('merchantId') merchantId: unknown,
  ): Promise<MerchantAnalytics> {
    let merchant = user.id;
    if (user.role === 'admin') {
      if (typeof merchantId !== 'string' || !/^[0-9a-f-]{36}$/i.test(merchantId)) throw new BadRequestException('Name the merchant: merchantId=<the merchant’s id>.');
      merchant = merchantId;
    }
    return this.analytics.forMerchant(merchant, { period, from, to, programId });
  }
}
