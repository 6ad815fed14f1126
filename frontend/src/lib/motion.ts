/**
 * Whether charts may animate their drawing. A person who asked their system for less motion
 * (`prefers-reduced-motion: reduce`) sees every chart drawn at once; so do the browser journeys,
 * whose screenshots would otherwise catch a line half-drawn.
 */
export function chartsAnimate(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return true;
  return !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
