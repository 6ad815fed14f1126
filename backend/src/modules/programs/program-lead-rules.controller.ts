import { Body, Controller, Get, NotFoundException, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ProgramLeadRules } from '@leadledger/contracts/lead-quality';
import type { UserEntity } from '../../infrastructure/database/entities/user.entity';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Roles } from '../auth/decorators/roles.decorator';
import type { CommandContext } from '../shared/event-sourced-command';
import { RequestContext } from '../shared/request-context.decorator';
import { ChangeLeadRulesCommand } from './commands/change-lead-rules/change-lead-rules.command';
import { ChangeLeadRulesDto } from './commands/change-lead-rules/change-lead-rules.dto';
import { GetLeadRules } from './queries/get-lead-rules/get-lead-rules.query';

const UUID = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Program not found.') });

/** docs/product/lead-quality.md, Program rules: a merchant's expected countries and automatic rejection, per program. */
@Controller('api/affiliate-programs')
export class ProgramLeadRulesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly leadRules: GetLeadRules,
  ) {}

  @Roles('merchant')
  @Get(':id/lead-rules')
  get(@CurrentUser() merchant: UserEntity, @Param('id', UUID) id: string): Promise<ProgramLeadRules> {
    return this.leadRules.execute(id, merchant.id);
  }

  @Roles('merchant')
  @Put(':id/lead-rules')
  change(@CurrentUser() merchant: UserEntity, @Param('id', UUID) id: string, @Body() body: ChangeLeadRulesDto, @RequestContext() context: CommandContext): Promise<ProgramLeadRules> {
    return this.commands.execute(new ChangeLeadRulesCommand(id, merchant.id, body, context));
  }
}
