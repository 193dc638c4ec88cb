import type { PrismaClient } from '@/lib/generated/prisma/client';
import { CONTENT_FILES } from '@/lib/site/content/files';
import { attachFloors, listEntries } from '@/lib/site/content/projects';
import { parseAreaRange } from '@/lib/site/project/area';
import { parsePricePerSqft } from '@/lib/site/project/rupees';
import 'server-only';
import type { CatalogueDocuments } from './documents';

/** A price a revision states: a project's whole range (configuration "") or one floor plan's. */
export type PriceFact = {
  project: string;
  city: string | null;
  locality: string | null;
  configuration: string;
  minPrice: number | null;
  maxPrice: number | null;
  pricePerSqft: number | null;
};

const factKey = (fact: Pick<PriceFact, 'project' | 'configuration'>) => `${fact.project}\u0000${fact.configuration}`;
const samePrice = (a: PriceFact, b: PriceFact) =>
  a.minPrice === b.minPrice && a.maxPrice === b.maxPrice && a.pricePerSqft === b.pricePerSqft;

/** Every price the documents state, read through the loaders' own parsers (so with their defaults). */
export function priceFacts(documents: CatalogueDocuments): PriceFact[] {
  const plans = Object.values(CONTENT_FILES.floorPlans.parse(documents['floorAndPaymentPlans.json'])).flat();
  const files = {
    residential: attachFloors(CONTENT_FILES.residentialProjects.parse(documents['residentialProjects.json']), plans),
    commercial: attachFloors(CONTENT_FILES.commercialProjects.parse(documents['commercialProjects.json']), plans),
  };
  return listEntries(files).flatMap(({ project, developerKey }) => {
    const where = { project: `${developerKey}/${project.id}`, city: project.city, locality: project.localities };
    const [min, max] = project.budget;
    const range: PriceFact = { ...where, configuration: '', minPrice: min || null, maxPrice: max || null, pricePerSqft: null };
    const floors = project.floors.map((floor): PriceFact => {
      const rate = parsePricePerSqft(floor.pricePerSqft);
      const area = parseAreaRange(floor.area)?.[0] ?? null;
      const price = rate !== null && area !== null ? Math.round(area * rate) : null;
      return {
        ...where,
        configuration: floor.unitType ?? `Floor plan ${floor.floorNumber}`,
        minPrice: price,
        maxPrice: price,
        pricePerSqft: rate,
      };
    });
    return [range, ...floors];
  });
}

/** The prices `next` states that `previous` did not (new, or changed); all of them when there is no previous. */
export function changedPrices(previous: CatalogueDocuments | null, next: CatalogueDocuments): PriceFact[] {
  const before = new Map((previous ? priceFacts(previous) : []).map((fact) => [factKey(fact), fact]));
  return priceFacts(next).filter((fact) => {
    const earlier = before.get(factKey(fact));
    return !earlier || !samePrice(earlier, fact);
  });
}

const toBigInt = (rupees: number | null) => (rupees === null ? null : BigInt(rupees));

/** Writes the prices a revision changed, as of now. */
export async function recordPrices(db: Pick<PrismaClient, 'priceRecord'>, revisionId: number, facts: readonly PriceFact[]): Promise<void> {
  if (facts.length === 0) return;
  await db.priceRecord.createMany({
    data: facts.map((fact) => ({ ...fact, minPrice: toBigInt(fact.minPrice), maxPrice: toBigInt(fact.maxPrice), revisionId })),
  });
}

/**
 * A project's price history, oldest first: each configuration's prices and when a publish set them. With several
 * keys (a project renamed: its keys before), the history of all of them, as one.
 */
export async function projectPriceHistory(db: PrismaClient, project: string | readonly string[]) {
  const keys = typeof project === 'string' ? [project] : [...project];
  const records = await db.priceRecord.findMany({
    where: { project: { in: keys } },
    orderBy: [{ recordedAt: 'asc' }, { id: 'asc' }],
  });
  return records.map((record) => ({
    configuration: record.configuration,
    minPrice: record.minPrice === null ? null : Number(record.minPrice),
    maxPrice: record.maxPrice === null ? null : Number(record.maxPrice),
    pricePerSqft: record.pricePerSqft,
    recordedAt: record.recordedAt,
  }));
}

export type QuarterMedian = { quarter: string; medianPricePerSqft: number; configurations: number };

const quarterOf = (date: Date) => ({ year: date.getUTCFullYear(), index: Math.floor(date.getUTCMonth() / 3) });
const quarterEnd = ({ year, index }: { year: number; index: number }) => new Date(Date.UTC(year, index * 3 + 3, 1));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/**
 * A locality's median price per sq ft, quarter by quarter (India's calendar quarters, by UTC dates), from the first
 * quarter our history holds a floor plan's rate in it to the one of `now`: each quarter's median over the rates in
 * effect at its end, one per project and configuration (the last one a publish set by then).
 */
export async function localityPriceTrend(db: PrismaClient, locality: string, now = new Date()): Promise<QuarterMedian[]> {
  const records = await db.priceRecord.findMany({
    where: { locality, pricePerSqft: { not: null }, configuration: { not: '' } },
    orderBy: [{ recordedAt: 'asc' }, { id: 'asc' }],
    select: { project: true, configuration: true, pricePerSqft: true, recordedAt: true },
  });
  if (records.length === 0) return [];
  const trend: QuarterMedian[] = [];
  const inEffect = new Map<string, number>();
  let next = 0;
  const last = quarterOf(now);
  const serial = ({ year, index }: { year: number; index: number }) => year * 4 + index;
  for (let at = serial(quarterOf(records[0]!.recordedAt)); at <= serial(last); at += 1) {
    const quarter = { year: Math.floor(at / 4), index: at % 4 };
    const end = quarterEnd(quarter);
    for (; next < records.length && records[next]!.recordedAt < end; next += 1) {
      const record = records[next]!;
      inEffect.set(factKey(record), record.pricePerSqft!);
    }
    trend.push({
      quarter: `${quarter.year} Q${quarter.index + 1}`,
      medianPricePerSqft: median([...inEffect.values()]),
      configurations: inEffect.size,
    });
  }
  return trend;
}
