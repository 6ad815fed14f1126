import { formatDay, formatLongDay } from '../../lib/zoned-time';
import { slotStateLabel, type Day, type Slot } from './week-slots';

export interface WeekGridProps {
  days: Day[];
  selected: Date | null;
  onSelect: (slot: Slot) => void;
}

const legend: { state: Slot['state'] | 'selected'; label: string }[] = [
  { state: 'available', label: 'Available' },
  { state: 'selected', label: 'Selected' },
  { state: 'taken', label: 'Taken' },
  { state: 'past', label: 'Past' },
  { state: 'weekend', label: 'Weekend' },
];

/** Seven day columns from Sunday; on narrow screens the columns scroll sideways. */
export function WeekGrid({ days, selected, onSelect }: WeekGridProps) {
  return (
    <div className="stack">
      <ul className="slot-legend" aria-label="Slot legend">
        {legend.map((item) => (
          <li key={item.state}>
            <span className={`slot-swatch slot-${item.state}`} aria-hidden="true" />
            {item.label}
          </li>
        ))}
      </ul>
      <div className="week-grid" role="group" aria-label="Available times">
        {days.map((day) => (
          <section key={day.date} className={`week-day${day.isWeekend ? ' week-day-weekend' : ''}`} aria-label={formatLongDay(day.date)}>
            <h3 className="week-day-title">{formatDay(day.date)}</h3>
            {day.isWeekend ? (
              <p className="week-day-closed">Closed on weekends</p>
            ) : (
              <ul className="slot-list">
                {day.slots.map((slot) => {
                  const isSelected = selected?.getTime() === slot.start.getTime();
                  return (
                    <li key={slot.start.toISOString()}>
                      <button
                        type="button"
                        className={`slot slot-${isSelected ? 'selected' : slot.state}`}
                        disabled={slot.state !== 'available'}
                        aria-pressed={slot.state === 'available' ? isSelected : undefined}
                        aria-label={`${formatLongDay(day.date)} at ${slot.time}, ${isSelected ? 'selected' : slotStateLabel[slot.state]}`}
                        onClick={() => onSelect(slot)}
                      >
                        {slot.time}
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
