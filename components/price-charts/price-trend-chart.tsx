'use client';

import { roundTicks, shortQuarter, type LocalityTrend } from '@/lib/site/project/price-series';
import { formatRupees } from '@/lib/site/project/rupees';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_COLOURS } from './chart-colours';

const tick = { fill: CHART_COLOURS.text, fontSize: 12 };
const thousands = (rupees: number) => `₹ ${Math.round(rupees / 100) / 10}k`;

/**
 * A point a quarter on an axis of round rates around them (from zero, a few per cent would not show), without
 * animation; its text equivalent is the sentence and table beside it.
 */
export default function PriceTrendChart({ trend }: { trend: LocalityTrend }) {
  const medians = trend.map((quarter) => quarter.medianPricePerSqft);
  // A little room above and below, so that no point sits on the axis's edge.
  const ticks = roundTicks(Math.min(...medians) * 0.99, Math.max(...medians) * 1.01);
  return (
    <ResponsiveContainer width="100%" height="100%" minWidth={0}>
      <LineChart data={trend} margin={{ top: 8, right: 16, bottom: 0, left: 4 }} accessibilityLayer={false}>
        <CartesianGrid stroke={CHART_COLOURS.grid} vertical={false} />
        <XAxis
          dataKey="quarter"
          tickFormatter={shortQuarter}
          tick={tick}
          interval="preserveStartEnd"
          minTickGap={8}
          padding={{ left: 12, right: 12 }}
        />
        <YAxis tickFormatter={thousands} tick={tick} width={64} ticks={ticks} domain={[ticks[0]!, ticks.at(-1)!]} />
        <Tooltip isAnimationActive={false} formatter={(rupees) => [`${formatRupees(Number(rupees))} per sq ft`, 'Median']} />
        <Line
          type="linear"
          dataKey="medianPricePerSqft"
          name="Median"
          stroke={CHART_COLOURS.primary}
          strokeWidth={2.5}
          dot={{ r: 4, fill: CHART_COLOURS.primary }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
