import { Module } from '@nestjs/common';
import { ProgramsModule } from '../programs/programs.module';
import { ReputationController } from './reputation.controller';
import { ReputationReader } from './reputation.reader';

/** Program reputation (issue 16): approval rate, time to decision and disputes per program. */
@Module({
  imports: [ProgramsModule],
  controllers: [ReputationController],
  providers: [ReputationReader],
})
export class ReputationModule {}
