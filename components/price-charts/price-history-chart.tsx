'use client';

import type { PricePoint } from '@/lib/site/project/price-series';
import { formatDay, roundTicks } from '@/lib/site/project/price-series';
import { formatCroreLakh } from '@/lib/site/project/rupees';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_COLOURS } from './chart-colours';

const monthFormat = new Intl.DateTimeFormat('en-IN', { month: 'short', year: '2-digit', timeZone: 'Asia/Kolkata' });
const tick = { fill: CHART_COLOURS.text, fontSize: 12 };

/**
 * The range as steps: each price holds until the day a publish changed it. No animation at all (nothing moves for
 * a visitor who asks for less motion, and nothing needs to); its text equivalent is the sentence and table beside it.
 */
export default function PriceHistoryChart({ rows }: { rows: PricePoint[] }) {
  const ticks = roundTicks(Math.min(...rows.map((row) => row.from)), Math.max(...rows.map((row) => row.upTo)));
  return (
    <ResponsiveContainer width="100%" height="100%" minWidth={0}>
      <LineChart data={rows} margin={{ top: 8, right: 12, bottom: 0, left: 4 }} accessibilityLayer={false}>
        <CartesianGrid stroke={CHART_COLOURS.grid} vertical={false} />
        <XAxis
          dataKey="at"
          type="number"
          scale="time"
          domain={['dataMin', 'dataMax']}
          tickFormatter={(at: number) => monthFormat.format(at)}
          tick={tick}
          minTickGap={24}
        />
        <YAxis
          tickFormatter={(rupees: number) => formatCroreLakh(rupees)}
          tick={tick}
          width={76}
          ticks={ticks}
          domain={[ticks[0]!, ticks.at(-1)!]}
        />
        <Tooltip
          isAnimationActive={false}
          labelFormatter={(at) => formatDay(Number(at))}
          formatter={(rupees) => formatCroreLakh(Number(rupees))}
        />
        <Line
          type="stepAfter"
          dataKey="upTo"
          name="Highest price"
          stroke={CHART_COLOURS.accent}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          type="stepAfter"
          dataKey="from"
          name="Starting price"
          stroke={CHART_COLOURS.primary}
          strokeWidth={2.5}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
