import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { UserRole } from '@leadledger/contracts/user';
import type { Request } from 'express';
import type { UserEntity } from '../../../infrastructure/database/entities/user.entity';
import { IS_PUBLIC } from '../decorators/public.decorator';
import { ROLES } from '../decorators/roles.decorator';
import { SESSION_COOKIE } from './session-cookie';
import { SessionService } from './session.service';

type SessionRequest = Request & { user?: UserEntity | null; sessionToken?: string | null };

/**
 * Global guard (DESIGN.md 6): resolves the session cookie on every request, then refuses
 * anything not marked @Public() without a session, and anything outside its @Roles().
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<SessionRequest>();
    const token: string | undefined = request.cookies?.[SESSION_COOKIE];
    request.sessionToken = token ?? null;
    request.user = token ? await this.sessions.userFor(token) : null;

    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    if (!request.user) throw new UnauthorizedException('Please sign in to continue.');

    const roles = this.reflector.getAllAndOverride<UserRole[] | undefined>(ROLES, targets);
    if (roles && !roles.includes(request.user.role)) {
      throw new ForbiddenException(`This is only available to ${roles.join(' or ')} accounts.`);
    }
    return true;
  }
}
