import { formatCents } from '../shared/money';

/** One money figure of an as-of answer, in a `dl`. */
export function Figure({ label, cents }: { label: string; cents: number }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{formatCents(cents)}</dd>
    </div>
  );
}
