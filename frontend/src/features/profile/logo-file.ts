/** docs/product/validation.md, Logo, and docs/product/limits-and-timings.md, Fields: the image types and size the server accepts. */
export const LOGO_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/gif'];
export const MAX_LOGO_BYTES = 5 * 1024 * 1024;

export function validateLogoFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!LOGO_TYPES.includes(file.type)) return 'Please select an image file (JPEG, PNG, WebP, GIF).';
  if (file.size > MAX_LOGO_BYTES) return 'Please select an image smaller than 5MB.';
  return null;
}
