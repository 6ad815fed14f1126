import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReadModelStatus } from '@leadledger/contracts/admin';
import type { Pool } from 'pg';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { PG_POOL } from '../../../../../infrastructure/database/database.tokens';
import { resumeProjection } from '../../../../../projections/runner/projection-checkpoints';
import { ProjectionStatusReadModel } from '../../projection-status.read-model';
import { ResumeProjectionCommand } from './resume-projection.command';

@CommandHandler(ResumeProjectionCommand)
export class ResumeProjectionHandler implements ICommandHandler<ResumeProjectionCommand> {
  private readonly logger = new Logger('Projections');

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly statuses: ProjectionStatusReadModel,
  ) {}

  async execute({ name, adminId }: ResumeProjectionCommand): Promise<ReadModelStatus> {
    if (!this.statuses.isKnown(name)) {
      throw new DomainError('UnknownReadModel', 'not-found', `There is no read model named "${name}".`);
    }
    if (!(await resumeProjection(this.pool, name))) {
      throw new DomainError('ReadModelNotParked', 'conflict', `The read model "${name}" is not parked.`);
    }
    // Resuming writes no event, so the log line is the record of who let it retry.
    this.logger.log(`projection ${name}: resumed by admin ${adminId}`);
    return (await this.statuses.one(name))!;
  }
}
