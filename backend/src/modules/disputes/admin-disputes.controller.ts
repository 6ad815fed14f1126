import { BadRequestException, Body, Controller, Get, HttpCode, NotFoundException, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AdminDispute } from '@leadledger/contracts/dispute';
import type { UserEntity } from '../../infrastructure/database/entities/user.entity';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Roles } from '../auth/decorators/roles.decorator';
import type { CommandContext } from '../shared/event-sourced-command';
import { RequestContext } from '../shared/request-context.decorator';
import { ResolveDisputeCommand } from './commands/resolve-dispute/resolve-dispute.command';
import { DisputeReadModel, type DisputeQueueFilter } from './dispute-read-model';
import { ResolveDisputeDto } from './dispute-requests.dto';

const DISPUTE_ID = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Dispute not found.') });
const FILTERS: DisputeQueueFilter[] = ['open', 'resolved', 'all'];

/** The admin's dispute queue (issue 6). Only this path: the rest of /api/admin lives in modules/admin. */
@Roles('admin')
@Controller('api/admin/disputes')
export class AdminDisputesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly disputes: DisputeReadModel,
  ) {}

  @Get()
  queue(@Query('status') status: string | undefined): Promise<AdminDispute[]> {
    const filter = (status ?? 'open') as DisputeQueueFilter;
    if (!FILTERS.includes(filter)) throw new BadRequestException('The status must be open, resolved or all.');
    return this.disputes.queue(filter);
  }

  @Post(':id/resolve')
  @HttpCode(200)
  resolve(
    @CurrentUser() admin: UserEntity,
    @Param('id', DISPUTE_ID) disputeId: string,
    @Body() body: ResolveDisputeDto,
    @RequestContext() context: CommandContext,
  ): Promise<AdminDispute> {
    return this.commands.execute(new ResolveDisputeCommand(disputeId, admin.id, body.outcome, body.note, context));
  }
}
