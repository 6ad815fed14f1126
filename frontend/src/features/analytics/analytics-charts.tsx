import type { AnalyticsWeek } from '@leadledger/contracts/analytics';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartsAnimate } from '../../lib/motion';
import { formatCents } from '../../lib/format-money';

const axis = { tickLine: false, axisLine: false, fontSize: 12 } as const;
const compactDollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`;
const weekLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const label = (weekStart: string) => weekLabel.format(new Date(`${weekStart}T00:00:00Z`));

/**
 * The weekly trend: calls by outcome (stacked) and spend. Loaded lazily with the analytics page so
 * recharts never weighs on the public pages; its figures are also in the page's tables for
 * screen readers (the charts are hidden from them, analytics-page.tsx).
 */
export default function AnalyticsCharts({ weeks }: { weeks: AnalyticsWeek[] }) {
  const animate = chartsAnimate();
  const data = weeks.map((w) => ({ ...w, week: label(w.weekStart) }));
  return (
    <div className="analytics-charts">
      <figure className="analytics-chart">
        <figcaption className="small muted">Calls booked each week, by outcome</figcaption>
        <ResponsiveContainer width="100%" height={240}>
          <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
            <XAxis dataKey="week" {...axis} />
            <YAxis allowDecimals={false} width={32} {...axis} />
            <Tooltip />
            <Legend />
            <Bar isAnimationActive={animate} dataKey="approved" name="Approved" stackId="calls" fill="#047857" />
            <Bar isAnimationActive={animate} dataKey="rejected" name="Rejected" stackId="calls" fill="#b91c1c" />
            <Bar isAnimationActive={animate} dataKey="pending" name="No decision yet" stackId="calls" fill="#94a3b8" />
          </BarChart>
        </ResponsiveContainer>
      </figure>
      <figure className="analytics-chart">
        <figcaption className="small muted">Spend each week (charges less refunds)</figcaption>
        <ResponsiveContainer width="100%" height={240}>
          <LineChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
            <XAxis dataKey="week" {...axis} />
            <YAxis tickFormatter={compactDollars} width={56} {...axis} />
            <Tooltip formatter={(value) => formatCents(Number(value))} />
            <Line type="linear" dataKey="spendCents" name="Spend" stroke="#1d4ed8" dot={false} />
          </LineChart>
        </ResponsiveContainer>
      </figure>
    </div>
  );
}
