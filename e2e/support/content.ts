import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The e2e tests pick real ids from the data files, so they follow the content as it changes. */
export function readData<T>(name: string): T {
  return JSON.parse(readFileSync(path.join(process.cwd(), 'data', `${name}.json`), 'utf8')) as T;
}

type RawProject = { id: string; name: string };

export function firstProject(kind: 'residential' | 'commercial') {
  const file = readData<Record<string, RawProject[]>>(`${kind}Projects`);
  for (const [developer, projects] of Object.entries(file)) {
    const project = Array.isArray(projects) ? projects[0] : undefined;
    if (project) return { developer, id: project.id, name: project.name };
  }
  throw new Error(`no ${kind} project in the data`);
}

/** Every raw project of a kind in data order, as the data file holds it (developer lists, flattened). */
export function dataProjects<T extends RawProject>(kind: 'residential' | 'commercial'): T[] {
  return Object.values(readData<Record<string, unknown>>(`${kind}Projects`)).flatMap((list) => (Array.isArray(list) ? (list as T[]) : []));
}

export function firstCompany() {
  const [slug, company] = Object.entries(readData<Record<string, { name: string }>>('companyData'))[0]!;
  return { slug, name: company.name };
}

export function floorPlanProjectIds(): string[] {
  const file = readData<Record<string, { id: string; floors?: unknown[]; paymentPlan?: unknown[] }[]>>('floorAndPaymentPlans');
  return Object.values(file)
    .flat()
    .filter((plan) => (plan.floors?.length ?? 0) > 0 && (plan.paymentPlan?.length ?? 0) > 0)
    .map((plan) => plan.id);
}

/** The canonical path of every project in the data, residential first. */
export function allProjectPaths(): string[] {
  return (['residential', 'commercial'] as const).flatMap((kind) =>
    Object.entries(readData<Record<string, RawProject[]>>(`${kind}Projects`)).flatMap(([developer, projects]) =>
      Array.isArray(projects) ? projects.map((project) => `/project-details/${developer}/${project.id}`) : [],
    ),
  );
}
