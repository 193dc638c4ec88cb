import { reportQuery, type ReportFilter } from '@/lib/office/reports/report-filter';
import { getAllProjectEntries, getCities, getCompanies } from '@/lib/site/content';
import type { ReactNode } from 'react';
import styles from '../shared.module.css';
import { ReportFilterForm, type SelectField } from './report-filter-form';
import reportStyles from './reports.module.css';

type ReportPage = 'sources' | 'funnel' | 'site-visits' | 'advisors';

const pages: { page: ReportPage; label: string; path: string }[] = [
  { page: 'sources', label: 'Lead sources', path: '/admin/reports' },
  { page: 'funnel', label: 'Funnel', path: '/admin/reports/funnel' },
  { page: 'site-visits', label: 'Site visits', path: '/admin/reports/site-visits' },
  { page: 'advisors', label: 'Advisors', path: '/admin/reports/advisors' },
];

const byName = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);

/** The place filters, from the content the site lists: its projects, developers and cities. */
function placeFields(filter: ReportFilter): SelectField[] {
  const projects = getAllProjectEntries().map((entry) => ({ value: entry.project.id, label: entry.project.name }));
  // A lead's project may have left the site: a link filtered by it keeps it as a choice.
  if (filter.project && !projects.some((project) => project.value === filter.project)) {
    projects.push({ value: filter.project, label: `${filter.project} (not listed)` });
  }
  const developers = Object.entries(getCompanies()).map(([key, company]) => ({ value: key, label: company.name }));
  const cities = getCities().map((city) => ({ value: city.slug, label: city.name }));
  return [
    {
      name: 'project',
      label: 'Project',
      selected: filter.project,
      options: [{ value: '', label: 'All projects' }, ...projects.sort(byName)],
    },
    {
      name: 'developer',
      label: 'Developer',
      selected: filter.developer,
      options: [{ value: '', label: 'All developers' }, ...developers.sort(byName)],
    },
    { name: 'city', label: 'City', selected: filter.city, options: [{ value: '', label: 'All cities' }, ...cities] },
  ];
}

type Props = { current: ReportPage; filter: ReportFilter; extraFields?: SelectField[]; children: ReactNode };

/** A report page: the reports' tabs (each keeps the filter), the filter form, and the page's reports. */
export function ReportFrame({ current, filter, extraFields = [], children }: Props) {
  const path = pages.find((page) => page.page === current)?.path ?? '/admin/reports';
  return (
    <>
      <h1>Reports</h1>
      <p className={styles.summary}>
        Leads received from {filter.from} to {filter.to} (India time), credited to their {filter.touch} touch. Possible spam and repeat
        enquiries are not counted as leads.
      </p>
      <nav aria-label="Reports" className={reportStyles.tabs}>
        <ul>
          {pages.map((page) => (
            <li key={page.page}>
              <a href={`${page.path}${reportQuery(filter)}`} aria-current={page.page === current ? 'page' : undefined}>
                {page.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <ReportFilterForm action={path} filter={filter} fields={[...extraFields, ...placeFields(filter)]} />
      {children}
    </>
  );
}
