// zod's mini build: this module goes to the browser with the charts, and the full build would weigh more than they do.
import * as z from 'zod/mini';
import { formatCroreLakh, formatRupees } from './rupees';

/** What /api/price-history/<developer>/<project> answers (app/api/price-history). */
export const priceHistoryPayload = z.object({
  project: z.string(),
  history: z.array(
    z.object({
      configuration: z.string(),
      minPrice: z.nullable(z.number()),
      maxPrice: z.nullable(z.number()),
      pricePerSqft: z.nullable(z.number()),
      recordedAt: z.iso.datetime({ offset: true }),
    }),
  ),
});

/** What /api/price-trend/<city>/<locality> answers (app/api/price-trend). */
export const priceTrendPayload = z.object({
  locality: z.string(),
  city: z.string(),
  trend: z.array(z.object({ quarter: z.string(), medianPricePerSqft: z.number(), configurations: z.int() })),
});

/** A project's price range from one publish on: its lowest ("from") and highest ("up to") price. */
export type PricePoint = { at: number; from: number; upTo: number };

export type ProjectPriceStory =
  | { kind: 'none' }
  | { kind: 'unchanged'; since: number; from: number; upTo: number }
  | { kind: 'changed'; points: PricePoint[]; first: PricePoint; last: PricePoint };

/**
 * A project's price range as its publishes set it, oldest first: one point per change of the range (a publish that
 * set the same range again is no change). 'unchanged' when it has never changed since our records began.
 */
export function projectPriceStory(payload: z.infer<typeof priceHistoryPayload>): ProjectPriceStory {
  const points: PricePoint[] = [];
  for (const record of payload.history) {
    if (record.configuration !== '' || record.minPrice === null) continue;
    const point = { at: Date.parse(record.recordedAt), from: record.minPrice, upTo: record.maxPrice ?? record.minPrice };
    const last = points.at(-1);
    if (last && last.from === point.from && last.upTo === point.upTo) continue;
    points.push(point);
  }
  const [first] = points;
  if (!first) return { kind: 'none' };
  if (points.length === 1) return { kind: 'unchanged', since: first.at, from: first.from, upTo: first.upTo };
  return { kind: 'changed', points, first, last: points.at(-1)! };
}

/** The chart's rows: the points, and the last range carried on to `now` so that the line reaches today. */
export const priceChartRows = (points: readonly PricePoint[], now: number): PricePoint[] =>
  points.length && now > points.at(-1)!.at ? [...points, { ...points.at(-1)!, at: now }] : [...points];

/** A change from `before` to `after` in words a buyer reads at a glance: "up 8.8 %", "down 2 %", "no change". */
export function changeInWords(before: number, after: number): string {
  if (before === after || before === 0) return 'no change';
  const percent = Math.round((Math.abs(after - before) / before) * 1000) / 10;
  return `${after > before ? 'up' : 'down'} ${percent} %`;
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
/** '29 Nov 2026', in India's time. */
export const formatDay = (at: number): string => dateFormat.format(at);

/** '₹ 5.7 Cr – ₹ 8.49 Cr', or one price when the range is a single price. */
export const formatRange = (from: number, upTo: number): string =>
  from === upTo ? formatCroreLakh(from) : `${formatCroreLakh(from)} – ${formatCroreLakh(upTo)}`;

/** The one sentence above the chart, or in its place when there is nothing to draw. */
export function projectPriceSummary(story: ProjectPriceStory): string {
  switch (story.kind) {
    case 'none':
      return 'No price has been published for this project yet: ask us for the current price.';
    case 'unchanged':
      return `Price unchanged since ${formatDay(story.since)}: ${formatRange(story.from, story.upTo)}.`;
    case 'changed': {
      const { first, last } = story;
      return `Starting price ${changeInWords(first.from, last.from)} since ${formatDay(first.at)}: from ${formatCroreLakh(first.from)} to ${formatCroreLakh(last.from)} (${story.points.length - 1} ${story.points.length === 2 ? 'change' : 'changes'}).`;
    }
  }
}

export type LocalityTrend = z.infer<typeof priceTrendPayload>['trend'];

/** The sentence above the locality's chart, or in its place when there is one quarter only. */
export function localityTrendSummary(trend: LocalityTrend, locality: string): string {
  const first = trend[0];
  const last = trend.at(-1);
  if (!first || !last) return `No price per sq ft has been published for ${locality} yet.`;
  const plans = `${last.configurations} floor ${last.configurations === 1 ? 'plan' : 'plans'}`;
  if (trend.length === 1)
    return `Median ${formatRupees(last.medianPricePerSqft)} per sq ft in ${last.quarter}, across ${plans}. The trend shows from next quarter.`;
  const change = changeInWords(first.medianPricePerSqft, last.medianPricePerSqft);
  return `Median price per sq ft ${change} since ${first.quarter}: ${formatRupees(first.medianPricePerSqft)} to ${formatRupees(last.medianPricePerSqft)} in ${last.quarter}, across ${plans}.`;
}

/**
 * Round ticks for a value axis from `low` to `high` (about `count` of them, steps of 1, 2, 2.5 or 5 times a power of
 * ten), starting at or below `low` and ending at or above `high`: so that a price axis reads ₹ 5 Cr, ₹ 6 Cr…
 */
export function roundTicks(low: number, high: number, count = 5): number[] {
  if (!(high > low)) return [low];
  const rough = (high - low) / Math.max(1, count - 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough)!;
  const ticks: number[] = [];
  for (let tick = Math.floor(low / step) * step; tick < high + step; tick += step) {
    ticks.push(Math.round(tick * 1000) / 1000);
    if (tick >= high) break;
  }
  return ticks;
}

/** 'Q1 ’26' from '2026 Q1': short enough for every quarter of a year on a phone. */
export const shortQuarter = (quarter: string): string => quarter.replace(/^\d{2}(\d{2}) (Q\d)$/, '$2 ’$1');
