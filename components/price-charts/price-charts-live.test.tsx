/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { PriceHistoryLive } from './price-history-live';
import { PriceTrendLive } from './price-trend-live';

// The chart itself (Recharts) is not under test here: what a reader gets in its place is.
jest.mock('./price-history-chart', () => ({ __esModule: true, default: () => <svg data-testid="history-chart" /> }));
jest.mock('./price-trend-chart', () => ({ __esModule: true, default: () => <svg data-testid="trend-chart" /> }));

let enterView: () => void = () => {};
const answers = new Map<string, { status: number; body: unknown }>();
const asked: string[] = [];

beforeAll(() => {
  window.IntersectionObserver = class {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      enterView = () => this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
    }
    unobserve() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  global.fetch = jest.fn(async (url: string) => {
    asked.push(url);
    const answer = answers.get(url) ?? { status: 404, body: { error: 'No such project' } };
    return { ok: answer.status === 200, status: answer.status, json: async () => answer.body } as Response;
  }) as unknown as typeof fetch;
});
afterEach(() => {
  answers.clear();
  asked.length = 0;
});

const range = (recordedAt: string, minPrice: number, maxPrice: number) => ({
  configuration: '',
  minPrice,
  maxPrice,
  pricePerSqft: null,
  recordedAt,
});
const source = '/api/price-history/godrej/godrej-aristocrat';

async function nearViewport() {
  await act(async () => enterView());
  await act(async () => {});
}

describe("a project's price history", () => {
  it('shows the current price over an empty chart, and fetches nothing, until it nears the viewport', async () => {
    answers.set(source, { status: 200, body: { project: 'godrej/godrej-aristocrat', history: [] } });
    render(<PriceHistoryLive source={source} projectName="Godrej Aristocrat" currentPrice="₹ 5.7 Cr - 8.49 Cr" />);
    expect(screen.getByText('₹ 5.7 Cr - 8.49 Cr')).toBeInTheDocument();
    expect(asked).toEqual([]);
    await nearViewport();
    expect(asked).toEqual([source]);
    expect(screen.getByText('No published price yet')).toBeInTheDocument();
  });

  it('says since when the price is unchanged when there is one price', async () => {
    answers.set(source, {
      status: 200,
      body: { project: 'godrej/godrej-aristocrat', history: [range('2026-11-29T04:00:00.000Z', 56975000, 84900000)] },
    });
    render(<PriceHistoryLive source={source} projectName="Godrej Aristocrat" currentPrice="₹ 5.7 Cr - 8.49 Cr" />);
    await nearViewport();
    expect(screen.getByText('Price unchanged since 29 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText(/^₹ 5.7 Cr – ₹ 8.49 Cr, as published/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('draws the changes, with the sentence and a table of the prices for those who cannot see the chart', async () => {
    answers.set(source, {
      status: 200,
      body: {
        project: 'godrej/godrej-aristocrat',
        history: [range('2026-08-01T04:00:00.000Z', 56975000, 84900000), range('2026-11-29T04:00:00.000Z', 62000000, 91000000)],
      },
    });
    render(<PriceHistoryLive source={source} projectName="Godrej Aristocrat" currentPrice="₹ 6.2 Cr - 9.1 Cr" />);
    await nearViewport();
    expect(screen.getByText('Starting price up 8.8 % since 1 Aug 2026: from ₹ 5.7 Cr to ₹ 6.2 Cr (1 change).')).toBeInTheDocument();
    expect(await screen.findByTestId('history-chart')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Published prices of Godrej Aristocrat' });
    expect([...table.querySelectorAll('tbody tr')].map((row) => row.textContent)).toEqual([
      '1 Aug 2026₹ 5.7 Cr₹ 8.49 Cr',
      '29 Nov 2026₹ 6.2 Cr₹ 9.1 Cr',
    ]);
  });

  it('says so when the history cannot be loaded or has another shape', async () => {
    answers.set(source, { status: 200, body: { history: 'none' } });
    render(<PriceHistoryLive source={source} projectName="Godrej Aristocrat" currentPrice="₹ 5.7 Cr - 8.49 Cr" />);
    await nearViewport();
    expect(screen.getByText('Price history unavailable')).toBeInTheDocument();
    expect(screen.getByText('₹ 5.7 Cr - 8.49 Cr')).toBeInTheDocument();
  });
});

describe("a locality's price trend", () => {
  const trendSource = '/api/price-trend/gurgaon/golf-course-road';
  const quarters = (...medians: number[]) => ({
    locality: 'Golf Course Road',
    city: 'Gurgaon',
    trend: medians.map((median, index) => ({ quarter: `2026 Q${index + 1}`, medianPricePerSqft: median, configurations: 9 })),
  });

  it('gives the one quarter it has instead of a chart', async () => {
    answers.set(trendSource, { status: 200, body: quarters(21500) });
    render(<PriceTrendLive source={trendSource} locality="Golf Course Road" />);
    await nearViewport();
    expect(screen.getByText('₹ 21,500 per sq ft')).toBeInTheDocument();
    expect(screen.getByText(/The trend shows from next quarter\.$/)).toBeInTheDocument();
    expect(screen.queryByTestId('trend-chart')).toBeNull();
  });

  it('draws the quarters, with a table of them', async () => {
    answers.set(trendSource, { status: 200, body: quarters(20000, 21500) });
    render(<PriceTrendLive source={trendSource} locality="Golf Course Road" />);
    await nearViewport();
    expect(await screen.findByTestId('trend-chart')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Median price per sq ft in Golf Course Road, by quarter' });
    expect([...table.querySelectorAll('tbody tr')].map((row) => row.textContent)).toEqual(['2026 Q1₹ 20,0009', '2026 Q2₹ 21,5009']);
  });
});
