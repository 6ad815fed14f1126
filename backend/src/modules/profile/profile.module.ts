import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../../infrastructure/config/app-config';
import { APP_CONFIG } from '../../infrastructure/database/database.tokens';
import { UserEntity } from '../../infrastructure/database/entities/user.entity';
import { FILE_STORAGE, LocalFileStorage } from '../../infrastructure/storage/local-file-storage';
import { AuthModule } from '../auth/auth.module';
import { ChangePasswordHandler } from './commands/change-password/change-password.handler';
import { UpdateProfileHandler } from './commands/update-profile/update-profile.handler';
import { UploadLogoHandler } from './commands/upload-logo/upload-logo.handler';
import { ProfileController } from './profile.controller';
import { UploadsController } from './uploads.controller';

@Module({
  imports: [CqrsModule, AuthModule, TypeOrmModule.forFeature([UserEntity])],
  controllers: [ProfileController, UploadsController],
  providers: [
    UpdateProfileHandler,
    ChangePasswordHandler,
    UploadLogoHandler,
    { provide: FILE_STORAGE, useFactory: (config: AppConfig) => new LocalFileStorage(config.uploadsDir), inject: [APP_CONFIG] },
  ],
})
export class ProfileModule {}
