import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ReadModelStatus } from '@leadledger/contracts/admin';
import type { UserEntity } from '../../../infrastructure/database/entities/user.entity';
import { CurrentUser } from '../../auth/decorators/current-user.decorator';
import { Roles } from '../../auth/decorators/roles.decorator';
import { ResumeProjectionCommand } from './commands/resume-projection/resume-projection.command';
import { ProjectionStatusReadModel } from './projection-status.read-model';

/** The read models' health and their parking (issue 10): the admin console's "Read models". */
@Roles('admin')
@Controller('api/admin/projections')
export class ProjectionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly statuses: ProjectionStatusReadModel,
  ) {}

  @Get()
  list(): Promise<ReadModelStatus[]> {
    return this.statuses.all();
  }

  @Post(':name/resume')
  @HttpCode(200)
  resume(@CurrentUser() admin: UserEntity, @Param('name') name: string): Promise<ReadModelStatus> {
    return this.commands.execute(new ResumeProjectionCommand(name, admin.id));
  }
}
