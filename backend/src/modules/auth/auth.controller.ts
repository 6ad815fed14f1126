import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { SessionResponse } from '@leadledger/contracts/auth';
import type { User } from '@leadledger/contracts/user';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../infrastructure/config/app-config';
import { APP_CONFIG } from '../../infrastructure/database/database.tokens';
import type { UserEntity } from '../../infrastructure/database/entities/user.entity';
import { RateLimiter } from '../../infrastructure/http/rate-limiter';
import { LogIn } from './commands/log-in/log-in.command';
import { logInLimits } from './commands/log-in/log-in-limits';
import { LogInDto } from './commands/log-in/log-in.dto';
import { LogOut } from './commands/log-out/log-out.command';
import { RegisterUser } from './commands/register-user/register-user.command';
import { RegisterUserDto } from './commands/register-user/register-user.dto';
import { AffiliateSignupDto } from './commands/sign-up-affiliate/affiliate-signup.dto';
import { ReferralSignupService } from '../affiliates/referral-signup.service';
import type { CommandContext } from '../shared/event-sourced-command';
import { RequestContext } from '../shared/request-context.decorator';
import { CurrentUser, SessionToken } from './decorators/current-user.decorator';
import { Public } from './decorators/public.decorator';
import { AffiliateIpSightings } from './session/affiliate-ip-sightings';
import { clearSessionCookie, setSessionCookie } from './session/session-cookie';
import { toUserResponse } from './user-response';

const ONE_HOUR = 60 * 60;

/** docs/product/api.md, Session and auth. */
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limiter: RateLimiter,
    private readonly referrals: ReferralSignupService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sightings: AffiliateIpSightings,
  ) {}

  @Get('user')
  currentUser(@CurrentUser() user: UserEntity): User {
    return toUserResponse(user);
  }

  /**
   * docs/product/api.md, Session and auth: the signed-in user, or null when signed out; never 401.
   *
   * A visitor's page only needs to know whether someone is signed in, and a 401 would be logged
   * as a failed request in every browser console. The session guard has already resolved the
   * cookie here (expired sessions and suspended accounts come out as null), as for /user.
   */
  @Public()
  @Get('session')
  async session(@CurrentUser() user: UserEntity | null): Promise<SessionResponse> {
    return { user: user ? toUserResponse(user) : null };
  }

  @Public()
  @Post('register')
  async register(
    @Body() body: RegisterUserDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
    @RequestContext() context: CommandContext,
  ): Promise<User> {
    await this.limiter.hit([{ key: `register:ip:${req.ip}`, max: this.config.rateLimits.registerPerIp, windowSeconds: ONE_HOUR }], 'signup');
    // A referral code joins affiliates to its program; merchants have nothing to join.
    const referralCode = body.role === 'affiliate' ? body.referralCode : undefined;
    if (referralCode) await this.referrals.assertJoinable(referralCode);
    const { user, sessionToken } = await this.commands.execute(
      new RegisterUser(body.email, body.password, body.firstName, body.lastName ?? null, body.role, body.timeZone ?? 'UTC', req.headers['user-agent']),
    );
    if (referralCode) await this.referrals.join(user, referralCode, context);
    await this.sightings.signedIn(user, req.ip, context.now);
    setSessionCookie(req, res, sessionToken);
    return toUserResponse(user);
  }

  /** docs/product/screens-and-routes.md, Affiliate signup: the signup-link form; creates an affiliate and joins the program. */
  @Public()
  @Post('affiliate-signup')
  async affiliateSignup(
    @Body() body: AffiliateSignupDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
    @RequestContext() context: CommandContext,
  ): Promise<User> {
    await this.limiter.hit([{ key: `register:ip:${req.ip}`, max: this.config.rateLimits.registerPerIp, windowSeconds: ONE_HOUR }], 'signup');
    await this.referrals.assertJoinable(body.referralCode);
    const { user, sessionToken } = await this.commands.execute(
      new RegisterUser(body.email, body.password, body.firstName, body.lastName, 'affiliate', body.timeZone ?? 'UTC', req.headers['user-agent']),
    );
    await this.referrals.join(user, body.referralCode, context);
    await this.sightings.signedIn(user, req.ip, context.now);
    setSessionCookie(req, res, sessionToken);
    return toUserResponse(user);
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  async login(
    @Body() body: LogInDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
    @RequestContext() context: CommandContext,
  ): Promise<User> {
    await this.limiter.hit(logInLimits(this.config.rateLimits, req.ip, body.email), 'sign-in');
    const { user, sessionToken } = await this.commands.execute(new LogIn(body.email, body.password, req.headers['user-agent']));
    if (body.referralCode) await this.referrals.joinIfPossible(user, body.referralCode, context);
    await this.sightings.signedIn(user, req.ip, context.now);
    setSessionCookie(req, res, sessionToken);
    return toUserResponse(user);
  }

  @Public()
  @Post('logout')
  @HttpCode(204)
  async logout(@SessionToken() token: string | null, @Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<void> {
    await this.commands.execute(new LogOut(token));
    clearSessionCookie(req, res);
  }
}
