import { Body, Controller, HttpCode, Inject, Post, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { User } from '@leadledger/contracts/user';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../infrastructure/config/app-config';
import { APP_CONFIG } from '../../infrastructure/database/database.tokens';
import type { UserEntity } from '../../infrastructure/database/entities/user.entity';
import { RateLimiter } from '../../infrastructure/http/rate-limiter';
import { CurrentUser, SessionToken } from '../auth/decorators/current-user.decorator';
import { toUserResponse } from '../auth/user-response';
import { ChangePassword } from './commands/change-password/change-password.command';
import { ChangePasswordDto } from './commands/change-password/change-password.dto';
import { changePasswordLimits } from './commands/change-password/change-password-limits';
import { UpdateProfile } from './commands/update-profile/update-profile.command';
import { UpdateProfileDto } from './commands/update-profile/update-profile.dto';
import { UploadLogo } from './commands/upload-logo/upload-logo.command';
import { readLogoUpload } from './logo-upload';

/** docs/product/api.md, Profile: any signed-in user, only ever their own account. */
@Controller('api/user')
export class ProfileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Put('profile')
  async updateProfile(@CurrentUser() user: UserEntity, @Body() body: UpdateProfileDto): Promise<User> {
    const updated = await this.commands.execute(new UpdateProfile(user.id, body.firstName, body.lastName, body.companyName, body.timeZone));
    return toUserResponse(updated);
  }

  @Put('password')
  @HttpCode(204)
  async changePassword(@CurrentUser() user: UserEntity, @SessionToken() token: string | null, @Body() body: ChangePasswordDto, @Req() req: FastifyRequest): Promise<void> {
    await this.limiter.hit(changePasswordLimits(this.config.rateLimits, user.id, req.ip), 'password change');
    await this.commands.execute(new ChangePassword(user.id, body.currentPassword, body.newPassword, token));
  }

  @Post('logo')
  @HttpCode(200)
  async uploadLogo(@CurrentUser() user: UserEntity, @Req() req: FastifyRequest): Promise<User> {
    const logo = await readLogoUpload(req);
    return toUserResponse(await this.commands.execute(new UploadLogo(user.id, logo)));
  }
}
