import type { MoneyInFlight, ProcessorAnswer } from '../money-movement/money-movement';
import type { CallCommand } from './call.commands';
import type { CallState } from './call.state';

/**
 * The call's money movement waiting for the processor, if any (docs/architecture/money-movements.md):
 * an upheld merchant dispute's refund, or an approval's charge (which an upheld affiliate dispute is too).
 */
export function callMoneyInFlight(state: CallState): MoneyInFlight | null {
  if (state.status === 'absent') return null;
  const uphold = state.dispute?.status === 'resolving' ? state.dispute.uphold : null;
  if (uphold?.refund) return { aggregate: 'call', aggregateId: state.callId, kind: 'refund', idempotencyKey: uphold.idempotencyKey, instruction: uphold.instruction };
  if (state.approval) return { aggregate: 'call', aggregateId: state.callId, kind: 'charge', idempotencyKey: state.approval.idempotencyKey, instruction: state.approval.instruction };
  return null;
}

/** The command that records the processor's answer to the call's charge or refund under `idempotencyKey`. */
export function recordCallAnswer(callId: string, kind: 'charge' | 'refund', idempotencyKey: string, answer: ProcessorAnswer, now: string): CallCommand {
  if (kind === 'refund') {
    return answer.outcome === 'moved'
      ? { type: 'RecordRefund', callId, idempotencyKey, processorRefundId: answer.processorId, now }
      : { type: 'RecordRefundFailed', callId, idempotencyKey, reason: answer.reason, now };
  }
  return answer.outcome === 'moved'
    ? { type: 'RecordCharge', callId, idempotencyKey, processorChargeId: answer.processorId, now }
    : { type: 'RecordChargeDeclined', callId, idempotencyKey, reason: answer.reason, declineCode: answer.declineCode, now };
}
