import { browserZone, formatFullDateTime } from '../../lib/zoned-time';

/** The chosen time in the merchant's zone, and in the customer's own when that differs. */
export function SelectedSlot({ selected, timeZone }: { selected: Date | null; timeZone: string }) {
  if (!selected) return <p className="muted selected-slot">No time selected yet. Pick an available slot.</p>;
  const local = browserZone();
  return (
    <div className="selected-slot notice" aria-live="polite">
      <strong>{formatFullDateTime(selected, timeZone)}</strong>
      {local !== timeZone && <span className="small muted">Your time: {formatFullDateTime(selected, local)}</span>}
    </div>
  );
}
