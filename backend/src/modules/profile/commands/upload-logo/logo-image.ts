/** docs/product/validation.md, Logo: JPEG, PNG, WebP or GIF, at most 5MB. */
export const MAX_LOGO_BYTES = 5 * 1024 * 1024;

export const LOGO_TYPE_MESSAGE = 'Please select an image file (JPEG, PNG, WebP, GIF).';
export const LOGO_SIZE_MESSAGE = 'Please select an image smaller than 5MB.';

export type LogoExtension = 'jpg' | 'png' | 'webp' | 'gif';

export const LOGO_CONTENT_TYPES: Record<LogoExtension, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/**
 * The image type read from the file's first bytes. The browser's declared type and the file
 * name are not trusted: a renamed HTML file must not be served back as a "logo".
 */
export function detectLogoType(bytes: Buffer): LogoExtension | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  const head = bytes.subarray(0, 12).toString('latin1');
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'gif';
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'webp';
  return null;
}
