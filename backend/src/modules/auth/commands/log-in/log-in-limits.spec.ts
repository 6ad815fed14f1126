import { DEFAULT_RATE_LIMITS } from '../../../../infrastructure/config/app-config';
import { logInLimits } from './log-in-limits';

describe('sign-in limits', () => {
  it('limit the address, then the address with the account, then the account from anywhere', () => {
    expect(logInLimits(DEFAULT_RATE_LIMITS, '203.0.113.7', ' Ada@Example.COM ')).toEqual([
      { key: 'login:ip:203.0.113.7', max: 50, windowSeconds: 900 },
      { key: 'login:ip-email:203.0.113.7:ada@example.com', max: 10, windowSeconds: 900 },
      { key: 'login:email:ada@example.com', max: 100, windowSeconds: 900 },
    ]);
  });

  it('keep the account ceiling well above what one address may try', () => {
    const [, perAddressAndAccount, perAccount] = logInLimits(DEFAULT_RATE_LIMITS, '198.51.100.1', 'a@b.co');
    expect(perAccount.max).toBeGreaterThanOrEqual(perAddressAndAccount.max * 5);
  });

  it('fall back to the defaults for limits the settings leave out', () => {
    const limits = logInLimits({ loginPerIp: 5, loginPerEmail: 3, registerPerIp: 3 }, undefined, 'a@b.co');
    expect(limits.map((l) => [l.key, l.max])).toEqual([
      ['login:ip:unknown', 5],
      ['login:ip-email:unknown:a@b.co', 3],
      ['login:email:a@b.co', 100],
    ]);
  });
});
