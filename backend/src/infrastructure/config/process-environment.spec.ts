import { InvalidEnvironment } from './environment';
import { processEnvironment, processEnvironmentOf } from './process-environment';

describe('processEnvironment', () => {
  const before = { ...process.env };
  afterEach(() => {
    for (const name of ['PORT', 'CONTACT_LIMIT_PER_HOUR', 'TRACKING_LIMIT_PER_MINUTE']) {
      if (before[name] === undefined) delete process.env[name];
      else process.env[name] = before[name];
    }
  });

  it('gives the same frozen object while nothing changes', () => {
    process.env.PORT = '4100';
    expect(processEnvironment()).toBe(processEnvironment());
    expect(processEnvironment().port).toBe(4100);
  });

  it('reads again when a variable changed, as a test raising a limit expects', () => {
    process.env.CONTACT_LIMIT_PER_HOUR = '1';
    expect(processEnvironment().limits.contactPerHour).toBe(1);
    process.env.CONTACT_LIMIT_PER_HOUR = '10000';
    expect(processEnvironment().limits.contactPerHour).toBe(10000);
  });

  it('refuses a bad value naming it', () => {
    process.env.PORT = 'abc';
    expect(() => processEnvironment()).toThrow(InvalidEnvironment);
    expect(() => processEnvironment()).toThrow('PORT must be a whole number from 1 to 65535 (got "abc")');
  });

  describe('narrowed to the variables a hot path reads', () => {
    const WATCHED = ['TRACKING_LIMIT_PER_MINUTE'] as const;

    it('reads again when a watched variable changed', () => {
      process.env.TRACKING_LIMIT_PER_MINUTE = '3';
      expect(processEnvironmentOf(WATCHED).limits.trackingPerMinute).toBe(3);
      process.env.TRACKING_LIMIT_PER_MINUTE = '300';
      expect(processEnvironmentOf(WATCHED).limits.trackingPerMinute).toBe(300);
    });

    it('gives the same object while the watched variables stay as they were', () => {
      process.env.TRACKING_LIMIT_PER_MINUTE = '7';
      expect(processEnvironmentOf(WATCHED)).toBe(processEnvironmentOf(WATCHED));
    });

    it('refuses a bad watched value naming it', () => {
      process.env.TRACKING_LIMIT_PER_MINUTE = 'many';
      expect(() => processEnvironmentOf(WATCHED)).toThrow(InvalidEnvironment);
    });
  });
});
