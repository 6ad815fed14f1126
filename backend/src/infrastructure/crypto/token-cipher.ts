import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIN_APP_SECRET_LENGTH } from '../config/environment';
import { processEnvironment } from '../config/process-environment';

/**
 * OAuth tokens and webhook signing keys are encrypted at rest (docs/architecture/overview.md, Security): a copy of the
 * database alone reveals none of them. AES-256-GCM, so a changed byte fails to decrypt instead
 * of yielding a different token. Sealed form: `v1:<iv>:<tag>:<ciphertext>`, each base64url; the
 * version leaves room to rotate the key or algorithm without guessing what old rows hold.
 */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Fixed, app-specific: the secret is the only input that varies, and it is derived once per process. */
const KDF_SALT = 'leadledger/token-cipher/v1';

export class TokenDecryptionFailed extends Error {
  constructor(reason: string) {
    super(`Stored secret cannot be decrypted: ${reason}`);
    this.name = 'TokenDecryptionFailed';
  }
}

export class TokenCipher {
  private readonly key: Buffer;

  /** scrypt rather than a plain hash, so a short hand-picked APP_SECRET is not cheap to brute-force. */
  constructor(appSecret: string) {
    if (appSecret.length < MIN_APP_SECRET_LENGTH) throw new Error(`APP_SECRET must be at least ${MIN_APP_SECRET_LENGTH} characters`);
    this.key = scryptSync(appSecret, KDF_SALT, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  }

  /**
   * `context` (e.g. the integration id) is authenticated but not stored: a sealed value copied
   * onto another row fails to decrypt there.
   */
  encrypt(plaintext: string, context = ''): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(`${VERSION}:${context}`));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join(':');
  }

  decrypt(sealed: string, context = ''): string {
    const parts = sealed.split(':');
    if (parts.length !== 4 || parts[0] !== VERSION) throw new TokenDecryptionFailed('unknown format');
    const [iv, tag, ciphertext] = parts.slice(1).map((p) => Buffer.from(p, 'base64url'));
    // Node accepts shorter GCM tags unless told otherwise: a truncated tag must not pass.
    if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new TokenDecryptionFailed('unknown format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(`${VERSION}:${context}`));
    decipher.setAuthTag(tag);
    try {
      return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
    } catch {
      throw new TokenDecryptionFailed('tampered with, or sealed under another APP_SECRET');
    }
  }
}

/**
 * `APP_SECRET` when set (required when several instances share one database: they must agree);
 * otherwise a secret generated once into `<dataDir>/app-secret`, readable by the owner only, so
 * the embedded default works with nothing to configure (docs/architecture/overview.md, Runtime and storage). Losing that file makes
 * stored tokens unreadable: merchants would have to reconnect their calendars.
 */
export function loadOrCreateAppSecret(dataDir: string, configured: string | null = processEnvironment().appSecret): string {
  if (configured) return configured;
  const file = join(dataDir, 'app-secret');
  const existing = readIfPresent(file);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  // Written aside, then linked into place: the link either creates the complete file or finds one
  // that another instance starting at the same moment created first, and theirs wins.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  const created = readIfPresent(file);
  if (!created) throw new Error(`${file} is empty: delete it or set APP_SECRET`);
  return created;
}

function readIfPresent(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim() || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
