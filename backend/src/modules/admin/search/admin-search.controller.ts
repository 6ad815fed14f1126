import { Controller, Get, Query } from '@nestjs/common';
import type { AdminSearchResponse } from '@leadledger/contracts/admin-search';
import { Roles } from '../../auth/decorators/roles.decorator';
import { AdminSearchQueryDto } from './admin-search.dto';
import { AdminSearchReadModel } from './admin-search.read-model';

/**
 * `GET /api/admin/search?q=`: the console's search box. It reads read models that may lag the log
 * by a moment (docs/architecture/projections.md); it finds things, it decides nothing.
 */
@Roles('admin')
@Controller('api/admin/search')
export class AdminSearchController {
  constructor(private readonly searches: AdminSearchReadModel) {}

  @Get()
  search(@Query() query: AdminSearchQueryDto): Promise<AdminSearchResponse> {
    return this.searches.search(query.q);
  }
}
