/**
 * The sample data must be believable: prices agree with areas and rates, places lie where
 * they claim, RERA numbers follow their authority's format, and the deliberate gaps listed in
 * data/README.md are exactly the ones in the files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseAreaRange } from '../project/area';
import { baseSellingPrice, CRORE, LAKH, parsePricePerSqft } from '../project/rupees';
import { findCity, getAllProjectEntries, getCompanies, getFloorPlanProject, isInBounds, PROJECT_DEFAULTS } from './index';

const entries = getAllProjectEntries();
const projects = entries.map((e) => e.project);
const close = (a: number, b: number, tolerance = 0.01) => Math.abs(a - b) <= Math.max(a, b) * tolerance;

const RERA_FORMATS: Record<string, RegExp> = {
  Gurgaon: /^RC\/REP\/HARERA\/GGM\/\d{3}\/\d{3}\/20(1[7-9]|2\d)\/\d{1,3}$/,
  Noida: /^UPRERAPRJ\d{6}$/,
  Delhi: /^DLRERA20(1[7-9]|2\d)P\d{4}$/,
};

function priceValues(price: string): number[] {
  return [...price.matchAll(/([\d.]+)\s*(Cr|Lakh)/g)].map(([, n, unit]) => Number(n) * (unit === 'Cr' ? CRORE : LAKH));
}

describe('places', () => {
  it('puts every project inside the box of its own city', () => {
    for (const project of projects) {
      const city = findCity(project.city ?? '');
      expect({ id: project.id, city: city?.name }).toEqual({ id: project.id, city: project.city });
      expect({ id: project.id, inside: isInBounds(project.coordinates, city!.bounds) }).toEqual({ id: project.id, inside: true });
      expect(project.coordinates).not.toEqual(PROJECT_DEFAULTS.coordinates);
    }
  });

  it('covers all three cities', () => {
    const cities = new Set(projects.map((p) => p.city));
    expect([...cities].sort()).toEqual(['Delhi', 'Gurgaon', 'Noida']);
  });

  it("writes RERA numbers in their authority's format, once each", () => {
    const numbers = projects.flatMap((p) => (p.reraNumber ? [p.reraNumber] : []));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.length).toBeGreaterThan(projects.length * 0.9);
    for (const project of projects.filter((p) => p.reraNumber)) {
      expect({ id: project.id, rera: project.reraNumber }).toEqual({
        id: project.id,
        rera: expect.stringMatching(RERA_FORMATS[project.city!]!),
      });
    }
  });
});

describe('prices', () => {
  it('states a price that matches the budget and a budget that is area times one rate', () => {
    for (const project of projects) {
      const area = parseAreaRange(project.area)!;
      const [min, max] = project.budget;
      const values = priceValues(project.price);
      expect({ id: project.id, parts: values.length }).toEqual({ id: project.id, parts: 2 });
      expect({ id: project.id, ok: close(values[0]!, min) && close(values[1]!, max) }).toEqual({ id: project.id, ok: true });
      const rate = min / area[0];
      expect({ id: project.id, sameRate: close(max / area[1], rate) }).toEqual({ id: project.id, sameRate: true });
      expect(rate).toBeGreaterThanOrEqual(4_000);
      expect(rate).toBeLessThanOrEqual(50_000);
    }
  });

  it('keeps floor plans inside the project area range, at the project rate', () => {
    for (const project of projects) {
      const plan = getFloorPlanProject(project.id);
      const [areaMin, areaMax] = parseAreaRange(project.area)!;
      for (const floor of plan?.floors ?? []) {
        const [floorArea] = parseAreaRange(floor.area)!;
        expect(floor.area).toMatch(/^\d+ sqft$/);
        expect(floor.pricePerSqft).toMatch(/^₹ [\d,]+$/);
        expect({ id: project.id, inRange: floorArea >= areaMin && floorArea <= areaMax }).toEqual({ id: project.id, inRange: true });
        expect(close(parsePricePerSqft(floor.pricePerSqft)!, project.budget[0] / areaMin)).toBe(true);
        const base = baseSellingPrice(floor.area, floor.pricePerSqft)!;
        expect(base).toBeGreaterThanOrEqual(project.budget[0] * 0.99);
        expect(base).toBeLessThanOrEqual(project.budget[1] * 1.01);
      }
    }
  });

  it('makes every payment plan add up to 100% in numbered rows', () => {
    const plans = projects.map((p) => getFloorPlanProject(p.id)?.paymentPlan).filter((plan) => plan);
    expect(plans.length).toBeGreaterThan(80);
    for (const plan of plans) {
      const total = plan!.reduce((sum, row) => sum + Number.parseFloat(row.installment), 0);
      expect(total).toBeCloseTo(100, 5);
      expect(plan!.map((row) => row.sno)).toEqual(plan!.map((_, i) => String(i + 1)));
    }
    const rows = plans.flatMap((plan) => plan!);
    expect(rows.some((row) => row.time === null)).toBe(true);
    expect(rows.some((row) => row.time !== null)).toBe(true);
  });
});

describe('project details', () => {
  it('fills the fields every card and header shows', () => {
    const statuses = ['New Launch', 'Under Construction', 'Ready To Move'];
    for (const { project, kind } of entries) {
      expect(statuses).toContain(project.projectStatus);
      expect(project.images.length).toBeGreaterThanOrEqual(3);
      expect(project.description.split('\n\n')).toHaveLength(2);
      expect(project.possession).toMatch(/^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) 20\d\d$/);
      const year = Number(project.possession!.slice(-4));
      if (project.projectStatus === 'Ready To Move') expect(year).toBeLessThanOrEqual(2025);
      else expect(year).toBeGreaterThanOrEqual(2026);
      const needsBedrooms = kind === 'residential' && project.propertyType !== 'Residential Land';
      expect({ id: project.id, bedrooms: needsBedrooms ? /BHK/.test(project.bedrooms) : project.bedrooms === 'N/A' }).toEqual({
        id: project.id,
        bedrooms: true,
      });
    }
  });

  it('has site plans for most projects', () => {
    expect(projects.filter((p) => p.sitePlanImages.length > 0).length / projects.length).toBeGreaterThan(0.85);
  });

  it('describes every developer in three paragraphs', () => {
    for (const company of Object.values(getCompanies())) {
      expect(company.paragraphs).toHaveLength(3);
      expect(company.paragraphs[0]!.split(/\s+/).length).toBeGreaterThanOrEqual(30);
    }
  });
});

describe('deliberate gaps', () => {
  const readme = fs.readFileSync(path.join(process.cwd(), 'data', 'README.md'), 'utf8');
  const listed = (label: string) => {
    const line = readme.split('\n').find((l) => l.startsWith(`- **${label}`));
    return [...(line ?? '').matchAll(/`([a-z0-9-]+)`/g)]
      .map(([, id]) => id)
      .filter((id) => id !== 'floorAndPaymentPlans')
      .sort();
  };
  const actual = (test: (p: (typeof projects)[number]) => boolean) =>
    projects
      .filter(test)
      .map((p) => p.id)
      .sort();
  const plan = (id: string) => getFloorPlanProject(id);

  it.each([
    ['No specifications', (p: (typeof projects)[number]) => p.specifications.length === 0],
    ['No location text', (p: (typeof projects)[number]) => p.locationDetails === null],
    ['No site plan images', (p: (typeof projects)[number]) => p.sitePlanImages.length === 0],
    ['No nearby locations', (p: (typeof projects)[number]) => p.nearbyLocations.length === 0],
    ['No floor plans or payment plan', (p: (typeof projects)[number]) => plan(p.id) === null],
    ['Floor plans not yet released', (p: (typeof projects)[number]) => plan(p.id)?.floors.length === 0],
    ['Floor plans but no payment plan', (p: (typeof projects)[number]) => !!plan(p.id)?.floors.length && plan(p.id)?.paymentPlan === null],
    ['No RERA number', (p: (typeof projects)[number]) => p.reraNumber === null],
  ])('%s: the README lists exactly the projects concerned', (label, test) => {
    const ids = actual(test);
    expect(ids.length).toBeGreaterThan(0);
    expect(listed(label)).toEqual(ids);
  });
});
