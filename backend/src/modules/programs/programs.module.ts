import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ArchiveProgramHandler } from './commands/archive-program/archive-program.handler';
import { ProgramChangeHandler } from './commands/change-program/program-change.handler';
import { CreateProgramHandler } from './commands/create-program/create-program.handler';
import { ProgramReadModel } from './program-read-model';
import { ProgramsController } from './programs.controller';
import { ChangeLeadRulesHandler } from './commands/change-lead-rules/change-lead-rules.handler';
import { ProgramLeadRulesController } from './program-lead-rules.controller';
import { GetLeadRules } from './queries/get-lead-rules/get-lead-rules.query';

@Module({
  imports: [CqrsModule],
  controllers: [ProgramsController, ProgramLeadRulesController],
  providers: [ProgramReadModel, CreateProgramHandler, ArchiveProgramHandler, ProgramChangeHandler, ChangeLeadRulesHandler, GetLeadRules],
  exports: [ProgramReadModel],
})
export class ProgramsModule {}
