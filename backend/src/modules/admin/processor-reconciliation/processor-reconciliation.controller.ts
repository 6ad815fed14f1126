import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import type { ProcessorReconciliation } from '@leadledger/contracts/admin-processor-reconciliation';
import type { FastifyReply } from 'fastify';
import { CLOCK, type Clock } from '../../../infrastructure/clock/clock';
import { Roles } from '../../auth/decorators/roles.decorator';
import { toCsv } from '../../shared/csv/csv-writer';
import { processorReconciliationCsv } from './processor-reconciliation.csv';
import { ProcessorReconciliationQueryDto, processorPeriod } from './processor-reconciliation.dto';
import { ProcessorReconciliationReadModel } from './processor-reconciliation.read-model';

/** Our ledger against the processor's own records (contracts/admin-processor-reconciliation.ts). */
@Roles('admin')
@Controller('api/admin/reconciliation')
export class ProcessorReconciliationController {
  constructor(
    private readonly reconciliations: ProcessorReconciliationReadModel,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('processor')
  async processor(@Query() query: ProcessorReconciliationQueryDto): Promise<ProcessorReconciliation> {
    return (await this.reconciliations.reconcile(query, processorPeriod(query))).report;
  }

  @Get('processor.csv')
  async processorCsv(@Query() query: ProcessorReconciliationQueryDto, @Res({ passthrough: true }) res: FastifyReply): Promise<string> {
    const { lines } = await this.reconciliations.reconcile(query, processorPeriod(query));
    const table = processorReconciliationCsv(lines);
    res.header('Content-Type', 'text/csv; charset=utf-8');
    res.header('Content-Disposition', `attachment; filename="leadledger-processor-reconciliation-${query.from}-to-${query.to}.csv"`);
    res.header('Cache-Control', 'no-store');
    return toCsv(table.header, table.rows);
  }
}
