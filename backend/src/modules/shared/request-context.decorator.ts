import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import type { UserEntity } from '../../infrastructure/database/entities/user.entity';
import type { CommandContext } from './event-sourced-command';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Who asks, for which request, and when: the metadata every event of this request carries
 * (docs/architecture/overview.md, Events and streams). A well-formed `X-Request-Id` is kept as the correlation id so a client's retry
 * and its logs line up; otherwise a fresh one is made.
 */
export const RequestContext = createParamDecorator((_data: unknown, ctx: ExecutionContext): CommandContext => {
  const req = ctx.switchToHttp().getRequest<Request & { user?: UserEntity | null; correlationId?: string }>();
  const header = req.headers['x-request-id'];
  req.correlationId ??= typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
  const user = req.user;
  return {
    correlationId: req.correlationId,
    actor: user ? { userId: user.id, role: user.role } : 'system',
    now: new Date(),
  };
});
