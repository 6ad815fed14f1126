import { Controller, Get, Query } from '@nestjs/common';
import type { LedgerAccountBalance, LedgerJournalPage } from '@leadledger/contracts/admin';
import { Roles } from '../../auth/decorators/roles.decorator';
import { LedgerExplorerReadModel } from './ledger-explorer.read-model';
import { LedgerJournalsQueryDto } from './ledger.dto';

/** The ledger explorer (issue 6 part 2). */
@Roles('admin')
@Controller('api/admin/ledger')
export class LedgerController {
  constructor(private readonly ledger: LedgerExplorerReadModel) {}

  @Get('accounts')
  accounts(): Promise<LedgerAccountBalance[]> {
    return this.ledger.accounts();
  }

  @Get('journals')
  journals(@Query() query: LedgerJournalsQueryDto): Promise<LedgerJournalPage> {
    return this.ledger.journals(query.account, query.offset ?? 0, query.limit ?? 50);
  }
}
