import { Body, Controller, NotFoundException, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { DisputeSummary } from '@leadledger/contracts/dispute';
import type { UserEntity } from '../../infrastructure/database/entities/user.entity';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Roles } from '../auth/decorators/roles.decorator';
import type { CommandContext } from '../shared/event-sourced-command';
import { RequestContext } from '../shared/request-context.decorator';
import { RaiseDisputeCommand } from './commands/raise-dispute/raise-dispute.command';
import { RaiseDisputeDto } from './dispute-requests.dto';

const CALL_ID = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Call not found.') });

/** `POST /api/calls/{id}/dispute`: a merchant disputes its approved call, an affiliate its rejected one (issue 6). */
@Controller('api/calls')
export class DisputesController {
  constructor(private readonly commands: CommandBus) {}

  @Roles('merchant', 'affiliate')
  @Post(':id/dispute')
  raise(
    @CurrentUser() user: UserEntity,
    @Param('id', CALL_ID) callId: string,
    @Body() body: RaiseDisputeDto,
    @RequestContext() context: CommandContext,
  ): Promise<DisputeSummary> {
    const raisedBy = user.role === 'merchant' ? 'merchant' : 'affiliate';
    return this.commands.execute(new RaiseDisputeCommand(callId, raisedBy, user.id, body.reason, context));
  }
}
