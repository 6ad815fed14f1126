import { addDays, formatDay } from '../../lib/zoned-time';

export interface WeekNavProps {
  weekStart: string;
  timeZone: string;
  canGoBack: boolean;
  canGoForward: boolean;
  onMove: (by: 1 | -1) => void;
}

/** docs/product/validation.md, Booking: weeks before the current one cannot be reached. */
export function WeekNav({ weekStart, timeZone, canGoBack, canGoForward, onMove }: WeekNavProps) {
  return (
    <div className="week-nav">
      <button type="button" className="btn btn-outline btn-small" onClick={() => onMove(-1)} disabled={!canGoBack}  aria-label="Previous week">
        {/* The visible words must be part of the accessible name ("Prev" is not a word of it). */}
        ‹ Previous
      </button>
      <div className="week-nav-label">
        <strong aria-live="polite">
          {formatDay(weekStart)} – {formatDay(addDays(weekStart, 6))}
        </strong>
        <span className="small muted">Times in {timeZone.replace(/_/g, ' ')}</span>
      </div>
      <button type="button" className="btn btn-outline btn-small" onClick={() => onMove(1)} disabled={!canGoForward} aria-label="Next week">
        Next ›
      </button>
    </div>
  );
}
