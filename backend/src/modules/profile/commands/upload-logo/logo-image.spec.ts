import { detectLogoType } from './logo-image';

describe('logo image type', () => {
  it.each([
    ['jpg', [0xff, 0xd8, 0xff, 0xe0, 0, 0x10]],
    ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]],
    ['gif', [...Buffer.from('GIF89a'), 1, 0]],
    ['gif', [...Buffer.from('GIF87a')]],
    ['webp', [...Buffer.from('RIFF'), 0x24, 0, 0, 0, ...Buffer.from('WEBPVP8 ')]],
  ])('recognises %s by its first bytes', (type, bytes) => {
    expect(detectLogoType(Buffer.from(bytes))).toBe(type);
  });

  it.each([
    ['an HTML page', Buffer.from('<html><script>alert(1)</script></html>')],
    ['an SVG (scripts inside)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['a RIFF that is not WebP', Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVEfmt ')],
    ['an empty file', Buffer.alloc(0)],
    ['a truncated PNG signature', Buffer.from([0x89, 0x50, 0x4e])],
  ])('refuses %s', (_name, bytes) => {
    expect(detectLogoType(bytes)).toBeNull();
  });
});
