import type { CalendarEventsResponse, SlotGrid } from '@leadledger/contracts/booking';
import { zonedTimeToInstant } from '../../lib/zoned-time';
import { buildWeek } from './week-slots';

// Tuesday 12 August 2025, 10:10 in New York; the week starts Sunday the 10th.
const NOW = new Date('2025-08-12T14:10:00Z');
const NY = 'America/New_York';
const WEEK = '2025-08-10';
const SERVER_GRID: SlotGrid = { firstStartMinutes: 360, lastStartMinutes: 1020, slotMinutes: 30 };

/** What the server answers with nothing busy: every weekday slot of its grid that is still ahead. */
function serverWeek(grid: SlotGrid, busy: CalendarEventsResponse['busy'] = []): CalendarEventsResponse {
  const availableSlots: string[] = [];
  for (const day of ['2025-08-11', '2025-08-12', '2025-08-13', '2025-08-14', '2025-08-15']) {
    for (let m = grid.firstStartMinutes; m <= grid.lastStartMinutes; m += grid.slotMinutes) {
      const start = zonedTimeToInstant(day, Math.floor(m / 60), m % 60, NY);
      const end = start.getTime() + grid.slotMinutes * 60_000;
      const isBusy = busy.some((b) => new Date(b.start).getTime() < end && start.getTime() < new Date(b.end).getTime());
      if (start > NOW && !isBusy) availableSlots.push(start.toISOString());
    }
  }
  return { timeZone: NY, busy, availableSlots, slotGrid: grid };
}

const slotsOf = (days: ReturnType<typeof buildWeek>) => days.flatMap((d) => d.slots.map((s) => ({ ...s, date: d.date })));

describe('the booking grid', () => {
  it('draws the rows the server books on: 6:00 AM to 5:00 PM starts, no 5:30 PM row', () => {
    const days = buildWeek(WEEK, NY, serverWeek(SERVER_GRID), NOW);
    const monday = days[1].slots.map((s) => s.time);
    expect(monday).toHaveLength(23);
    expect(monday[0]).toBe('6:00 AM');
    expect(monday.at(-1)).toBe('5:00 PM');
    expect(monday).not.toContain('5:30 PM');
  });

  it('shows no slot as taken when nothing is busy, and every offered slot as available', () => {
    const week = serverWeek(SERVER_GRID);
    const slots = slotsOf(buildWeek(WEEK, NY, week, NOW));
    expect(slots.filter((s) => s.state === 'taken')).toEqual([]);
    const available = slots.filter((s) => s.state === 'available').map((s) => s.start.toISOString());
    expect(available).toEqual(week.availableSlots);
  });

  it('never shows a slot the server does not offer as bookable', () => {
    const busy = [{ start: '2025-08-13T13:00:00.000Z', end: '2025-08-13T14:00:00.000Z' }]; // Wednesday 9:00 to 10:00
    const week = serverWeek(SERVER_GRID, busy);
    const offered = new Set(week.availableSlots);
    const slots = slotsOf(buildWeek(WEEK, NY, week, NOW));
    for (const s of slots) if (s.state === 'available') expect(offered.has(s.start.toISOString())).toBe(true);
    expect(slots.filter((s) => s.state === 'taken').map((s) => `${s.date} ${s.time}`)).toEqual(['2025-08-13 9:00 AM', '2025-08-13 9:30 AM']);
  });

  it('follows the grid the server sends, so the two cannot drift apart', () => {
    const days = buildWeek(WEEK, NY, serverWeek({ firstStartMinutes: 540, lastStartMinutes: 600, slotMinutes: 30 }), NOW);
    expect(days[3].slots.map((s) => [s.time, s.state])).toEqual([
      ['9:00 AM', 'available'],
      ['9:30 AM', 'available'],
      ['10:00 AM', 'available'],
    ]);
    expect(days[0].slots.every((s) => s.state === 'weekend')).toBe(true);
  });
});
