import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export type DataProject = {
  developer: string;
  id: string;
  name: string;
  price: string;
  area: string;
  localities: string;
  budget: [number, number];
  reraNumber?: string;
  possession?: string;
  developerName: string;
};

/** Every project of both data files, residential first, as the site lists them. */
export function dataProjects(): DataProject[] {
  return (['residential', 'commercial'] as const).flatMap((kind) => {
    const file = JSON.parse(readFileSync(path.join(process.cwd(), 'data', `${kind}Projects.json`), 'utf8')) as Record<
      string,
      (Omit<DataProject, 'developer' | 'developerName'> & { developer: string })[]
    >;
    return Object.entries(file).flatMap(([key, projects]) =>
      projects.map((project) => ({ ...project, developer: key, developerName: project.developer })),
    );
  });
}

export const projectUrl = (project: DataProject) => `/project-details/${project.developer}/${project.id}`;

/** Puts ids straight into the browser's shortlist, as an earlier visit would have left them. */
export async function seedShortlist(page: Page, ids: string[]) {
  await page.evaluate((stored) => localStorage.setItem('nestora.shortlist', JSON.stringify({ v: 1, ids: stored })), ids);
}

export const badgeCount = (page: Page) => page.getByTestId('shortlist-count');

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    // The header logo's label-content mismatch ('NestoraRealty' vs 'Nestora Realty, home') belongs to
    // the site shell, not to these pages; it is reported to the shell's owner.
    .exclude('header a[href="/"]')
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}
