import { programStream } from '../../../../domain/program/program.stream';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { programDecider } from '../../../../domain/program/program.decide';
import { EVENT_STORE, type EventStore } from '../../../../infrastructure/event-store/event-store.port';
import { ProjectionWaiter } from '../../../../projections/runner/projection-waiter';
import { READ_MODEL } from '../../../../projections/read-models';
import { decideAndAppend } from '../../../shared/event-sourced-command';
import { ArchiveProgramCommand } from './archive-program.command';

@CommandHandler(ArchiveProgramCommand)
export class ArchiveProgramHandler implements ICommandHandler<ArchiveProgramCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute(command: ArchiveProgramCommand): Promise<void> {
    const { checkpoint } = await decideAndAppend(
      this.store,
      programStream(command.programId),
      programDecider,
      { type: 'ArchiveProgram', programId: command.programId, merchantId: command.merchantId, now: command.context.now.toISOString() },
      command.context,
    );
    if (checkpoint) await this.waiter.waitFor(checkpoint, [READ_MODEL.programs]);
  }
}
