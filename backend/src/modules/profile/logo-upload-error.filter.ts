import { type ArgumentsHost, BadRequestException, Catch, type ExceptionFilter, HttpException, PayloadTooLargeException } from '@nestjs/common';
import type { Response } from 'express';
import { LOGO_SIZE_MESSAGE } from './commands/upload-logo/logo-image';

/** Multer's own errors ("File too large", "Unexpected field") in words a person can act on. */
@Catch(HttpException)
export class LogoUploadErrorFilter implements ExceptionFilter {
  catch(exception: HttpException, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    let message = exception.message;
    if (exception instanceof PayloadTooLargeException) message = LOGO_SIZE_MESSAGE;
    else if (exception instanceof BadRequestException && /Unexpected (file )?field|Too many files/i.test(message)) {
      message = 'Send one image in the form field named "logo".';
    } else {
      const raw = exception.getResponse();
      if (typeof raw === 'object' && raw && 'message' in raw) message = String((raw as { message: unknown }).message);
    }
    response.status(exception.getStatus()).json({ message });
  }
}
