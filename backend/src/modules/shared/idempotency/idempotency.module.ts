import { Module } from '@nestjs/common';
import { IdempotencyKeys } from './idempotency-keys';
import { IdempotentRequests } from './idempotent-requests';

/** The `Idempotency-Key` primitive, one instance for every keyed use case (docs/architecture/money-movements.md). */
@Module({
  providers: [IdempotencyKeys, IdempotentRequests],
  exports: [IdempotencyKeys, IdempotentRequests],
})
export class IdempotencyModule {}
