import { metricsAccess } from './metrics-access';

const TOKEN = 's3cret-token-for-prometheus';

describe('metricsAccess', () => {
  describe('when METRICS_TOKEN is set', () => {
    it('allows the bearer token, from any address', () => {
      expect(metricsAccess(TOKEN, { authorization: `Bearer ${TOKEN}`, remoteAddress: '203.0.113.9' })).toBe('allowed');
      expect(metricsAccess(TOKEN, { authorization: `bearer ${TOKEN}`, remoteAddress: '10.0.0.2' })).toBe('allowed');
    });

    it('refuses a missing, wrong, longer or shorter token as unauthorized, even from loopback', () => {
      for (const authorization of [undefined, '', 'Bearer', `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, `Basic ${TOKEN}`, TOKEN, 'Bearer wrong']) {
        expect(metricsAccess(TOKEN, { authorization, remoteAddress: '127.0.0.1' })).toBe('unauthorized');
      }
    });
  });

  describe('when METRICS_TOKEN is not set', () => {
    it('allows the loopback peers, IPv4, IPv6 and IPv4-mapped', () => {
      for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        expect(metricsAccess(null, { authorization: undefined, remoteAddress })).toBe('allowed');
      }
    });

    it('forbids any other peer, whatever it sends', () => {
      for (const remoteAddress of ['203.0.113.9', '10.0.0.2', '::ffff:10.0.0.2', '127.0.0.2', undefined]) {
        expect(metricsAccess(null, { authorization: 'Bearer anything', remoteAddress })).toBe('forbidden');
      }
    });
  });
});
