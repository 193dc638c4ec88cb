import { db } from '@/lib/platform/db';
import { setupTestDatabase } from '@/tests/support/database';
import { changedPrices, localityPriceTrend, priceFacts, projectPriceHistory, recordPrices } from './price-history';
import { publishRevision, readDataFiles, readRevision, seedCatalogue } from './store';

setupTestDatabase(1000);
jest.setTimeout(30_000);

const shipped = readDataFiles();
const ARISTOCRAT = 'godrej/godrej-aristocrat';
const editor = { id: 'staff-editor', name: 'Meera (marketing)' };

/** The shipped documents with Godrej Aristocrat's budget and its 4 BHK plan's rate changed. */
function repriced(budget: [number, number], fourBhkRate: string) {
  const documents = structuredClone(shipped) as Record<string, Record<string, Record<string, unknown>[]>>;
  documents['residentialProjects.json']!.godrej!.find((project) => project.id === 'godrej-aristocrat')!.budget = budget;
  const plans = documents['floorAndPaymentPlans.json']!.godrej!.find((plan) => plan.id === 'godrej-aristocrat')!;
  (plans.floors as { unitType: string; pricePerSqft: string }[]).find((floor) => floor.unitType === '4 BHK')!.pricePerSqft = fourBhkRate;
  return documents;
}

describe('the prices a revision states', () => {
  it("reads each project's range and each floor plan's rate and price", () => {
    const aristocrat = priceFacts(shipped).filter((fact) => fact.project === ARISTOCRAT);
    expect(aristocrat).toEqual([
      {
        project: ARISTOCRAT,
        city: 'Gurgaon',
        locality: 'Golf Course Extension Road',
        configuration: '',
        minPrice: 56975000,
        maxPrice: 84925000,
        pricePerSqft: null,
      },
      expect.objectContaining({ configuration: '3 BHK + Servant', minPrice: 2650 * 21500, maxPrice: 2650 * 21500, pricePerSqft: 21500 }),
      expect.objectContaining({ configuration: '4 BHK', minPrice: 3300 * 21500, pricePerSqft: 21500 }),
      expect.objectContaining({ configuration: '4 BHK + Servant', minPrice: 3950 * 21500, pricePerSqft: 21500 }),
    ]);
  });

  it('names only what a publish changed, and everything when there was nothing before', () => {
    expect(changedPrices(shipped, shipped)).toEqual([]);
    expect(changedPrices(null, shipped)).toEqual(priceFacts(shipped));
    expect(changedPrices(shipped, repriced([61000000, 89000000], '₹ 23,000'))).toEqual([
      expect.objectContaining({ project: ARISTOCRAT, configuration: '', minPrice: 61000000, maxPrice: 89000000 }),
      expect.objectContaining({ project: ARISTOCRAT, configuration: '4 BHK', minPrice: 3300 * 23000, pricePerSqft: 23000 }),
    ]);
  });
});

describe('the price history', () => {
  it('records every price at the seed and each change a publish makes, which the project history reads back', async () => {
    const prisma = await db();
    const seeded = await seedCatalogue(prisma);
    expect(await prisma.priceRecord.count()).toBe(priceFacts(shipped).length);
    expect(await prisma.priceRecord.count({ where: { revisionId: seeded.id } })).toBe(priceFacts(shipped).length);

    const published = await publishRevision(prisma, repriced([61000000, 89000000], '₹ 23,000'), editor);
    expect(await prisma.priceRecord.count({ where: { revisionId: published.id } })).toBe(2);
    // Publishing the same prices again records nothing.
    await publishRevision(prisma, (await readRevision(prisma))!.documents, editor, { note: 'description only' });
    expect(await prisma.priceRecord.count()).toBe(priceFacts(shipped).length + 2);

    const history = await projectPriceHistory(prisma, ARISTOCRAT);
    expect(history.filter((entry) => entry.configuration === '').map(({ minPrice, maxPrice }) => [minPrice, maxPrice])).toEqual([
      [56975000, 84925000],
      [61000000, 89000000],
    ]);
    expect(history.filter((entry) => entry.configuration === '4 BHK').map((entry) => entry.pricePerSqft)).toEqual([21500, 23000]);
    expect(history.every((entry) => entry.recordedAt instanceof Date)).toBe(true);
  });

  it("gives a locality's median rate per quarter from the rates in effect at each quarter's end", async () => {
    const prisma = await db();
    const at = (iso: string) => new Date(iso);
    const fact = (project: string, configuration: string, pricePerSqft: number) => ({
      project,
      configuration,
      pricePerSqft,
      city: 'Noida',
      locality: 'Sector 150',
      minPrice: null,
      maxPrice: null,
    });
    await recordPrices(prisma, 1, [fact('a/one', '2 BHK', 9000), fact('a/one', '3 BHK', 10000), fact('b/two', '3 BHK', 12000)]);
    await prisma.priceRecord.updateMany({ where: { locality: 'Sector 150' }, data: { recordedAt: at('2026-02-10T00:00:00Z') } });
    await recordPrices(prisma, 2, [fact('b/two', '3 BHK', 13000)]);
    await prisma.priceRecord.updateMany({
      where: { locality: 'Sector 150', revisionId: 2 },
      data: { recordedAt: at('2026-08-01T00:00:00Z') },
    });

    expect(await localityPriceTrend(prisma, 'Sector 150', at('2026-11-29T00:00:00Z'))).toEqual([
      { quarter: '2026 Q1', medianPricePerSqft: 10000, configurations: 3 },
      { quarter: '2026 Q2', medianPricePerSqft: 10000, configurations: 3 },
      { quarter: '2026 Q3', medianPricePerSqft: 10000, configurations: 3 },
      { quarter: '2026 Q4', medianPricePerSqft: 10000, configurations: 3 },
    ]);
    await recordPrices(prisma, 3, [fact('a/one', '2 BHK', 11500)]);
    await prisma.priceRecord.updateMany({
      where: { locality: 'Sector 150', revisionId: 3 },
      data: { recordedAt: at('2026-10-05T00:00:00Z') },
    });
    expect((await localityPriceTrend(prisma, 'Sector 150', at('2026-11-29T00:00:00Z'))).at(-1)).toEqual({
      quarter: '2026 Q4',
      medianPricePerSqft: 11500,
      configurations: 3,
    });
    expect(await localityPriceTrend(prisma, 'Nowhere')).toEqual([]);
  });
});
