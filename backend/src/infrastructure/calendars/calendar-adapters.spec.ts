import { calendarAdaptersFromEnvironment } from './calendar-adapters';
import { calendarEventIdFor, tokensNeedRefresh } from './calendar.port';
import { normalizeBusyBlocks } from './time-blocks';

describe('choosing calendar adapters', () => {
  it('uses the sandboxes when no OAuth client is configured', () => {
    const adapters = calendarAdaptersFromEnvironment({});
    expect([adapters.calendarService.mode, adapters.schedulingTool.mode]).toEqual(['sandbox', 'sandbox']);
  });

  it('makes each provider real on its own credentials', () => {
    const adapters = calendarAdaptersFromEnvironment({ CALENDLY_CLIENT_ID: 'id', CALENDLY_CLIENT_SECRET: 'secret' });
    expect([adapters.calendarService.mode, adapters.schedulingTool.mode]).toEqual(['sandbox', 'live']);
    expect(calendarAdaptersFromEnvironment({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).calendarService.mode).toBe('live');
  });

  it('refuses half a configuration', () => {
    expect(() => calendarAdaptersFromEnvironment({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
  });
});

describe('calendar port helpers', () => {
  it('turns a booking uuid into an event id Google accepts', () => {
    expect(calendarEventIdFor('3F2504E0-4F89-11D3-9A0C-0305E82C3301')).toBe('3f2504e04f8911d39a0c0305e82c3301');
    expect(() => calendarEventIdFor('not-a-uuid-xyz')).toThrow(RangeError);
  });

  it('asks for a refresh a minute before the access token expires', () => {
    const tokens = { accessToken: 'a', refreshToken: 'r', expiresAt: new Date('2031-01-01T12:00:00Z') };
    expect(tokensNeedRefresh(tokens, new Date('2031-01-01T11:58:59Z'))).toBe(false);
    expect(tokensNeedRefresh(tokens, new Date('2031-01-01T11:59:00Z'))).toBe(true);
  });
});

describe('normalizeBusyBlocks', () => {
  const at = (hhmm: string) => new Date(`2031-03-04T${hhmm}:00Z`);
  it('clips to the range, sorts, and merges overlapping or touching blocks', () => {
    const blocks = [
      { start: at('13:00'), end: at('14:00') },
      { start: at('05:00'), end: at('07:00') },
      { start: at('13:30'), end: at('14:30') },
      { start: at('14:30'), end: at('15:00') },
      { start: at('20:00'), end: at('21:00') },
      { start: at('10:00'), end: at('10:00') },
    ];
    expect(normalizeBusyBlocks(blocks, at('06:00'), at('18:00'))).toEqual([
      { start: at('06:00'), end: at('07:00') },
      { start: at('13:00'), end: at('15:00') },
    ]);
  });
});
