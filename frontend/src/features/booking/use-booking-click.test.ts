import { clickSearch } from './use-booking-click';

describe('what a booking-page click is recorded with', () => {
  it('keeps the affiliate and every UTM of the link, and drops the page\'s own parameters', () => {
    expect(clickSearch('?ref=R1&aff=mem-1&click=c-1&embed=true&utm_source=newsletter&utm_medium=email&utm_campaign=fall&utm_term=coaching&utm_content=hero&gclid=x')).toBe(
      'aff=mem-1&utm_source=newsletter&utm_medium=email&utm_campaign=fall&utm_term=coaching&utm_content=hero',
    );
  });

  it('leaves out empty parameters', () => {
    expect(clickSearch('?ref=R1&aff=&utm_source=')).toBe('');
  });
});
