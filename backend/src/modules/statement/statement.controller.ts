import { Controller, Get, NotFoundException, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import type { ChargeReceipt, MerchantStatement, RecentStatementLines } from '@leadledger/contracts/statement';
import type { FastifyReply } from 'fastify';
import type { UserEntity } from '../../infrastructure/database/entities/user.entity';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Roles } from '../auth/decorators/roles.decorator';
import { statementCsv } from './statement.csv';
import { sendStatementCsv } from './statement-http';
import { RECEIPT_NOT_FOUND, StatementReader } from './statement.reader';

const RECEIPT_ID = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(RECEIPT_NOT_FOUND) });

/** The signed-in merchant's own statement and receipts; nobody else's can be named here. */
@Roles('merchant')
@Controller('api/billing')
export class StatementController {
  constructor(private readonly statements: StatementReader) {}

  @Get('statement')
  statement(@CurrentUser() merchant: UserEntity, @Query('month') month: unknown): Promise<MerchantStatement> {
    return this.statements.statement(merchant.id, month);
  }

  /** The latest few lines across months, for the Billing page. */
  @Get('statement/recent')
  recent(@CurrentUser() merchant: UserEntity): Promise<RecentStatementLines> {
    return this.statements.recent(merchant.id);
  }

  @Get('statement.csv')
  async csv(@CurrentUser() merchant: UserEntity, @Query('month') month: unknown, @Res({ passthrough: true }) res: FastifyReply): Promise<string> {
    const statement = await this.statements.statement(merchant.id, month);
    return sendStatementCsv(res, statement.month, statementCsv(statement));
  }

  @Get('receipts/:id')
  receipt(@CurrentUser() merchant: UserEntity, @Param('id', RECEIPT_ID) id: string): Promise<ChargeReceipt> {
    return this.statements.receipt(merchant.id, id);
  }
}
