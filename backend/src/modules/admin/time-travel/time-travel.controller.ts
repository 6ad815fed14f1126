import { BadRequestException, Controller, Get, Inject, NotFoundException, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import type { AffiliateWalletAsOf, BalanceSheetAsOf, LedgerAccountAsOf, MerchantBillingAsOf } from '@leadledger/contracts/admin-time-travel';
import type { FastifyReply } from 'fastify';
import { CLOCK, type Clock } from '../../../infrastructure/clock/clock';
import { Roles } from '../../auth/decorators/roles.decorator';
import { toCsv } from '../../shared/csv/csv-writer';
import { asOfInstant } from './as-of-instant';
import { balanceSheetCsv } from './balance-sheet';
import { AsOfQueryDto, LedgerAccountAsOfQueryDto } from './time-travel.dto';
import { TimeTravelReadModel } from './time-travel.read-model';

const uuidOf = (what: string) => new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException(`The ${what} id must be a uuid, such as 3f2b8c1e-6a4d-4e2f-9b1a-0c5d7e8f9a10.`) });

/** "What was this balance on 31 October?": the admin console's as-of views. */
@Roles('admin')
@Controller('api/admin/as-of')
export class TimeTravelController {
  constructor(
    private readonly asOf: TimeTravelReadModel,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('ledger-account')
  ledgerAccount(@Query() query: LedgerAccountAsOfQueryDto): Promise<LedgerAccountAsOf> {
    return this.asOf.ledgerAccount(query.account, this.instant(query));
  }

  @Get('affiliate-wallet/:affiliateId')
  async affiliateWallet(@Param('affiliateId', uuidOf('affiliate')) affiliateId: string, @Query() query: AsOfQueryDto): Promise<AffiliateWalletAsOf> {
    const wallet = await this.asOf.affiliateWallet(affiliateId.toLowerCase(), this.instant(query));
    if (!wallet) throw new NotFoundException('No affiliate has this id.');
    return wallet;
  }

  @Get('merchant-billing/:merchantId')
  async merchantBilling(@Param('merchantId', uuidOf('merchant')) merchantId: string, @Query() query: AsOfQueryDto): Promise<MerchantBillingAsOf> {
    const billing = await this.asOf.merchantBilling(merchantId.toLowerCase(), this.instant(query));
    if (!billing) throw new NotFoundException('No merchant has this id.');
    return billing;
  }

  @Get('balance-sheet')
  balanceSheet(@Query() query: AsOfQueryDto): Promise<BalanceSheetAsOf> {
    return this.asOf.balanceSheet(this.instant(query));
  }

  @Get('balance-sheet.csv')
  async balanceSheetCsv(@Query() query: AsOfQueryDto, @Res({ passthrough: true }) res: FastifyReply): Promise<string> {
    const sheet = await this.asOf.balanceSheet(this.instant(query));
    const { header, rows } = balanceSheetCsv(sheet);
    res.header('Content-Type', 'text/csv; charset=utf-8');
    res.header('Content-Disposition', `attachment; filename="leadledger-balance-sheet-as-of-${sheet.at.replace(/[:.]/g, '-')}.csv"`);
    res.header('Cache-Control', 'no-store');
    return toCsv(header, rows);
  }

  private instant(query: AsOfQueryDto): Date {
    return asOfInstant(query.at, this.clock.now());
  }
}
