import { deslugify, looseKey } from '../page/slug';
import { parseWith } from './errors';
import { resolveKey } from './keys';
import { PROJECT_DEFAULTS } from './project-schema';
import { categoriesFileSchema, companiesFileSchema } from './schemas';
import type { Categories, Category, CategoryDeveloper, Company } from './types';

export function parseCompanies(raw: unknown, file: string): Record<string, Company> {
  const parsed = parseWith(companiesFileSchema, raw, file);
  return Object.fromEntries(
    Object.entries(parsed).map(([slug, company]) => [
      slug,
      {
        slug,
        ...company,
        paragraphs: company.description
          .split(/\n\s*\n/)
          .map((paragraph) => paragraph.trim())
          .filter(Boolean),
      },
    ]),
  );
}

export function parseCategories(raw: unknown, file: string): Categories {
  return parseWith(categoriesFileSchema, raw, file);
}

/** By key (exact, then loose), then by display name, ignoring case, hyphens and spaces. */
export function findCompanyIn(companies: Record<string, Company>, name: string): { slug: string; company: Company } | null {
  const slug =
    resolveKey(Object.keys(companies), name) ?? Object.values(companies).find((company) => looseKey(company.name) === looseKey(name))?.slug;
  const company = slug ? companies[slug] : undefined;
  return slug && company ? { slug, company } : null;
}

/** A slug without a profile still shows, under its title-cased slug and the placeholder. */
export function categoryDevelopersIn(categories: Categories, companies: Record<string, Company>, category: Category): CategoryDeveloper[] {
  return categories[category].map((slug) => {
    const company = companies[slug];
    return {
      slug,
      name: company?.name ?? deslugify(slug),
      logo: company?.logo ?? PROJECT_DEFAULTS.image,
    };
  });
}
