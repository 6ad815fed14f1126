import { isEmbeddablePage } from './security-headers.middleware';

describe('which answers other sites may frame', () => {
  it.each([
    ['GET', '/calendar-booking', true],
    ['HEAD', '/calendar-booking', true],
    ['GET', '/booking-success', true],
    ['POST', '/calendar-booking', false],
    ['GET', '/calendar-booking/extra', false],
    ['GET', '/merchant-dashboard', false],
    ['GET', '/api/book-call', false],
    ['GET', '/', false],
  ])('%s %s: %p', (method, path, embeddable) => {
    expect(isEmbeddablePage({ method, path })).toBe(embeddable);
  });
});
