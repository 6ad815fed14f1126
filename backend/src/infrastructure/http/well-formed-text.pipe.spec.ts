import { BadRequestException } from '@nestjs/common';
import { WellFormedTextPipe } from './well-formed-text.pipe';

const NUL = 'Text fields cannot contain the NUL character (\\u0000).';
const SURROGATE = /^Text fields cannot contain an unpaired surrogate character/;

function wrapped(value: unknown, levels: number): unknown {
  return levels === 0 ? value : [wrapped(value, levels - 1)];
}

function refusal(run: () => unknown): { status: number; body: unknown } {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return { status: (error as BadRequestException).getStatus(), body: (error as BadRequestException).getResponse() };
  }
  throw new Error('expected a refusal');
}

describe('WellFormedTextPipe', () => {
  const pipe = new WellFormedTextPipe();
  const body = { type: 'body' as const };

  it('passes well-formed values through unchanged, emoji and other scripts included', () => {
    const value = { name: 'Ann 🎉 Åsa 日本', tags: ['a', 'b'], nested: { at: new Date(0), n: 3, none: null }, file: Buffer.from([0, 1]) };
    expect(pipe.transform(value, body)).toBe(value);
    expect(pipe.transform('plain', { type: 'param', data: 'code' })).toBe('plain');
    expect(pipe.transform(undefined, { type: 'query' })).toBeUndefined();
  });

  it.each([
    ['a field', { name: 'x\u0000' }, 'name'],
    ['an array item', { tags: ['ok', 'bad\u0000'] }, 'tags.1'],
    ['a field nested past any fixed depth', { a: { b: [{ d: wrapped('\u0000', 25) }] } }, `a.b.0.d${'.0'.repeat(25)}`],
  ])('refuses NUL in %s with a 400 naming it', (_where, value, path) => {
    expect(refusal(() => pipe.transform(value, body))).toEqual({ status: 400, body: { message: NUL, errors: { [path]: NUL } } });
  });

  it.each([
    ['a lone high surrogate', 'Acme \ud800'],
    ['a lone low surrogate', '\udc00 Acme'],
    ['a pair in the wrong order', '\udc00\ud800'],
    ['a high surrogate at the very end', 'Acme\ud83c'],
  ])('refuses %s with a 400 naming the field', (_case, text) => {
    const { body: answer } = refusal(() => pipe.transform({ program: { name: text } }, body));
    expect(answer).toEqual({ message: expect.stringMatching(SURROGATE), errors: { 'program.name': expect.stringMatching(SURROGATE) } });
  });

  it('names the route parameter or query field it was given', () => {
    expect(refusal(() => pipe.transform('ab\u0000', { type: 'param', data: 'code' })).body).toEqual({ message: NUL, errors: { code: NUL } });
    expect(refusal(() => pipe.transform({ utm_source: '\ud800' }, { type: 'query' })).body).toMatchObject({ errors: { utm_source: expect.stringMatching(SURROGATE) } });
  });

  it('refuses a bad field name without echoing it', () => {
    expect(refusal(() => pipe.transform({ ['k\u0000']: 'v' }, body)).body).toEqual({ message: `A field name: ${NUL}` });
    expect(refusal(() => pipe.transform({ outer: { ['\ud800']: 1 } }, body)).body).toEqual({ message: expect.stringMatching(/^A field name inside outer: Text fields cannot contain an unpaired/) });
  });

  it('does not walk values of custom decorators (the user, the request context)', () => {
    const user = { firstName: '\u0000' };
    expect(pipe.transform(user, { type: 'custom' })).toBe(user);
  });

  it('ignores inherited properties', () => {
    const value = Object.create({ inherited: '\u0000' }) as Record<string, unknown>;
    value.own = 'fine';
    expect(pipe.transform(value, body)).toBe(value);
  });
});
