export interface StatCard {
  label: string;
  value: string;
  note?: string;
}

/** A row of figure cards (label, big value, small note), as a labelled list screen readers can count. */
export function StatCards({ label, items }: { label: string; items: StatCard[] }) {
  return (
    <ul className="figure-cards" aria-label={label}>
      {items.map((item) => (
        <li key={item.label} className="card figure-card">
          <span className="figure-card-label">{item.label}</span>
          <strong className="figure-card-value">{item.value}</strong>
          {item.note && <span className="muted small">{item.note}</span>}
        </li>
      ))}
    </ul>
  );
}
