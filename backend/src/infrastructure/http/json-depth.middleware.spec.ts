import { BadRequestException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { depthExceeds, jsonDepthLimit, TOO_DEEP_MESSAGE } from './json-depth.middleware';

function nestedArrays(levels: number): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < levels; i += 1) value = [value];
  return value;
}

describe('JSON depth limit', () => {
  it.each([
    [{}, 1, false],
    [{ a: 1 }, 1, false],
    [{ a: { b: 1 } }, 1, true],
    [{ a: { b: 1 } }, 2, false],
    [nestedArrays(32), 32, false],
    [nestedArrays(33), 32, true],
    ['text', 0, false],
    [null, 0, false],
  ])('%j with a limit of %p levels exceeds it: %p', (value, max, exceeds) => {
    expect(depthExceeds(value, max)).toBe(exceeds);
  });

  it('measures a value nested 100,000 deep without overflowing', () => {
    expect(depthExceeds(nestedArrays(100_000), 32)).toBe(true);
  });

  it('hands a too-deep body on as a 400 with a message, and lets others through', () => {
    const next = jest.fn();
    jsonDepthLimit({ body: { a: nestedArrays(40) } } as FastifyRequest, {} as FastifyReply, next);
    expect(next).toHaveBeenCalledWith(expect.any(BadRequestException));
    expect(next.mock.calls[0][0].message).toBe(TOO_DEEP_MESSAGE);
    next.mockClear();
    jsonDepthLimit({ body: { a: [1, { b: 2 }] } } as FastifyRequest, {} as FastifyReply, next);
    expect(next).toHaveBeenCalledWith();
  });
});
