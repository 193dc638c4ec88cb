'use client';

import type { LocalityTrend } from '@/lib/site/project/price-series';
import { formatRupees } from '@/lib/site/project/rupees';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_COLOURS } from './chart-colours';

const tick = { fill: CHART_COLOURS.text, fontSize: 12 };
const thousands = (rupees: number) => `₹ ${Math.round(rupees / 100) / 10}k`;

/** One bar a quarter, without animation; its text equivalent is the sentence and table beside it. */
export default function PriceTrendChart({ trend }: { trend: LocalityTrend }) {
  return (
    <ResponsiveContainer width="100%" height="100%" minWidth={0}>
      <BarChart data={trend} margin={{ top: 8, right: 12, bottom: 0, left: 4 }} accessibilityLayer={false}>
        <CartesianGrid stroke={CHART_COLOURS.grid} vertical={false} />
        <XAxis dataKey="quarter" tick={tick} minTickGap={12} />
        <YAxis tickFormatter={thousands} tick={tick} width={64} />
        <Tooltip
          isAnimationActive={false}
          cursor={{ fill: '#e8eef6' }}
          formatter={(rupees) => [`${formatRupees(Number(rupees))} per sq ft`, 'Median']}
        />
        <Bar dataKey="medianPricePerSqft" name="Median" fill={CHART_COLOURS.primary} radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
