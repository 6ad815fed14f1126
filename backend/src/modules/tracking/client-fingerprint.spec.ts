import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '../../infrastructure/config/app-config';
import { loadOrCreateAppSecret } from '../../infrastructure/crypto/token-cipher';
import { ClientFingerprint } from './client-fingerprint';

describe('client fingerprints (keyed hashes of IPs and user agents)', () => {
  let dataDir: string;
  let fingerprint: ClientFingerprint;
  let hmac: (input: string) => string;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'leadledger-fingerprint-'));
    const secret = loadOrCreateAppSecret(dataDir);
    hmac = (input) => createHmac('sha256', secret).update(input).digest('hex');
    fingerprint = new ClientFingerprint({ dataDir } as AppConfig);
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is the HMAC of the kind and the value under the app secret, the first time and every time after', () => {
    expect(fingerprint.hash('ip', '203.0.113.9')).toBe(hmac('ip:203.0.113.9'));
    expect(fingerprint.hash('ip', '203.0.113.9')).toBe(hmac('ip:203.0.113.9'));
    expect(fingerprint.hash('user-agent', 'Mozilla/5.0')).toBe(hmac('user-agent:Mozilla/5.0'));
    expect(fingerprint.hash('user-agent', undefined)).toBe(hmac('user-agent:'));
  });

  it('never answers one kind with the other kind of the same value', () => {
    const value = '198.51.100.1';
    fingerprint.hash('ip', value);
    expect(fingerprint.hash('user-agent', value)).toBe(hmac(`user-agent:${value}`));
  });

  it('stays right past the number of hashes it remembers', () => {
    for (let i = 0; i < 10_050; i++) fingerprint.hash('ip', `10.0.${i >> 8}.${i & 255}`);
    expect(fingerprint.hash('ip', '10.0.0.1')).toBe(hmac('ip:10.0.0.1'));
    expect(fingerprint.hash('ip', '10.0.39.66')).toBe(hmac('ip:10.0.39.66'));
  });
});
