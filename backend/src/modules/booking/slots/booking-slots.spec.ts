import { availableSlots, currentWeekStart, slotProblem, weekRange, weekSlotStarts } from './booking-slots';
import { instantOf, parseIsoDate, wallTimeAt } from './zoned-time';

const NY = 'America/New_York';

describe('zoned time', () => {
  it('converts wall time to instants on both sides of a DST change', () => {
    expect(instantOf({ year: 2026, month: 3, day: 6 }, 9, 0, NY).toISOString()).toBe('2026-03-06T14:00:00.000Z'); // EST
    expect(instantOf({ year: 2026, month: 3, day: 9 }, 9, 0, NY).toISOString()).toBe('2026-03-09T13:00:00.000Z'); // EDT
    expect(instantOf({ year: 2026, month: 3, day: 9 }, 9, 30, 'Asia/Kolkata').toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('reads wall time back, weekday included', () => {
    expect(wallTimeAt(new Date('2026-03-09T13:00:00Z'), NY)).toMatchObject({ year: 2026, month: 3, day: 9, hour: 9, minute: 0, weekday: 1 });
  });

  it('rejects impossible dates', () => {
    expect(parseIsoDate('2026-02-30')).toBeNull();
    expect(parseIsoDate('2026-2-3')).toBeNull();
    expect(parseIsoDate('2026-03-08')).toEqual({ year: 2026, month: 3, day: 8 });
  });
});

describe('booking grid', () => {
  const week = { year: 2026, month: 3, day: 8 }; // a Sunday; DST starts that night in New York

  it('has 23 slots a weekday, 06:00 to 17:00 starts, Monday to Friday', () => {
    const starts = weekSlotStarts(week, NY);
    expect(starts).toHaveLength(5 * 23);
    expect(wallTimeAt(starts[0], NY)).toMatchObject({ weekday: 1, hour: 6, minute: 0 });
    expect(wallTimeAt(starts[22], NY)).toMatchObject({ weekday: 1, hour: 17, minute: 0 });
    expect(wallTimeAt(starts.at(-1)!, NY)).toMatchObject({ weekday: 5, hour: 17, minute: 0 });
  });

  it('finds the current week from the merchant wall date', () => {
    // Sunday 02:00 UTC is still Saturday evening in New York.
    expect(currentWeekStart(new Date('2026-03-08T02:00:00Z'), NY)).toEqual({ year: 2026, month: 3, day: 1 });
    expect(currentWeekStart(new Date('2026-03-08T12:00:00Z'), NY)).toEqual({ year: 2026, month: 3, day: 8 });
    expect(weekRange(week, NY).start.toISOString()).toBe('2026-03-08T05:00:00.000Z');
  });

  it('leaves out past slots and slots overlapping busy blocks', () => {
    const now = new Date('2026-03-09T13:10:00Z'); // Monday 09:10 EDT
    const busy = [{ start: new Date('2026-03-09T14:15:00Z'), end: new Date('2026-03-09T14:45:00Z') }];
    const slots = availableSlots(week, NY, now, busy).map((d) => d.toISOString());
    expect(slots[0]).toBe('2026-03-09T13:30:00.000Z');
    expect(slots).not.toContain('2026-03-09T14:00:00.000Z');
    expect(slots).not.toContain('2026-03-09T14:30:00.000Z');
    expect(slots).toContain('2026-03-09T15:00:00.000Z');
  });

  it('names what is wrong with a start time', () => {
    const now = new Date('2026-03-02T12:00:00Z');
    expect(slotProblem(new Date('2026-03-09T13:00:00Z'), NY, now)).toBeNull();
    expect(slotProblem(new Date('2026-03-07T15:00:00Z'), NY, now)).toBe('weekend');
    expect(slotProblem(new Date('2026-03-09T09:30:00Z'), NY, now)).toBe('outside-hours'); // 05:30
    expect(slotProblem(new Date('2026-03-09T21:30:00Z'), NY, now)).toBe('outside-hours'); // 17:30
    expect(slotProblem(new Date('2026-03-09T21:00:00Z'), NY, now)).toBeNull(); // 17:00, the last start
    expect(slotProblem(new Date('2026-03-09T13:15:00Z'), NY, now)).toBe('not-on-grid');
    expect(slotProblem(new Date('2026-03-02T14:00:00Z'), NY, new Date('2026-03-02T15:00:00Z'))).toBe('past');
    expect(slotProblem(new Date('2027-03-09T13:00:00Z'), NY, now)).toBe('too-far');
  });
});
