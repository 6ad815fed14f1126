import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, ParseUUIDPipe, Patch, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AffiliateProgram, ProgramByCode } from '@leadledger/contracts/program';
import type { UserEntity } from '../../infrastructure/database/entities/user.entity';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Public } from '../auth/decorators/public.decorator';
import { Roles } from '../auth/decorators/roles.decorator';
import type { CommandContext } from '../shared/event-sourced-command';
import { RequestContext } from '../shared/request-context.decorator';
import { ArchiveProgramCommand } from './commands/archive-program/archive-program.command';
import { ChangeProgramDto } from './commands/change-program/change-program.dto';
import { ProgramChangeCommand } from './commands/change-program/program-change.command';
import { CreateProgramCommand } from './commands/create-program/create-program.command';
import { CreateProgramDto } from './commands/create-program/create-program.dto';
import { ProgramReadModel } from './program-read-model';

const UUID = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Program not found.') });

/** docs/product/api.md, Programs and affiliates: the program endpoints. */
@Controller('api/affiliate-programs')
export class ProgramsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly programs: ProgramReadModel,
  ) {}

  @Roles('merchant')
  @Get('merchant')
  list(@CurrentUser() merchant: UserEntity): Promise<AffiliateProgram[]> {
    return this.programs.listForMerchant(merchant.id);
  }

  @Roles('merchant')
  @Post()
  create(@CurrentUser() merchant: UserEntity, @Body() body: CreateProgramDto, @RequestContext() context: CommandContext): Promise<AffiliateProgram> {
    const cents = Math.round(body.payoutPerCall * 100);
    return this.commands.execute(new CreateProgramCommand(merchant, cents, body.integration, body.calendlyEventType, body.name, context));
  }

  @Roles('merchant')
  @Delete(':id')
  @HttpCode(204)
  async archive(@CurrentUser() merchant: UserEntity, @Param('id', UUID) id: string, @RequestContext() context: CommandContext): Promise<void> {
    await this.commands.execute(new ArchiveProgramCommand(id, merchant.id, context));
  }

  /** Rename, a new commission, new decision terms; calls already booked keep theirs (docs/architecture/invariants.md). */
  @Roles('merchant')
  @Patch(':id')
  change(@CurrentUser() merchant: UserEntity, @Param('id', UUID) id: string, @Body() body: ChangeProgramDto, @RequestContext() context: CommandContext): Promise<AffiliateProgram> {
    const payoutCents = body.payoutPerCall === undefined ? undefined : Math.round(body.payoutPerCall * 100);
    return this.commands.execute(new ProgramChangeCommand(id, merchant.id, { kind: 'change', name: body.name, payoutCents, decisionTerms: body.decisionTerms && { days: body.decisionTerms.days, onDeadline: body.decisionTerms.onDeadline } }, context));
  }

  @Roles('merchant')
  @Post(':id/pause')
  @HttpCode(200)
  pause(@CurrentUser() merchant: UserEntity, @Param('id', UUID) id: string, @RequestContext() context: CommandContext): Promise<AffiliateProgram> {
    return this.commands.execute(new ProgramChangeCommand(id, merchant.id, { kind: 'pause' }, context));
  }

  @Roles('merchant')
  @Post(':id/resume')
  @HttpCode(200)
  resume(@CurrentUser() merchant: UserEntity, @Param('id', UUID) id: string, @RequestContext() context: CommandContext): Promise<AffiliateProgram> {
    return this.commands.execute(new ProgramChangeCommand(id, merchant.id, { kind: 'resume' }, context));
  }

  @Public()
  @Get('by-code/:code')
  async byCode(@Param('code') code: string): Promise<ProgramByCode> {
    const program = /^[A-Za-z0-9_-]{1,64}$/.test(code) ? await this.programs.publicByCode(code) : null;
    if (!program) throw new NotFoundException('This affiliate link is not valid. Ask the merchant for a new one.');
    return program;
  }
}
