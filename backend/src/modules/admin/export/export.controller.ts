import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import type { AdminCsvView } from '@leadledger/contracts/admin';
import type { FastifyReply } from 'fastify';
import { CLOCK, type Clock } from '../../../infrastructure/clock/clock';
import { Roles } from '../../auth/decorators/roles.decorator';
import { ActivityReadModel } from '../charts/activity.read-model';
import { ACTIVITY_DEFAULT_DAYS, ACTIVITY_MAX_DAYS } from '../charts/charts.controller';
import { DateRangeQueryDto } from '../charts/charts.dto';
import { EventLogQueryDto } from '../events/event-log.dto';
import { EventLogReadModel } from '../events/event-log.read-model';
import { LedgerExplorerReadModel } from '../ledger/ledger-explorer.read-model';
import { LedgerJournalsQueryDto } from '../ledger/ledger.dto';
import { AdminPeopleReadModel } from '../people/admin-people.read-model';
import { reconciliationRange } from '../reconciliation/reconciliation.controller';
import { ProcessorRecordsQueryDto, ReconciliationQueryDto } from '../reconciliation/reconciliation.dto';
import { ReconciliationReadModel } from '../reconciliation/reconciliation.read-model';
import { timeRange } from '../shared/time-range';
import * as views from './csv-views';
import { toCsv } from '../../shared/csv/csv-writer';
import { DisputesExportReadModel } from './disputes-export.read-model';
import { DisputesExportQueryDto } from './export.dto';

/**
 * Paged views export every matching row from `offset` on, up to this many (unless `limit` asks
 * for fewer); a cut file says so in `X-Export-Truncated`.
 */
export const CSV_MAX_ROWS = 10_000;

/** `GET /api/admin/export/{view}.csv` with each view's own query parameters (contracts AdminCsvView). */
@Roles('admin')
@Controller('api/admin/export')
export class ExportController {
  constructor(
    private readonly events: EventLogReadModel,
    private readonly ledger: LedgerExplorerReadModel,
    private readonly reconciliations: ReconciliationReadModel,
    private readonly people: AdminPeopleReadModel,
    private readonly activity: ActivityReadModel,
    private readonly disputes: DisputesExportReadModel,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('events.csv')
  async eventsCsv(@Query() query: EventLogQueryDto, @Res({ passthrough: true }) res: FastifyReply): Promise<string> {
    const page = await this.events.run(await this.events.filterFor(query, CSV_MAX_ROWS));
    return this.send(res, 'events', views.eventsCsv(page.rows), page.hasMore);
  }

  @Get('ledger-accounts.csv')
  async ledgerAccountsCsv(@Res({ passthrough: true }) res: FastifyReply): Promise<string> {
    return this.send(res, 'ledger-accounts', views.ledgerAccountsCsv(await this.ledger.accounts()));
  }

  @Get('ledger-journals.csv')
  async ledgerJournalsCsv(@Query() query: LedgerJournalsQueryDto, @Res({ passthrough: true }) res: FastifyReply): Promise<string> {
    const page = await this.ledger.journals(query.account, query.offset ?? 0, query.limit ?? CSV_MAX_ROWS);
    return this.send(res, 'ledger-journals', views.ledgerJournalsCsv(page.rows), page.hasMore);
  }

  @Get('reconciliation.csv')
  async reconciliationCsv(@Query() query: ReconciliationQueryDto, @Res({ passthrough: true }) res: FastifyReply): Promise<string> {
    const report = await this.reconciliations.reconciliation(query.period ?? 'day', reconciliationRange(query, this.clock.now()));
    return this.send(res, 'reconciliation', views.reconciliationCsv(report));
  }

  @Get('processor-records.csv')
  async processorRecordsCsv(@Query() query: ProcessorRecordsQueryDto, @Res({ passthrough: true }) res: FastifyReply): Promise<string> {
    const page = await this.reconciliations.records(query.offset ?? 0, query.limit ?? CSV_MAX_ROWS, query.unmatchedOnly === 'true');
    return this.send(res, 'processor-records', views.processorRecordsCsv(page.rows), page.hasMore);
  }

  @Get('disputes.csv')
  async disputesCsv(@Query() query: DisputesExportQueryDto, @Res({ passthrough: true }) res: FastifyReply): Promise<string> {
    return this.send(res, 'disputes', await this.disputes.table(query.status ?? 'all'));
  }

  @Get('merchants.csv')
  async merchantsCsv(@Res({ passthrough: true }) res: FastifyReply): Promise<string> {
    return this.send(res, 'merchants', views.merchantsCsv(await this.people.merchants()));
  }

  @Get('affiliates.csv')
  async affiliatesCsv(@Res({ passthrough: true }) res: FastifyReply): Promise<string> {
    return this.send(res, 'affiliates', views.affiliatesCsv(await this.people.affiliates()));
  }

  @Get('activity.csv')
  async activityCsv(@Query() query: DateRangeQueryDto, @Res({ passthrough: true }) res: FastifyReply): Promise<string> {
    const days = await this.activity.days(timeRange(query.from, query.to, ACTIVITY_DEFAULT_DAYS, ACTIVITY_MAX_DAYS, this.clock.now()));
    return this.send(res, 'activity', views.activityCsv(days));
  }

  private send(res: FastifyReply, view: AdminCsvView, table: views.CsvTable, truncated = false): string {
    const stamp = this.clock.now().toISOString().slice(0, 10);
    res.header('Content-Type', 'text/csv; charset=utf-8');
    res.header('Content-Disposition', `attachment; filename="leadledger-${view}-${stamp}.csv"`);
    res.header('Cache-Control', 'no-store');
    if (truncated) res.header('X-Export-Truncated', 'true');
    return toCsv(table.header, table.rows);
  }
}
