import { Inject, Injectable } from '@nestjs/common';
import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import type { AppConfig } from '../../infrastructure/config/app-config';
import { loadOrCreateAppSecret } from '../../infrastructure/crypto/token-cipher';
import { APP_CONFIG } from '../../infrastructure/database/database.tokens';

/** Remembered hashes per kind; the map starts afresh when full, so memory stays bounded. */
const REMEMBERED = 10_000;

/**
 * IP addresses and user agents are kept only as keyed hashes (docs/architecture/overview.md, Security, privacy policy): equal
 * inputs give equal hashes, so abuse from one source shows, but without the app secret the hash
 * cannot be reversed by trying every IPv4 address.
 */
@Injectable()
export class ClientFingerprint {
  /** Imported once, not parsed from a string for every click (tracking's hot path). */
  private readonly key: KeyObject;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = createSecretKey(Buffer.from(loadOrCreateAppSecret(config.dataDir)));
  }

  /**
   * Recent hashes are kept in memory (never stored): a visitor's IP and a browser's user agent
   * come back click after click, and two HMACs per click were about a thirtieth of the tracking
   * endpoint's time (npm run bench, docs/operations/benchmarks.md).
   */
  private readonly remembered = { ip: new Map<string, string>(), 'user-agent': new Map<string, string>() };

  hash(kind: 'ip' | 'user-agent', value: string | undefined): string {
    const input = value ?? '';
    const known = this.remembered[kind];
    let hashed = known.get(input);
    if (hashed === undefined) {
      hashed = createHmac('sha256', this.key).update(`${kind}:${input}`).digest('hex');
      if (known.size >= REMEMBERED) known.clear();
      known.set(input, hashed);
    }
    return hashed;
  }
}
