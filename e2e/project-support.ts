import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Project-page specs read their expectations from the data files. */
type Floor = { unitType?: string; area: string; pricePerSqft: string };
type PlanRow = { particulars: string; time?: string; installment: string };
type FloorPlanProject = { id: string; floors?: Floor[]; paymentPlan?: PlanRow[] };
export type RawProject = {
  id: string;
  name: string;
  price?: string;
  city?: string;
  reraNumber?: string;
  images?: string[];
  location?: string;
  specifications?: string[];
  sitePlanImages?: string[];
  nearbyLocations?: string[];
  coordinates?: { latitude: number; longitude: number };
  budget?: number[];
};

function readData<T>(name: string): T {
  return JSON.parse(readFileSync(path.join(process.cwd(), 'data', `${name}.json`), 'utf8')) as T;
}

const projectFiles = (['residential', 'commercial'] as const).map((kind) => readData<Record<string, RawProject[]>>(`${kind}Projects`));
const plans = Object.values(readData<Record<string, FloorPlanProject[]>>('floorAndPaymentPlans')).flat();
export const testimonials = readData<{ name: string; text: string }[]>('testimonials');

export type Found = { developer: string; project: RawProject; path: string; plan: FloorPlanProject | undefined };

/** The first project (residential first) that the predicate accepts. */
export function findProject(predicate: (found: Found) => boolean): Found {
  for (const file of projectFiles) {
    for (const [developer, projects] of Object.entries(file)) {
      for (const project of projects) {
        const found = {
          developer,
          project,
          path: `/project-details/${developer}/${project.id}`,
          plan: plans.find((plan) => plan.id === project.id),
        };
        if (predicate(found)) return found;
      }
    }
  }
  throw new Error('no project in the data matches');
}

/** A project with everything: several floors and photos, a payment plan, two site plans. */
export const full = findProject(
  ({ project, plan }) =>
    (plan?.floors?.length ?? 0) >= 3 &&
    (plan?.paymentPlan?.length ?? 0) > 0 &&
    (project.images?.length ?? 0) >= 3 &&
    (project.sitePlanImages?.length ?? 0) >= 2 &&
    /HARERA/.test(project.reraNumber ?? ''),
);

export const floorTitle = (floor: Floor, index: number) => floor.unitType ?? `Floor plan ${index + 1}`;

export async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
}

/** Scrolls through the page so every lazy island and image loads. */
export async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
}
