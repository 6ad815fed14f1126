import { BadRequestException, HttpException, PayloadTooLargeException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE, MAX_LOGO_BYTES } from './commands/upload-logo/logo-image';

export const LOGO_FIELD = 'logo';
export const ONE_LOGO_MESSAGE = `Send one image in the form field named "${LOGO_FIELD}".`;
const NO_FILE_MESSAGE = `${LOGO_TYPE_MESSAGE} No file was received in the "${LOGO_FIELD}" field.`;

/**
 * The one file of a logo upload (multipart/form-data, field `logo`, at most 5MB), read into
 * memory. Every way a body can be wrong is a 4xx in words a person can act on: no file, a file in
 * another field, more than one file, too large, or a multipart body cut short. The bytes are
 * judged by their content later (logo-image.ts), never by their declared type or name.
 */
export async function readLogoUpload(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw new BadRequestException(NO_FILE_MESSAGE);
  let logo: Buffer | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: MAX_LOGO_BYTES, files: 1, fields: 20 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== LOGO_FIELD || logo) {
        part.file.resume();
        throw new BadRequestException(ONE_LOGO_MESSAGE);
      }
      logo = await part.toBuffer();
    }
  } catch (error) {
    throw uploadProblem(error);
  }
  if (!logo) throw new BadRequestException(NO_FILE_MESSAGE);
  return logo;
}

/** @fastify/multipart's errors carry a `code`; anything else from the parser is a malformed body. */
function uploadProblem(error: unknown): HttpException {
  if (error instanceof HttpException) return error;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new PayloadTooLargeException(LOGO_SIZE_MESSAGE);
  if (code === 'FST_FILES_LIMIT') return new BadRequestException(ONE_LOGO_MESSAGE);
  return new BadRequestException(`The upload could not be read (${error instanceof Error ? error.message : 'malformed multipart body'}). Please try again.`);
}
