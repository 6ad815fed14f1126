import { HttpException, Injectable, UnprocessableEntityException } from '@nestjs/common';
import { DomainError } from '../../../domain/shared/domain-error';
import { effectIdFor } from './effect-id';
import { IdempotencyKeys, requestHash } from './idempotency-keys';

/** An HTTP answer as stored and replayed: the status as well as the body. */
export type IdempotentAnswer = { status: number; body: unknown };

export interface IdempotentRequest<Answer extends IdempotentAnswer> {
  /** The use case, e.g. `payout-collect`; one key space per scope. */
  scope: string;
  /** The `Idempotency-Key` header, checked (idempotencyKeyFrom), or null. */
  key: string | null;
  /** Who asks: part of the effect id and of the request hash, so two callers never share an effect. */
  caller: string;
  body: unknown;
  /** Said when the key comes back with another body (422). */
  keyReusedMessage: string;
  /** Does the work for the effect with this id. Must be safe to run again with the same id. */
  run(effectId: string): Promise<Answer>;
  /** A stored "still pending" answer (202, 503) brought up to date; null keeps it as stored. */
  refresh?(effectId: string): Promise<Answer | null>;
}

const PENDING = new Set([202, 503]);

/**
 * Idempotency as one primitive (docs/architecture/money-movements.md). The effect's id is derived
 * from the key and the caller, so a retry (after a crash, a lost answer, or while the first request
 * is still running) does the same work on the same effect and meets what the first one did. A
 * refusal (4xx) before anything was created releases the claim; any other failure keeps it, and
 * the work itself answers "pending" once money is reserved, so a claim on moving money is only
 * ever completed, never released or taken over.
 */
@Injectable()
export class IdempotentRequests {
  constructor(private readonly keys: IdempotencyKeys) {}

  async execute<Answer extends IdempotentAnswer>(request: IdempotentRequest<Answer>): Promise<Answer> {
    const { scope, key, caller } = request;
    const effectId = effectIdFor(scope, caller, key);
    if (key === null) return request.run(effectId);
    const claim = await this.keys.claim(scope, key, requestHash({ caller, body: isEmpty(request.body) ? null : request.body }));
    if (claim.kind === 'mismatch') throw new UnprocessableEntityException(request.keyReusedMessage);
    if (claim.kind === 'replay') {
      // Stored by this same request shape, so it is an Answer.
      const stored = { status: claim.status, body: claim.body } as Answer;
      if (!PENDING.has(stored.status) || !request.refresh) return stored;
      const current = await request.refresh(effectId);
      if (current === null) return stored;
      await this.keys.complete(scope, key, current.status, current.body);
      return current;
    }
    let answer: Answer;
    try {
      answer = await request.run(effectId);
    } catch (error) {
      if (isRefusal(error)) await this.keys.release(scope, key);
      throw error;
    }
    await this.keys.complete(scope, key, answer.status, answer.body);
    return answer;
  }
}

function isRefusal(error: unknown): boolean {
  if (error instanceof DomainError) return true;
  return error instanceof HttpException && error.getStatus() >= 400 && error.getStatus() < 500;
}

function isEmpty(body: unknown): boolean {
  return body === undefined || body === null || (typeof body === 'object' && Object.keys(body).length === 0);
}
