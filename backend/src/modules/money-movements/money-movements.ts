import { Inject, Injectable, Logger } from '@nestjs/common';
import { affiliateWalletDecider } from '../../domain/affiliate-wallet/affiliate-wallet.decide';
import { recordPayoutAnswer, walletCommandsAfter } from '../../domain/affiliate-wallet/affiliate-wallet.money';
import { walletStream } from '../../domain/affiliate-wallet/affiliate-wallet.stream';
import { callDecider } from '../../domain/call/call.decide';
import { recordCallAnswer } from '../../domain/call/call.money';
import { callStream } from '../../domain/call/call.stream';
import type { MoneyInFlight, ProcessorAnswer } from '../../domain/money-movement/money-movement';
import { DomainError } from '../../domain/shared/domain-error';
import { EVENT_STORE, type EventStore, type LogPosition } from '../../infrastructure/event-store/event-store.port';
import { PAYMENT_PROCESSOR, type PaymentProcessor } from '../../infrastructure/payments/payments.port';
import { type CommandContext, decideAndAppend } from '../shared/event-sourced-command';
import { legacyInstruction } from './legacy-instructions';
import { askProcessor } from './processor-answer';

/**
 * How one attempt ended. `moved` / `refused`: the processor answered and the answer is recorded.
 * `unknown`: no answer; the movement stays in flight. `unrecorded`: the processor answered but
 * recording it failed (the database went away): the money may have moved, so this is "pending",
 * never a failure, and the sweeper asks again under the same key and records the replayed answer.
 */
export type MovementSettlement = {
  outcome: 'moved' | 'refused' | 'unknown' | 'unrecorded';
  /** The processor's refusal or the reason it could not be asked, for the person. */
  reason: string | null;
  /** The processor's typed error on a refusal (for its HTTP status), else null. */
  error: unknown;
  /** Where the recorded events sit, for the read models the answer waits on. */
  checkpoints: LogPosition[];
};

/**
 * The second half of every money movement, one shape for approvals, upheld disputes and payouts
 * (docs/architecture/money-movements.md): send the started event's instruction to the processor
 * outside any transaction, record the answer on the movement's stream, then apply the wallet's
 * policies (credit on approval, clawback on refund). The request and the sweeper both call this.
 */
@Injectable()
export class MoneyMovements {
  private readonly logger = new Logger('MoneyMovements');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENT_PROCESSOR) private readonly processor: PaymentProcessor,
  ) {}

  async settle(movement: MoneyInFlight, context: CommandContext): Promise<MovementSettlement> {
    const instruction = movement.instruction ?? (await legacyInstruction(this.store, movement));
    const asked = instruction
      ? await askProcessor(this.processor, instruction)
      : { answer: { outcome: 'refused' as const, reason: 'No card or payout account was on file for this payment.', declineCode: null }, error: null };
    if (asked.answer === null) {
      this.logger.warn(`${movement.kind} ${movement.idempotencyKey} has no answer yet: ${describe(asked.error)}`);
      return { outcome: 'unknown', reason: null, error: asked.error, checkpoints: [] };
    }
    const reason = asked.answer.outcome === 'refused' ? asked.answer.reason : null;
    let checkpoints: LogPosition[];
    try {
      checkpoints = await this.record(movement, asked.answer, context);
    } catch (error) {
      this.logger.error(`${movement.kind} ${movement.idempotencyKey}: the processor answered ${asked.answer.outcome} but recording it failed, left for the sweeper: ${describe(error)}`);
      return { outcome: 'unrecorded', reason, error: asked.error, checkpoints: [] };
    }
    return { outcome: asked.answer.outcome, reason, error: asked.error, checkpoints };
  }

  /** Runs the wallet's policies for a call's recorded events; used by the sweeper to repair missed ones. */
  async applyWalletPolicy(command: Parameters<typeof affiliateWalletDecider.decide>[0], context: CommandContext): Promise<LogPosition | null> {
    try {
      return (await decideAndAppend(this.store, walletStream(command.affiliateId), affiliateWalletDecider, command, context, 20)).checkpoint;
    } catch (error) {
      // A clawback of a commission that never reached the wallet has nothing to take back.
      if (error instanceof DomainError && error.code === 'CommissionNotCredited') return null;
      throw error;
    }
  }

  private async record(movement: MoneyInFlight, answer: ProcessorAnswer, context: CommandContext): Promise<LogPosition[]> {
    const now = context.now.toISOString();
    if (movement.aggregate === 'wallet') {
      const command = recordPayoutAnswer(movement.aggregateId, movement.idempotencyKey, answer, now);
      const { checkpoint } = await decideAndAppend(this.store, walletStream(movement.aggregateId), affiliateWalletDecider, command, context, 20);
      return checkpoint ? [checkpoint] : [];
    }
    const kind = movement.kind === 'refund' ? 'refund' : 'charge';
    const command = recordCallAnswer(movement.aggregateId, kind, movement.idempotencyKey, answer, now);
    const recorded = await decideAndAppend(this.store, callStream(movement.aggregateId), callDecider, command, context);
    const checkpoints = recorded.checkpoint ? [recorded.checkpoint] : [];
    if (recorded.state.status === 'absent') return checkpoints;
    for (const policy of walletCommandsAfter(recorded.events, recorded.state, now)) {
      // The answer is recorded; a policy that fails here is repaired by the sweeper (money-follow-ups.ts).
      const credited = await this.applyWalletPolicy(policy, context).catch((error: unknown) => {
        this.logger.error(`${policy.type} for call ${movement.aggregateId} failed, left for the sweeper: ${describe(error)}`);
        return null;
      });
      if (credited) checkpoints.push(credited);
    }
    return checkpoints;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
