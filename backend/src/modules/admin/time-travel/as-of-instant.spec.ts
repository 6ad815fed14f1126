import { BadRequestException } from '@nestjs/common';
import { AT_FORMAT_MESSAGE, asOfInstant } from './as-of-instant';

const now = new Date('2026-11-15T12:00:00.000Z');

describe('the instant an as-of view asks about', () => {
  it('reads UTC and offset times as one instant', () => {
    expect(asOfInstant('2026-10-31T23:59:59Z', now).toISOString()).toBe('2026-10-31T23:59:59.000Z');
    expect(asOfInstant('2026-10-31T19:59:59.250-04:00', now).toISOString()).toBe('2026-10-31T23:59:59.250Z');
  });

  it('accepts now itself', () => {
    expect(asOfInstant(now.toISOString(), now)).toEqual(now);
  });

  it.each(['2026-10-31', '2026-10-31T23:59:59', 'yesterday', '2026-13-01T00:00:00Z', '2026-10-31T25:00:00Z', '2026-02-30T12:00:00Z', ''])('refuses %p, naming the format', (at) => {
    expect(() => asOfInstant(at, now)).toThrow(new BadRequestException(AT_FORMAT_MESSAGE));
  });

  it('refuses the future, saying what now is', () => {
    expect(() => asOfInstant('2026-11-15T12:00:00.001Z', now)).toThrow('not in the future (it is now 2026-11-15T12:00:00.000Z)');
  });
});
