import { Controller, Delete, Get, HttpCode, Inject, NotFoundException, Param, Query } from '@nestjs/common';
import { PAYMENT_PROCESSOR, type PaymentProcessor } from '../../../infrastructure/payments/payments.port';
import { SandboxPayments } from '../../../infrastructure/payments/sandbox.payments';
import type { SandboxRecord } from '../../../infrastructure/payments/sandbox-records';
import { Roles } from '../../auth/decorators/roles.decorator';
import { ProcessorReconciliationQueryDto, SandboxRecordParamsDto, processorPeriod } from './processor-reconciliation.dto';

/**
 * The sandbox processor's books, for tests and demonstrations: list them, or delete one record
 * to show what reconciliation says when the processor has no record of a movement. Only while
 * the sandbox stands in for Stripe; with real Stripe there is nothing here (404).
 */
@Roles('admin')
@Controller('api/admin/sandbox/processor-records')
export class SandboxProcessorController {
  constructor(@Inject(PAYMENT_PROCESSOR) private readonly processor: PaymentProcessor) {}

  @Get()
  records(@Query() query: ProcessorReconciliationQueryDto): Promise<SandboxRecord[]> {
    return this.sandbox().listRecords(processorPeriod(query));
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@Param() params: SandboxRecordParamsDto): Promise<void> {
    if (!(await this.sandbox().removeRecord(params.id))) throw new NotFoundException(`The sandbox processor has no record ${params.id}.`);
  }

  private sandbox(): SandboxPayments {
    if (this.processor instanceof SandboxPayments) return this.processor;
    throw new NotFoundException('The sandbox processor is not in use: this app pays through Stripe, whose records cannot be changed from here.');
  }
}
