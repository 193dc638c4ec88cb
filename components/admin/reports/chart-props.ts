/** A chart's figures, plain data from the server: one bar (or stack) per row, one colour per series. */
export type ChartProps = {
  rows: { label: string; values: Record<string, number> }[];
  series: { key: string; label: string }[];
  stacked: boolean;
};
