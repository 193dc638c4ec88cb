import { db } from '@/lib/platform/db';
import { publishRevision, readDataFiles, readRevision, seedCatalogue } from '@/lib/site/catalogue/store';
import { installLatestRevision } from '@/lib/site/catalogue/watch';
import { setupTestDatabase } from '@/tests/support/database';
import { GET as trendGET } from '../../../price-trend/[city]/[locality]/route';
import { GET } from './route';

setupTestDatabase(1000);
jest.setTimeout(30_000);

const historyOf = (developer: string, project: string) =>
  GET(new Request('http://localhost/'), { params: Promise.resolve({ developer, project }) });

it("answers a project's published prices, its range before and after a publish, oldest first", async () => {
  const prisma = await db();
  await seedCatalogue(prisma);
  const documents = structuredClone(readDataFiles()) as Record<string, Record<string, Record<string, unknown>[]>>;
  documents['residentialProjects.json']!.godrej!.find((project) => project.id === 'godrej-aristocrat')!.budget = [61000000, 89000000];
  await publishRevision(prisma, documents, { id: 's1', name: 'Editor' });

  const response = await historyOf('godrej', 'godrej-aristocrat');
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  const body = (await response.json()) as { project: string; history: { configuration: string; minPrice: number; recordedAt: string }[] };
  expect(body.project).toBe('godrej/godrej-aristocrat');
  expect(body.history.filter((entry) => entry.configuration === '').map((entry) => entry.minPrice)).toEqual([56975000, 61000000]);
  expect(body.history.every((entry) => !Number.isNaN(Date.parse(entry.recordedAt)))).toBe(true);
});

it('answers a renamed project with the prices it had under its old address too', async () => {
  const prisma = await db();
  const documents = structuredClone((await readRevision(prisma))!.documents) as Record<string, Record<string, Record<string, unknown>[]>>;
  Object.assign(
    documents['residentialProjects.json']!.godrej!.find((project) => project.id === 'godrej-aristocrat')!,
    {
      id: 'godrej-aristocrat-towers',
      budget: [63000000, 92000000],
    },
  );
  await publishRevision(prisma, documents, { id: 's1', name: 'Editor' }, { renamed: { 'godrej-aristocrat': 'godrej-aristocrat-towers' } });
  await installLatestRevision();

  const body = (await (await historyOf('godrej', 'godrej-aristocrat-towers')).json()) as {
    project: string;
    history: { configuration: string; minPrice: number }[];
  };
  expect(body.project).toBe('godrej/godrej-aristocrat-towers');
  expect(body.history.filter((entry) => entry.configuration === '').map((entry) => entry.minPrice)).toEqual([56975000, 61000000, 63000000]);
});

it('answers 404 for a project the catalogue does not list', async () => {
  const response = await historyOf('godrej', 'no-such-tower');
  expect([response.status, await response.json()]).toEqual([404, { error: 'No such project' }]);
});

it("answers a locality's median rate by quarter, and 404 for an unknown locality", async () => {
  const trend = await trendGET(new Request('http://localhost/'), {
    params: Promise.resolve({ city: 'gurgaon', locality: 'golf-course-extension-road' }),
  });
  expect(trend.status).toBe(200);
  const body = (await trend.json()) as { locality: string; trend: { quarter: string; medianPricePerSqft: number }[] };
  expect(body.locality).toBe('Golf Course Extension Road');
  expect(body.trend.at(-1)?.quarter).toMatch(/^20\d\d Q[1-4]$/);
  expect(body.trend.at(-1)?.medianPricePerSqft).toBeGreaterThan(1000);
  const unknown = await trendGET(new Request('http://localhost/'), { params: Promise.resolve({ city: 'gurgaon', locality: 'atlantis' }) });
  expect(unknown.status).toBe(404);
});
