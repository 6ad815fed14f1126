import { summarise } from './event-summary';
import { book, event, ids, merchantActor } from './summary-fixtures.spec-fixtures';

describe('event summaries: program lead rules', () => {
  it('says which countries are expected and when bookings are rejected automatically', () => {
    const set = event('ProgramLeadRulesChanged', { programId: ids.program, merchantId: ids.merchant, expectedCountries: ['+1', '+44'], rejectAtOrBelow: 20, rejectSignals: ['self-booking-email'] }, merchantActor);
    expect(summarise(set, book).text).toBe('Dana Lee set the lead rules of Discovery: customers expected from +1, +44, rejecting automatically on a score at or below 20 or any of self-booking-email');
  });

  it('reads cleared rules plainly', () => {
    const cleared = event('ProgramLeadRulesChanged', { programId: ids.program, merchantId: ids.merchant, expectedCountries: [], rejectAtOrBelow: null, rejectSignals: [] }, merchantActor);
    expect(summarise(cleared, book).text).toBe('Dana Lee set the lead rules of Discovery: customers from anywhere, no automatic rejection');
  });
});
