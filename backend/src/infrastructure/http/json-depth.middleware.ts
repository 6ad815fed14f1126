import { BadRequestException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** No form of ours nests beyond a handful of levels; the limit leaves room and stops abuse. */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;

/**
 * A hook after the JSON parser: a body nested thousands deep parsed fine but overflowed the stack
 * of whatever walked it next (validation, logging) and answered 500 (docs/architecture/security.md).
 */
export function jsonDepthLimit(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void {
  if (depthExceeds(request.body, MAX_JSON_DEPTH)) return done(new BadRequestException(TOO_DEEP_MESSAGE));
  done();
}

/** Whether `value` has arrays or objects nested more than `max` levels; iterative, so it cannot overflow itself. */
export function depthExceeds(value: unknown, max: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 1 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth > max) return true;
    for (const key in current) {
      if (Object.hasOwn(current, key)) stack.push({ value: (current as Record<string, unknown>)[key], depth: depth + 1 });
    }
  }
  return false;
}
