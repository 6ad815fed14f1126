import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { UserEntity } from '../../../infrastructure/database/entities/user.entity';

/** The signed-in user, as the session guard attached it (null on public endpoints when signed out). */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): UserEntity | null => {
  return ctx.switchToHttp().getRequest<{ user?: UserEntity | null }>().user ?? null;
});

/** The raw session cookie value, for logout. */
export const SessionToken = createParamDecorator((_data: unknown, ctx: ExecutionContext): string | null => {
  return ctx.switchToHttp().getRequest<{ sessionToken?: string | null }>().sessionToken ?? null;
});
