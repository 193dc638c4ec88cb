import type { ProjectEntry } from '@/lib/site/content/types';
import type { SortKey } from './options';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** 'Dec 2029' -> a month number that orders by date; null when the text is not a month and year. */
export function possessionMonth(text: string | null): number | null {
  const match = /^\s*([a-z]{3})[a-z]*\.?\s+(\d{4})\s*$/i.exec(text ?? '');
  if (!match) return null;
  const month = MONTHS.indexOf(match[1]!.toLowerCase());
  return month < 0 ? null : Number(match[2]) * 12 + month;
}

type Key = (entry: ProjectEntry) => number | null;

const keys: Record<Exclude<SortKey, 'relevance'>, { key: Key; descending: boolean }> = {
  'price-asc': { key: ({ project }) => (project.budget[1] > 0 ? project.budget[0] : null), descending: false },
  'price-desc': { key: ({ project }) => (project.budget[1] > 0 ? project.budget[1] : null), descending: true },
  possession: { key: ({ project }) => possessionMonth(project.possession), descending: true },
};

/** Relevance is the data order; otherwise by the key, projects without one last, ties in data order. */
export function sortEntries(entries: readonly ProjectEntry[], sort: SortKey): ProjectEntry[] {
  if (sort === 'relevance') return [...entries];
  const { key, descending } = keys[sort];
  return entries
    .map((entry, index) => ({ entry, index, value: key(entry) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1;
      return (descending ? b.value - a.value : a.value - b.value) || a.index - b.index;
    })
    .map(({ entry }) => entry);
}
