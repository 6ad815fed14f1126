import { Controller, Get, NotFoundException, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import type { ChargeReceipt, MerchantStatement } from '@leadledger/contracts/statement';
import type { FastifyReply } from 'fastify';
import { Roles } from '../auth/decorators/roles.decorator';
import { statementCsv } from './statement.csv';
import { sendStatementCsv } from './statement-http';
import { MERCHANT_NOT_FOUND, RECEIPT_NOT_FOUND, StatementReader } from './statement.reader';

const MERCHANT_ID = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(MERCHANT_NOT_FOUND) });
const RECEIPT_ID = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(RECEIPT_NOT_FOUND) });

/** Any merchant's statement and receipts, for admins (the audit console). */
@Roles('admin')
@Controller('api/admin/merchants/:merchantId')
export class AdminStatementController {
  constructor(private readonly statements: StatementReader) {}

  @Get('statement')
  statement(@Param('merchantId', MERCHANT_ID) merchantId: string, @Query('month') month: unknown): Promise<MerchantStatement> {
    return this.statements.statement(merchantId, month);
  }

  @Get('statement.csv')
  async csv(@Param('merchantId', MERCHANT_ID) merchantId: string, @Query('month') month: unknown, @Res({ passthrough: true }) res: FastifyReply): Promise<string> {
    const statement = await this.statements.statement(merchantId, month);
    return sendStatementCsv(res, statement.month, statementCsv(statement));
  }

  @Get('receipts/:id')
  receipt(@Param('merchantId', MERCHANT_ID) merchantId: string, @Param('id', RECEIPT_ID) id: string): Promise<ChargeReceipt> {
    return this.statements.receipt(merchantId, id);
  }
}
