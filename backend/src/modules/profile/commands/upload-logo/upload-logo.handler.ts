import { BadRequestException, Inject, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import type { Repository } from 'typeorm';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { UserEntity } from '../../../../infrastructure/database/entities/user.entity';
import { FILE_STORAGE, type LocalFileStorage } from '../../../../infrastructure/storage/local-file-storage';
import { detectLogoType, LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE, MAX_LOGO_BYTES } from './logo-image';
import { UploadLogo } from './upload-logo.command';

export const LOGO_FOLDER = 'logos';

@CommandHandler(UploadLogo)
export class UploadLogoHandler implements ICommandHandler<UploadLogo> {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @Inject(FILE_STORAGE) private readonly storage: LocalFileStorage,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: UploadLogo): Promise<UserEntity> {
    if (command.content.length > MAX_LOGO_BYTES) throw new PayloadTooLargeException(LOGO_SIZE_MESSAGE);
    const type = detectLogoType(command.content);
    if (!type) throw new BadRequestException(LOGO_TYPE_MESSAGE);
    const user = await this.users.findOneBy({ id: command.userId });
    if (!user) throw new NotFoundException('This account no longer exists.');

    // A new name per upload: browsers and proxies may cache the old logo's URL for ever.
    const fileName = `${user.id}-${randomBytes(6).toString('hex')}.${type}`;
    await this.storage.save(LOGO_FOLDER, fileName, command.content);
    const previous = user.logoFile;
    await this.users.update({ id: user.id }, { logoFile: fileName, updatedAt: this.clock.now() });
    if (previous) await this.storage.remove(LOGO_FOLDER, previous);
    return { ...user, logoFile: fileName };
  }
}
