import { BadRequestException, Body, Controller, HttpCode, Inject, Post, Put, Req, UploadedFile, UseFilters, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import type { User } from '@leadledger/contracts/user';
import type { Request } from 'express';
import { memoryStorage } from 'multer';
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
import { LOGO_TYPE_MESSAGE, MAX_LOGO_BYTES } from './commands/upload-logo/logo-image';
import { UploadLogo } from './commands/upload-logo/upload-logo.command';
import { LogoUploadErrorFilter } from './logo-upload-error.filter';

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
  async changePassword(@CurrentUser() user: UserEntity, @SessionToken() token: string | null, @Body() body: ChangePasswordDto, @Req() req: Request): Promise<void> {
    await this.limiter.hit(changePasswordLimits(this.config.rateLimits, user.id, req.ip), 'password change');
    await this.commands.execute(new ChangePassword(user.id, body.currentPassword, body.newPassword, token));
  }

  @Post('logo')
  @HttpCode(200)
  @UseFilters(LogoUploadErrorFilter)
  @UseInterceptors(FileInterceptor('logo', { storage: memoryStorage(), limits: { fileSize: MAX_LOGO_BYTES, files: 1 } }))
  async uploadLogo(@CurrentUser() user: UserEntity, @UploadedFile() file: Express.Multer.File | undefined): Promise<User> {
    if (!file) throw new BadRequestException(`${LOGO_TYPE_MESSAGE} No file was received in the "logo" field.`);
    return toUserResponse(await this.commands.execute(new UploadLogo(user.id, file.buffer)));
  }
}
