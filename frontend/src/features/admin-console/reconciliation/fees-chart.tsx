import type { ReconciliationRow } from '@leadledger/contracts/admin';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartsAnimate } from '../../../lib/motion';
import { formatCents } from '../shared/money';

const compactDollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`;

/** Fees earned and refunded per period as bars, net as a line; loaded lazily (docs/architecture/overview.md, Frontend). */
export default function FeesChart({ rows }: { rows: ReconciliationRow[] }) {
  const animate = chartsAnimate();
  return (
    <ResponsiveContainer width="100%" height={260}>
      <ComposedChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="period" tickLine={false} axisLine={false} fontSize={12} />
        <YAxis tickFormatter={compactDollars} tickLine={false} axisLine={false} width={56} fontSize={12} />
        <Tooltip formatter={(value) => formatCents(Number(value))} />
        <Legend />
        <Bar isAnimationActive={animate} dataKey="feesEarnedCents" name="Fees earned" fill="#1d4ed8" />
        <Bar isAnimationActive={animate} dataKey="feesRefundedCents" name="Fees refunded" fill="#b91c1c" />
        <Line type="monotone" dataKey="netFeesCents" name="Net fees" stroke="#047857" strokeWidth={2} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
