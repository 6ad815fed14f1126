import { Controller, Get } from '@nestjs/common';
import type { AdminAffiliatesResponse, AdminMerchantsResponse, AdminOverview } from '@leadledger/contracts/admin';
import { Roles } from '../../auth/decorators/roles.decorator';
import { AdminOverviewReadModel } from './admin-overview.read-model';
import { AdminPeopleReadModel } from './admin-people.read-model';

/** The admin dashboard (docs/product/screens-and-routes.md, Admin dashboard and Roles and permissions). */
@Roles('admin')
@Controller('api/admin')
export class AdminPeopleController {
  constructor(
    private readonly people: AdminPeopleReadModel,
    private readonly overviews: AdminOverviewReadModel,
  ) {}

  @Get('merchants')
  async merchants(): Promise<AdminMerchantsResponse> {
    const merchants = await this.people.merchants();
    return { merchants, totalMerchants: merchants.length };
  }

  @Get('affiliates')
  async affiliates(): Promise<AdminAffiliatesResponse> {
    const affiliates = await this.people.affiliates();
    return { affiliates, totalAffiliates: affiliates.length };
  }

  @Get('overview')
  overview(): Promise<AdminOverview> {
    return this.overviews.overview();
  }
}
