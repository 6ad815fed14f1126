import { DEFAULT_PORT, parsePortArgument } from './port-argument.parser';

describe('parsePortArgument', () => {
  it('defaults to KurrentDB port 2113', () => {
    expect(parsePortArgument([])).toEqual({ port: DEFAULT_PORT });
    expect(DEFAULT_PORT).toBe(2113);
  });

  it('reads --port N and --port=N', () => {
    expect(parsePortArgument(['--port', '2199'])).toEqual({ port: 2199 });
    expect(parsePortArgument(['--port=2200'])).toEqual({ port: 2200 });
  });

  it.each([['abc'], [''], ['0'], ['65536'], ['21.5'], ['-3']])('refuses --port %j', (value) => {
    expect(parsePortArgument(['--port', value])).toEqual({ error: expect.stringContaining('--port must be a number') });
  });

  it('refuses a missing value and unknown arguments', () => {
    expect(parsePortArgument(['--port'])).toHaveProperty('error');
    expect(parsePortArgument(['--host', 'x'])).toEqual({ error: expect.stringContaining('Unknown argument: --host') });
  });
});
