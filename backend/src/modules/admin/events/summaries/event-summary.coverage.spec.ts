import { join } from 'node:path';
import { domainEventTypes } from './domain-event-types.spec-fixtures';
import { SUMMARIES } from './event-summary';

describe('event summaries cover the domain', () => {
  const declared = domainEventTypes(join(__dirname, '../../../../domain'));

  it('finds the event types the domain declares, and no commands', () => {
    // Guards the scanner itself: an empty or command-polluted list would make the next test pass vacuously.
    expect(declared).toEqual(expect.arrayContaining(['CallBooked', 'CallApproved', 'PayoutCompleted', 'ProgramCommissionChanged', 'UnattributedBookingRecorded', 'PayoutMethodSet', 'ClickRecorded']));
    expect(declared).not.toEqual(expect.arrayContaining(['ApproveCall']));
    expect(declared).not.toContain('RecordUnattributedBooking');
    expect(declared.length).toBeGreaterThanOrEqual(40);
  });

  it('has a dedicated summary for every declared event type', () => {
    const missing = declared.filter((type) => !Object.prototype.hasOwnProperty.call(SUMMARIES, type));
    expect(missing).toEqual([]);
  });

  it('has no summary for a type the domain does not declare', () => {
    expect(Object.keys(SUMMARIES).filter((type) => !declared.includes(type))).toEqual([]);
  });
});
