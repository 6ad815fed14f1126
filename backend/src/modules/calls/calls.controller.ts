import { Body, Controller, Get, HttpCode, HttpException, NotFoundException, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AffiliateReferral, BulkCallStatusResponse, Call } from '@leadledger/contracts/call';
import { DomainError } from '../../domain/shared/domain-error';
import type { UserEntity } from '../../infrastructure/database/entities/user.entity';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Roles } from '../auth/decorators/roles.decorator';
import type { CommandContext } from '../shared/event-sourced-command';
import { RequestContext } from '../shared/request-context.decorator';
import { BulkCallStatusDto, UpdateCallStatusDto } from './call-status.dto';
import { CallReadModel } from './call-read-model';
import { ApproveCallCommand } from './commands/approve-call/approve-call.command';
import { RejectCallCommand } from './commands/reject-call/reject-call.command';

const CALL_ID = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Call not found.') });

/** docs/product/api.md, Calls. */
@Controller('api/calls')
export class CallsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly calls: CallReadModel,
  ) {}

  @Roles('merchant')
  @Get('pending')
  pending(@CurrentUser() merchant: UserEntity): Promise<Call[]> {
    return this.calls.pending(merchant.id);
  }

  @Roles('merchant')
  @Get('history')
  history(@CurrentUser() merchant: UserEntity): Promise<Call[]> {
    return this.calls.history(merchant.id);
  }

  @Roles('affiliate')
  @Get('affiliate')
  referrals(@CurrentUser() affiliate: UserEntity): Promise<AffiliateReferral[]> {
    return this.calls.forAffiliate(affiliate.id);
  }

  @Roles('merchant')
  @Put(':id/status')
  setStatus(
    @CurrentUser() merchant: UserEntity,
    @Param('id', CALL_ID) id: string,
    @Body() body: UpdateCallStatusDto,
    @RequestContext() context: CommandContext,
  ): Promise<Call> {
    return this.commands.execute(this.commandFor(id, merchant.id, body, context));
  }

  /** One call at a time, in the order given: each gets its own outcome (a declined card fails only its call). */
  @Roles('merchant')
  @Post('bulk-status')
  @HttpCode(200)
  async bulk(@CurrentUser() merchant: UserEntity, @Body() body: BulkCallStatusDto, @RequestContext() context: CommandContext): Promise<BulkCallStatusResponse> {
    const results: BulkCallStatusResponse['results'] = [];
    for (const callId of [...new Set(body.callIds)]) {
      try {
        const call = await this.commands.execute(this.commandFor(callId, merchant.id, body, context));
        results.push({ callId, ok: true, status: call.status });
      } catch (error) {
        if (!(error instanceof DomainError) && !(error instanceof HttpException)) throw error;
        results.push({ callId, ok: false, message: error.message });
      }
    }
    return { results };
  }

  private commandFor(callId: string, merchantId: string, body: UpdateCallStatusDto, context: CommandContext): ApproveCallCommand | RejectCallCommand {
    return body.status === 'approved'
      ? new ApproveCallCommand(callId, merchantId, context)
      : new RejectCallCommand(callId, merchantId, body.reason ?? 'other', body.note ?? null, context);
  }
}
