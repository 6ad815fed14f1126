import { Controller, Get } from '@nestjs/common';
import type { AffiliateStats } from '@leadledger/contracts/call';
import type { UserEntity } from '../../infrastructure/database/entities/user.entity';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Roles } from '../auth/decorators/roles.decorator';
import { CallReadModel } from './call-read-model';

/** `GET /api/stats/affiliate` (docs/product/api.md, Affiliate stats). */
@Controller('api/stats')
export class AffiliateStatsController {
  constructor(private readonly calls: CallReadModel) {}

  @Roles('affiliate')
  @Get('affiliate')
  stats(@CurrentUser() affiliate: UserEntity): Promise<AffiliateStats> {
    return this.calls.statsForAffiliate(affiliate.id);
  }
}
