import { effectIdFor } from './effect-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('effectIdFor', () => {
  it('gives the same id for the same key, caller and use case', () => {
    expect(effectIdFor('payout-collect', 'aff-1', 'key-1')).toBe(effectIdFor('payout-collect', 'aff-1', 'key-1'));
  });

  it('gives another id for another key, caller or use case', () => {
    const ids = new Set([
      effectIdFor('payout-collect', 'aff-1', 'key-1'),
      effectIdFor('payout-collect', 'aff-1', 'key-2'),
      effectIdFor('payout-collect', 'aff-2', 'key-1'),
      effectIdFor('book-call', 'aff-1', 'key-1'),
    ]);
    expect(ids.size).toBe(4);
  });

  it('is a version 8 UUID, keyed or not', () => {
    expect(effectIdFor('payout-collect', 'aff-1', 'key-1')).toMatch(UUID);
    expect(effectIdFor('payout-collect', 'aff-1', null)).toMatch(/^[0-9a-f-]{36}$/);
    expect(effectIdFor('payout-collect', 'aff-1', null)).not.toBe(effectIdFor('payout-collect', 'aff-1', null));
  });
});
