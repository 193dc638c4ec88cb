'use client';

import { Cell, Pie, PieChart } from 'recharts';

const EMI_CHART_COLOURS = { principal: '#12355b', interest: '#c8922a' } as const;

/** The principal/interest donut; its text equivalent is the legend beside it. */
export default function EmiChart({ principal, interest }: { principal: number; interest: number }) {
  const data = [
    { name: 'Principal', value: principal, fill: EMI_CHART_COLOURS.principal },
    { name: 'Interest', value: interest, fill: EMI_CHART_COLOURS.interest },
  ];
  return (
    <PieChart width={220} height={220} accessibilityLayer={false}>
      <Pie data={data} dataKey="value" nameKey="name" innerRadius={60} outerRadius={100} isAnimationActive={false} stroke="#fff">
        {data.map((slice) => (
          <Cell key={slice.name} fill={slice.fill} />
        ))}
      </Pie>
    </PieChart>
  );
}
