import { UnsubscribeTokens } from './unsubscribe-token';

const USER = '6f1c2a4e-0d5b-4c8e-9a7f-1b2c3d4e5f60';

describe('unsubscribe tokens', () => {
  const tokens = new UnsubscribeTokens('a secret of sixteen or more');

  it('names the user and kind it was made for', () => {
    expect(tokens.verify(tokens.sign(USER, 'payout-failed'))).toEqual({ userId: USER, kind: 'payout-failed' });
  });

  it('refuses a token whose user, kind or signature was changed', () => {
    const [, , signature] = tokens.sign(USER, 'payout-failed').split('.');
    expect(tokens.verify(`${USER.replace('6f', '7f')}.payout-failed.${signature}`)).toBeNull();
    expect(tokens.verify(`${USER}.call-booked.${signature}`)).toBeNull();
    expect(tokens.verify(`${USER}.payout-failed.${signature.slice(0, -2)}AA`)).toBeNull();
    expect(tokens.verify(`${USER}.payout-failed.${signature.slice(0, 10)}`)).toBeNull();
  });

  it('refuses one made under another secret, an unknown kind, and junk', () => {
    expect(tokens.verify(new UnsubscribeTokens('another secret of sixteen').sign(USER, 'call-booked'))).toBeNull();
    expect(tokens.verify(`${USER}.everything.abc`)).toBeNull();
    for (const junk of ['', '.', '..', 'abc', `${tokens.sign(USER, 'call-booked')}.extra`]) expect(tokens.verify(junk)).toBeNull();
  });
});
