import { noShowsOf } from './analytics-no-shows';

describe('no-shows per affiliate', () => {
  it('gives each affiliate a rate, highest first, and names a former affiliate', () => {
    const names = new Map([['a1', 'Ann Lee'], ['a2', 'Bob Roy']]);
    const rows = noShowsOf([{ affiliateId: 'a1', decided: 4, noShows: 1 }, { affiliateId: 'a2', decided: 2, noShows: 1 }, { affiliateId: 'a3', decided: 3, noShows: 0 }], names);
    expect(rows).toEqual([
      { affiliateId: 'a2', affiliateName: 'Bob Roy', decided: 2, noShows: 1, noShowRate: 0.5 },
      { affiliateId: 'a1', affiliateName: 'Ann Lee', decided: 4, noShows: 1, noShowRate: 0.25 },
      { affiliateId: 'a3', affiliateName: 'Former affiliate', decided: 3, noShows: 0, noShowRate: 0 },
    ]);
  });

  it('gives no rate without a decided call', () => {
    expect(noShowsOf([{ affiliateId: 'a1', decided: 0, noShows: 0 }], new Map())[0].noShowRate).toBeNull();
  });
});
