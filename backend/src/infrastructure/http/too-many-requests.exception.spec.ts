import { TooManyRequests } from './too-many-requests.exception';

describe('TooManyRequests', () => {
  it.each([
    [90, 90],
    [0, 1],
    [-3, 1],
    [2.2, 3],
  ])('a wait of %p seconds is announced as Retry-After %p (whole seconds, at least one)', (wait, header) => {
    const error = new TooManyRequests('Too many sign-in attempts.', wait);
    expect(error.getStatus()).toBe(429);
    expect(error.getResponse()).toEqual({ message: 'Too many sign-in attempts.' });
    expect(error.retryAfterSeconds).toBe(header);
  });
});
