import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TokenCipher, TokenDecryptionFailed, loadOrCreateAppSecret } from './token-cipher';

describe('TokenCipher', () => {
  const cipher = new TokenCipher('a-long-enough-app-secret-for-tests');

  it('round-trips a token through the versioned form v1:<iv>:<tag>:<ciphertext>', () => {
    const sealed = cipher.encrypt('ya29.a0AfH6SMB-access-token');
    expect(sealed).toMatch(/^v1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('ya29');
    expect(cipher.decrypt(sealed)).toBe('ya29.a0AfH6SMB-access-token');
  });

  it('seals the same token differently each time (random IV)', () => {
    expect(cipher.encrypt('same')).not.toBe(cipher.encrypt('same'));
  });

  it('handles empty and non-ASCII plaintexts', () => {
    for (const text of ['', 'ünïcødé ✓ 東京']) expect(cipher.decrypt(cipher.encrypt(text))).toBe(text);
  });

  it('refuses any tampering: a flipped bit in iv, tag or ciphertext, a truncated tag, another version', () => {
    const sealed = cipher.encrypt('refresh-token-value');
    const [version, iv, tag, data] = sealed.split(':');
    const flip = (part: string) => {
      const bytes = Buffer.from(part, 'base64url');
      bytes[0] ^= 1;
      return bytes.toString('base64url');
    };
    for (const forged of [
      [version, flip(iv), tag, data],
      [version, iv, flip(tag), data],
      [version, iv, tag, flip(data)],
      [version, iv, Buffer.from(tag, 'base64url').subarray(0, 12).toString('base64url'), data],
      ['v2', iv, tag, data],
      [version, iv, tag],
    ]) {
      expect(() => cipher.decrypt(forged.join(':'))).toThrow(TokenDecryptionFailed);
    }
  });

  it('refuses a value sealed under another secret or for another context', () => {
    const sealed = cipher.encrypt('token', 'integration-1');
    expect(cipher.decrypt(sealed, 'integration-1')).toBe('token');
    expect(() => cipher.decrypt(sealed, 'integration-2')).toThrow(TokenDecryptionFailed);
    expect(() => new TokenCipher('another-long-app-secret-value').decrypt(sealed, 'integration-1')).toThrow(TokenDecryptionFailed);
  });

  it('refuses a secret too short to be one', () => {
    expect(() => new TokenCipher('short')).toThrow(/at least 16 characters/);
  });
});

describe('loadOrCreateAppSecret', () => {
  let root: string;
  let dataDir: string;
  const saved = process.env.APP_SECRET;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'leadledger-secret-'));
    dataDir = join(root, 'data');
    delete process.env.APP_SECRET;
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
    if (saved === undefined) delete process.env.APP_SECRET;
    else process.env.APP_SECRET = saved;
  });

  it('uses APP_SECRET when it is set, writing nothing', () => {
    process.env.APP_SECRET = 'from-the-environment-0123456789';
    expect(loadOrCreateAppSecret(dataDir)).toBe('from-the-environment-0123456789');
    expect(() => statSync(dataDir)).toThrow();
  });

  it('otherwise generates 32 random bytes once into <dataDir>/app-secret, readable by the owner only', () => {
    const first = loadOrCreateAppSecret(dataDir);
    expect(Buffer.from(first, 'base64url')).toHaveLength(32);
    expect(statSync(join(dataDir, 'app-secret')).mode & 0o777).toBe(0o600);
    expect(loadOrCreateAppSecret(dataDir)).toBe(first);
    expect(readFileSync(join(dataDir, 'app-secret'), 'utf8').trim()).toBe(first);
  });

  it('keeps the existing file: tokens sealed before a restart still open', () => {
    const sealed = new TokenCipher(loadOrCreateAppSecret(dataDir)).encrypt('token');
    expect(new TokenCipher(loadOrCreateAppSecret(dataDir)).decrypt(sealed)).toBe('token');
  });

  it('refuses an empty secret file instead of silently replacing it', () => {
    loadOrCreateAppSecret(dataDir);
    writeFileSync(join(dataDir, 'app-secret'), '\n');
    expect(() => loadOrCreateAppSecret(dataDir)).toThrow(/empty/);
  });
});
