import { chartsAnimate } from './motion';

describe('chartsAnimate', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  const prefer = (reduce: boolean) => {
    window.matchMedia = ((query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query })) as unknown as typeof window.matchMedia;
  };

  it('animates unless the person asked for reduced motion', () => {
    prefer(false);
    expect(chartsAnimate()).toBe(true);
    prefer(true);
    expect(chartsAnimate()).toBe(false);
  });

  it('animates where the browser cannot say (no matchMedia)', () => {
    window.matchMedia = undefined as unknown as typeof window.matchMedia;
    expect(chartsAnimate()).toBe(true);
  });
});
