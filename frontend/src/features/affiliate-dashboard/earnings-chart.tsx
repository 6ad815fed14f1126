import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartsAnimate } from '../../lib/motion';
import { formatDollars } from '../../lib/format-money';
import type { ChartWeek } from './earnings-weeks';

const compactDollars = (value: number) => `$${value.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;

/**
 * The only module that imports recharts (docs/architecture/overview.md, Frontend): loaded lazily by the chart card,
 * so neither the entry chunk nor the rest of the dashboard waits for it.
 */
export default function EarningsChart({ weeks }: { weeks: ChartWeek[] }) {
  const animate = chartsAnimate();
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart accessibilityLayer={false} data={weeks} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="week" tickLine={false} axisLine={false} fontSize={12} />
        <YAxis tickFormatter={compactDollars} tickLine={false} axisLine={false} width={56} fontSize={12} />
        <Tooltip formatter={(value) => [formatDollars(Number(value)), 'Earned']} cursor={{ fill: 'rgba(37, 99, 235, 0.08)' }} />
        <Bar isAnimationActive={animate} dataKey="earned" name="Earned" fill="#2563eb" radius={[4, 4, 0, 0]} maxBarSize={48} />
      </BarChart>
    </ResponsiveContainer>
  );
}
