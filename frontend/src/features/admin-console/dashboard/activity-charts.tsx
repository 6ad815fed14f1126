import type { ActivityDay } from '@leadledger/contracts/admin';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartsAnimate } from '../../../lib/motion';
import { formatCents } from '../shared/money';

const axis = { tickLine: false, axisLine: false, fontSize: 12 } as const;
const compactDollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`;

/** recharts lives only in the admin chunks (docs/architecture/overview.md, Frontend): this module is loaded lazily. */
export default function ActivityCharts({ days }: { days: ActivityDay[] }) {
  const animate = chartsAnimate();
  return (
    <div className="admin-chart-grid">
      <figure className="admin-chart">
        <figcaption className="small muted">Bookings, approvals and rejections per day</figcaption>
        <ResponsiveContainer width="100%" height={240}>
          <BarChart accessibilityLayer={false} data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
            <XAxis dataKey="day" {...axis} />
            <YAxis allowDecimals={false} width={36} {...axis} />
            <Tooltip />
            <Legend />
            <Bar isAnimationActive={animate} dataKey="bookings" name="Bookings" fill="#2563eb" />
            <Bar isAnimationActive={animate} dataKey="approvals" name="Approvals" fill="#047857" />
            <Bar isAnimationActive={animate} dataKey="rejections" name="Rejections" fill="#b91c1c" />
          </BarChart>
        </ResponsiveContainer>
      </figure>
      <figure className="admin-chart">
        <figcaption className="small muted">Fees and payouts per day</figcaption>
        <ResponsiveContainer width="100%" height={240}>
          <LineChart accessibilityLayer={false} data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
            <XAxis dataKey="day" {...axis} />
            <YAxis tickFormatter={compactDollars} width={56} {...axis} />
            <Tooltip formatter={(value) => formatCents(Number(value))} />
            <Legend />
            <Line type="monotone" dataKey="feesCents" name="Fees" stroke="#1d4ed8" dot={false} />
            <Line type="monotone" dataKey="payoutsCents" name="Payouts" stroke="#b45309" dot={false} />
          </LineChart>
        </ResponsiveContainer>
      </figure>
    </div>
  );
}
