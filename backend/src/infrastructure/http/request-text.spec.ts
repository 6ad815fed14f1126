import { badTextIn, findBadText } from './request-text';

describe('request text', () => {
  it.each([
    ['plain', null],
    ['emoji 🎉 and 日本語', null],
    ['a\u0000b', 'nul'],
    ['\ud800', 'unpaired-surrogate'],
    ['x\udfff', 'unpaired-surrogate'],
    ['\ud83c\udf89\ud83c', 'unpaired-surrogate'],
  ])('%p is %p', (text, problem) => {
    expect(badTextIn(text)).toBe(problem);
  });

  it('walks a value nested far deeper than the call stack allows', () => {
    let value: unknown = '\ud800';
    for (let i = 0; i < 100_000; i += 1) value = [value];
    expect(findBadText(value)).toMatchObject({ problem: 'unpaired-surrogate', inKey: false });
  });
});
