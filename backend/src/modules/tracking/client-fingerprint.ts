import { Inject, Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import type { AppConfig } from '../../infrastructure/config/app-config';
import { loadOrCreateAppSecret } from '../../infrastructure/crypto/token-cipher';
import { APP_CONFIG } from '../../infrastructure/database/database.tokens';

/**
 * IP addresses and user agents are kept only as keyed hashes (DESIGN.md 6, privacy policy): equal
 * inputs give equal hashes, so abuse from one source shows, but without the app secret the hash
 * cannot be reversed by trying every IPv4 address.
 */
@Injectable()
export class ClientFingerprint {
  private readonly secret: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.secret = loadOrCreateAppSecret(config.dataDir);
  }

  hash(kind: 'ip' | 'user-agent', value: string | undefined): string {
    return createHmac('sha256', this.secret).update(`${kind}:${value ?? ''}`).digest('hex');
  }
}
