import { Controller, Get, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { createReadStream, existsSync } from 'node:fs';
import { FILE_STORAGE, type LocalFileStorage } from '../../infrastructure/storage/local-file-storage';
import { Public } from '../auth/decorators/public.decorator';
import { LOGO_CONTENT_TYPES, type LogoExtension } from './commands/upload-logo/logo-image';
import { LOGO_FOLDER } from './commands/upload-logo/upload-logo.handler';

const LOGO_NAME = /^[0-9a-f-]{36}-[0-9a-f]{12}\.(jpg|png|webp|gif)$/;

/** Serves company logos back (public: they appear on booking pages). Names are never paths. */
@Controller('api/uploads')
export class UploadsController {
  constructor(@Inject(FILE_STORAGE) private readonly storage: LocalFileStorage) {}

  @Public()
  @Get('logos/:file')
  async logo(@Param('file') file: string, @Res() res: FastifyReply): Promise<void> {
    const match = LOGO_NAME.exec(file);
    const path = match ? this.storage.pathOf(LOGO_FOLDER, file) : null;
    if (!match || !path || !existsSync(path)) throw new NotFoundException('This logo does not exist.');
    // Each upload gets a new random name (upload-logo.handler.ts): what a name serves never changes.
    await res
      .header('Content-Type', LOGO_CONTENT_TYPES[match[1] as LogoExtension])
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(createReadStream(path));
  }
}
