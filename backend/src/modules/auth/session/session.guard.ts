import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { UserRole } from '@leadledger/contracts/user';
import type { FastifyRequest } from 'fastify';
import type { UserEntity } from '../../../infrastructure/database/entities/user.entity';
import { IS_PUBLIC } from '../decorators/public.decorator';
import { ROLES } from '../decorators/roles.decorator';
import { SESSION_COOKIE } from './session-cookie';
import { SessionService } from './session.service';
import { ACCOUNT_SUSPENDED, SuspendedAccounts } from './suspended-accounts';

type SessionRequest = FastifyRequest & { user?: UserEntity | null; sessionToken?: string | null };

/**
 * Global guard (docs/architecture/overview.md, Security): resolves the session cookie on every request, then refuses
 * anything not marked @Public() without a session, and anything outside its @Roles().
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
    private readonly suspended: SuspendedAccounts,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<SessionRequest>();
    const token: string | undefined = request.cookies?.[SESSION_COOKIE];
    request.sessionToken = token ?? null;
    request.user = token ? await this.sessions.userFor(token) : null;
    // A session that outlived its account's suspension (suspended-accounts.ts) ends here.
    let refusal = 'Please sign in to continue.';
    if (token && request.user && (await this.suspended.isSuspended(request.user))) {
      await this.sessions.end(token);
      request.user = null;
      refusal = ACCOUNT_SUSPENDED;
    }

    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    if (!request.user) throw new UnauthorizedException(refusal);

    const roles = this.reflector.getAllAndOverride<UserRole[] | undefined>(ROLES, targets);
    if (roles && !roles.includes(request.user.role)) {
      throw new ForbiddenException(`This is only available to ${roles.join(' or ')} accounts.`);
    }
    return true;
  }
}
