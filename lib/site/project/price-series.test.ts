import {
  changeInWords,
  localityTrendSummary,
  priceChartRows,
  priceHistoryPayload,
  priceTrendPayload,
  projectPriceStory,
  projectPriceSummary,
  roundTicks,
  shortQuarter,
} from './price-series';

const record = (recordedAt: string, minPrice: number | null, maxPrice: number | null, configuration = '') => ({
  configuration,
  minPrice,
  maxPrice,
  pricePerSqft: configuration ? 14500 : null,
  recordedAt,
});
const payload = (...history: ReturnType<typeof record>[]) => priceHistoryPayload.parse({ project: 'godrej/godrej-aristocrat', history });

describe("a project's price story", () => {
  it('is the range at each change, oldest first, ignoring floor plans, prices on request and ranges set again', () => {
    const story = projectPriceStory(
      payload(
        record('2026-11-20T04:30:00.000Z', 57000000, 84900000),
        record('2026-11-20T04:30:00.000Z', 26825000, 26825000, '3 BHK'),
        record('2026-12-01T04:30:00.000Z', 57000000, 84900000),
        record('2027-01-15T04:30:00.000Z', 62000000, 91000000),
      ),
    );
    expect(story).toEqual({
      kind: 'changed',
      points: [
        { at: Date.parse('2026-11-20T04:30:00.000Z'), from: 57000000, upTo: 84900000 },
        { at: Date.parse('2027-01-15T04:30:00.000Z'), from: 62000000, upTo: 91000000 },
      ],
      first: { at: Date.parse('2026-11-20T04:30:00.000Z'), from: 57000000, upTo: 84900000 },
      last: { at: Date.parse('2027-01-15T04:30:00.000Z'), from: 62000000, upTo: 91000000 },
    });
    expect(projectPriceSummary(story)).toBe('Starting price up 8.8 % since 20 Nov 2026: from ₹ 5.7 Cr to ₹ 6.2 Cr (1 change).');
  });

  it('says since when the price is unchanged when there is one price only, and asks for it when there is none', () => {
    const once = projectPriceStory(payload(record('2026-11-29T20:00:00.000Z', 57000000, 84900000)));
    expect(once).toEqual({ kind: 'unchanged', since: Date.parse('2026-11-29T20:00:00.000Z'), from: 57000000, upTo: 84900000 });
    // 20:00 UTC is the next morning in India.
    expect(projectPriceSummary(once)).toBe('Price unchanged since 30 Nov 2026: ₹ 5.7 Cr – ₹ 8.49 Cr.');
    const none = projectPriceStory(payload(record('2026-11-29T04:00:00.000Z', null, null)));
    expect(none).toEqual({ kind: 'none' });
    expect(projectPriceSummary(none)).toMatch(/^No price has been published/);
  });

  it("carries the last range on to today, so that the chart's line reaches it", () => {
    const points = [{ at: 1000, from: 5, upTo: 9 }];
    expect(priceChartRows(points, 5000)).toEqual([...points, { at: 5000, from: 5, upTo: 9 }]);
    expect(priceChartRows(points, 1000)).toEqual(points);
    expect(priceChartRows([], 5000)).toEqual([]);
  });

  it('refuses an answer of another shape', () => {
    expect(() => priceHistoryPayload.parse({ project: 'x', history: [{ ...record('yesterday', 1, 1) }] })).toThrow();
    expect(() => priceHistoryPayload.parse({ history: [] })).toThrow();
  });
});

describe("a locality's trend in words", () => {
  const trend = (...medians: number[]) =>
    priceTrendPayload.parse({
      locality: 'Golf Course Road',
      city: 'Gurgaon',
      trend: medians.map((median, index) => ({ quarter: `2026 Q${index + 1}`, medianPricePerSqft: median, configurations: 12 })),
    }).trend;

  it('names the change from the first quarter to the last', () => {
    expect(localityTrendSummary(trend(20000, 21000, 22500), 'Golf Course Road')).toBe(
      'Median price per sq ft up 12.5 % since 2026 Q1: ₹ 20,000 to ₹ 22,500 in 2026 Q3, across 12 floor plans.',
    );
  });

  it('gives the one quarter it has, and says none when there is none', () => {
    expect(localityTrendSummary(trend(20000), 'Golf Course Road')).toBe(
      'Median ₹ 20,000 per sq ft in 2026 Q1, across 12 floor plans. The trend shows from next quarter.',
    );
    expect(localityTrendSummary([], 'Golf Course Road')).toBe('No price per sq ft has been published for Golf Course Road yet.');
  });

  it('words a change for a buyer', () => {
    expect([changeInWords(100, 100), changeInWords(100, 98), changeInWords(0, 5)]).toEqual(['no change', 'down 2 %', 'no change']);
  });
});

describe("the charts' axes", () => {
  it('have round ticks covering the values', () => {
    expect(roundTicks(56975000, 91000000)).toEqual([50000000, 60000000, 70000000, 80000000, 90000000, 100000000]);
    expect(roundTicks(21500, 22739)).toEqual([21500, 22000, 22500, 23000]);
    expect(roundTicks(5, 5)).toEqual([5]);
  });

  it('name a quarter shortly', () => {
    expect([shortQuarter('2026 Q1'), shortQuarter('Q1')]).toEqual(['Q1 ’26', 'Q1']);
  });
});
