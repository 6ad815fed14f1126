import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { UserEntity } from '../../infrastructure/database/entities/user.entity';
import { requestIdOf } from '../../infrastructure/logging/request-id';
import type { CommandContext } from './event-sourced-command';

/**
 * Who asks, for which request, and when: the metadata every event of this request carries
 * (docs/architecture/overview.md, Events and streams). The correlation id is the request id its log
 * lines carry and its answer names in `X-Request-Id` (docs/operations/logging.md, Request id),
 * chosen when the request arrived; a request that skipped that middleware gets one chosen here by
 * the same rule.
 */
export const RequestContext = createParamDecorator((_data: unknown, ctx: ExecutionContext): CommandContext => {
  const req = ctx.switchToHttp().getRequest<FastifyRequest & { user?: UserEntity | null }>();
  const user = req.user;
  return {
    correlationId: requestIdOf(req),
    actor: user ? { userId: user.id, role: user.role } : 'system',
    now: new Date(),
  };
});
