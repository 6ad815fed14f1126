import type { TimeBlock } from './calendar.port';

/**
 * Busy blocks as Google's free/busy gives them: clipped to the asked range, sorted, and with
 * overlapping or touching blocks merged. Both Google adapters return this shape, so the booking
 * rules (docs/product/attribution-and-booking.md, Booking slots) see the same thing from the sandbox as from the real calendar.
 */
export function normalizeBusyBlocks(blocks: readonly TimeBlock[], from: Date, to: Date): TimeBlock[] {
  const clipped = blocks
    .map((b) => ({ start: Math.max(b.start.getTime(), from.getTime()), end: Math.min(b.end.getTime(), to.getTime()) }))
    .filter((b) => b.start < b.end)
    .sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const block of clipped) {
    const last = merged.at(-1);
    if (last && block.start <= last.end) last.end = Math.max(last.end, block.end);
    else merged.push({ ...block });
  }
  return merged.map((b) => ({ start: new Date(b.start), end: new Date(b.end) }));
}
