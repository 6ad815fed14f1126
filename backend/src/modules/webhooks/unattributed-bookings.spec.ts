import { unattributedReason } from './unattributed-bookings';

describe('why a Calendly booking credits nobody', () => {
  it('names an archived program first, whoever the link named', () => {
    expect(unattributedReason(true, 'mem-1')).toBe('program-archived');
    expect(unattributedReason(true, null)).toBe('program-archived');
  });

  it('tells a removed affiliate\'s link from a link that named nobody', () => {
    expect(unattributedReason(false, 'mem-1')).toBe('affiliate-removed');
    expect(unattributedReason(false, null)).toBe('no-affiliate-named');
  });
});
