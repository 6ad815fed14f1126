import { Inject, Injectable } from '@nestjs/common';
import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import type { AppConfig } from '../../infrastructure/config/app-config';
import { loadOrCreateAppSecret } from '../../infrastructure/crypto/token-cipher';
import { APP_CONFIG } from '../../infrastructure/database/database.tokens';

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

  hash(kind: 'ip' | 'user-agent', value: string | undefined): string {
    return createHmac('sha256', this.key).update(`${kind}:${value ?? ''}`).digest('hex');
  }
}
