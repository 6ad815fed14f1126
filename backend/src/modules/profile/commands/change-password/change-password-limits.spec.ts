import { DEFAULT_RATE_LIMITS } from '../../../../infrastructure/config/app-config';
import { changePasswordLimits } from './change-password-limits';

describe('password change limits', () => {
  it('limit the user and the address over 15 minutes', () => {
    expect(changePasswordLimits(DEFAULT_RATE_LIMITS, 'u-1', '192.0.2.1')).toEqual([
      { key: 'password-change:user:u-1', max: 10, windowSeconds: 900 },
      { key: 'password-change:ip:192.0.2.1', max: 30, windowSeconds: 900 },
    ]);
  });

  it('take the configured numbers when given', () => {
    const limits = changePasswordLimits({ ...DEFAULT_RATE_LIMITS, passwordChangePerUser: 3, passwordChangePerIp: 4 }, 'u-2', undefined);
    expect(limits.map((l) => [l.key, l.max])).toEqual([
      ['password-change:user:u-2', 3],
      ['password-change:ip:unknown', 4],
    ]);
  });
});
