'use client';

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartProps } from './chart-props';

// Distinguishable on white and for the common colour-vision deficiencies (Okabe and Ito's palette, then greys).
const colours = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#000000', '#6b7280', '#9ca3af'];

/** The chart of a report table; the table beside it holds the same figures and is what counts. */
export default function BarChartView({ rows, series, stacked }: ChartProps) {
  const data = rows.map((row) => ({ label: row.label, ...row.values }));
  return (
    <ResponsiveContainer width="100%" height={300}>
      <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
        <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {series.map((one, index) => (
          <Bar
            key={one.key}
            dataKey={one.key}
            name={one.label}
            stackId={stacked ? 'stack' : undefined}
            fill={colours[index % colours.length]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
