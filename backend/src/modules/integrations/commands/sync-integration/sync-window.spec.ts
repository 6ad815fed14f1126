import { syncWindow, WEEKS_COVERED } from './sync-window';

describe('calendar sync window', () => {
  it('starts on the Sunday of the current week and spans five weeks', () => {
    const { from, to } = syncWindow(new Date('2026-11-25T15:30:00Z')); // a Wednesday
    expect(from.toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(to.toISOString()).toBe('2026-12-27T00:00:00.000Z');
    expect(WEEKS_COVERED).toBe(5);
  });

  it('starts today when today is Sunday', () => {
    expect(syncWindow(new Date('2026-11-22T00:00:00Z')).from.toISOString()).toBe('2026-11-22T00:00:00.000Z');
  });
});
