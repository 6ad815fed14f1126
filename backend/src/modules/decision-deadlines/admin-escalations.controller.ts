import { Body, Controller, Get, HttpCode, NotFoundException, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import type { EscalatedCall } from '@leadledger/contracts/escalation';
import { Roles } from '../auth/decorators/roles.decorator';
import type { CommandContext } from '../shared/event-sourced-command';
import { RequestContext } from '../shared/request-context.decorator';
import { EscalatedCallDecisions } from './escalated-call-decisions';
import { RejectEscalatedCallDto } from './escalated-calls.dto';
import { EscalatedCallsReadModel } from './escalated-calls.read-model';

const CALL_ID = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Call not found.') });

/** The admins' queue of calls their deadline escalated (docs/product/decision-deadlines.md); each answer is the queue after the decision. */
@Roles('admin')
@Controller('api/admin/escalated-calls')
export class AdminEscalationsController {
  constructor(
    private readonly queue: EscalatedCallsReadModel,
    private readonly decisions: EscalatedCallDecisions,
  ) {}

  @Get()
  list(): Promise<EscalatedCall[]> {
    return this.queue.queue();
  }

  @Post(':id/approve')
  @HttpCode(200)
  async approve(@Param('id', CALL_ID) callId: string, @RequestContext() context: CommandContext): Promise<EscalatedCall[]> {
    await this.decisions.approve(callId, context);
    return this.queue.queue();
  }

  @Post(':id/reject')
  @HttpCode(200)
  async reject(@Param('id', CALL_ID) callId: string, @Body() body: RejectEscalatedCallDto, @RequestContext() context: CommandContext): Promise<EscalatedCall[]> {
    await this.decisions.reject(callId, body.reason, body.note ?? null, context);
    return this.queue.queue();
  }
}
