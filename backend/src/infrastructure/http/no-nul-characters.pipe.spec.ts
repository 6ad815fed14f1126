import { BadRequestException } from '@nestjs/common';
import { NoNulCharactersPipe } from './no-nul-characters.pipe';

describe('NoNulCharactersPipe', () => {
  const pipe = new NoNulCharactersPipe();

  it('passes values without NUL through unchanged', () => {
    const value = { name: 'Ann', tags: ['a', 'b'], nested: { at: new Date(0), n: 3, none: null }, file: Buffer.from([0, 1]) };
    expect(pipe.transform(value)).toBe(value);
    expect(pipe.transform('plain')).toBe('plain');
    expect(pipe.transform(undefined)).toBeUndefined();
  });

  it.each([
    ['a string', 'a\u0000b'],
    ['a field', { name: 'x\u0000' }],
    ['a key', { ['k\u0000']: 'v' }],
    ['an array item', { tags: ['ok', 'bad\u0000'] }],
    ['a deeply nested field', { a: { b: { c: [{ d: '\u0000' }] } } }],
  ])('refuses NUL in %s with a message saying why', (_where, value) => {
    expect(() => pipe.transform(value)).toThrow(BadRequestException);
    expect(() => pipe.transform(value)).toThrow('Text fields cannot contain the NUL character (\\u0000).');
  });

  it('ignores inherited properties, as Object.entries did', () => {
    const value = Object.create({ inherited: '\u0000' }) as Record<string, unknown>;
    value.own = 'fine';
    expect(pipe.transform(value)).toBe(value);
  });
});
