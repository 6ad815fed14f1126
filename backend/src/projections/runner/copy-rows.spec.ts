import { copyField, copyLine } from './copy-rows';

describe('COPY text format fields', () => {
  it('escapes exactly backslash, tab, newline and carriage return', () => {
    expect(copyField('a\\b\tc\nd\re "quoted"')).toBe('a\\\\b\\tc\\nd\\re "quoted"');
  });

  it('writes NULL as \\N, booleans as t/f, dates as ISO 8601 and objects as JSON (escaped too)', () => {
    expect(copyField(null)).toBe('\\N');
    expect(copyField(undefined)).toBe('\\N');
    expect(copyField(true)).toBe('t');
    expect(copyField(false)).toBe('f');
    expect(copyField(1250)).toBe('1250');
    expect(copyField(new Date('2026-01-02T03:04:05.006Z'))).toBe('2026-01-02T03:04:05.006Z');
    expect(copyField({ name: 'tab\there' })).toBe('{"name":"tab\\\\there"}');
  });

  it('joins a row with tabs and ends it with a newline', () => {
    expect(copyLine(['x', null, 3])).toBe('x\t\\N\t3\n');
  });
});
