import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ArchiveProgramHandler } from './commands/archive-program/archive-program.handler';
import { ProgramChangeHandler } from './commands/change-program/program-change.handler';
import { CreateProgramHandler } from './commands/create-program/create-program.handler';
import { ProgramReadModel } from './program-read-model';
import { ProgramsController } from './programs.controller';

@Module({
  imports: [CqrsModule],
  controllers: [ProgramsController],
  providers: [ProgramReadModel, CreateProgramHandler, ArchiveProgramHandler, ProgramChangeHandler],
  exports: [ProgramReadModel],
})
export class ProgramsModule {}
