import type { Metadata } from 'next';
import { ApplicationRow, applicationColumns } from '@/components/admin/application-row';
import { FilterBar } from '@/components/admin/filter-bar';
import { ResultsTable } from '@/components/admin/results-table';
import { StaffPager } from '@/components/admin/staff-pager';
import { StaffSections } from '@/components/admin/staff-sections';
import styles from '@/components/admin/staff.module.css';
import { listApplications } from '@/lib/admin/application-queries';
import { filterQuery, parseApplicationFilter, toSearchParams } from '@/lib/admin/filter';

export const metadata: Metadata = { title: 'Job applications' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Job applications from the careers page: filters, newest first, one page at a time. */
export default async function ApplicationsPage({ searchParams }: Props) {
  const filter = parseApplicationFilter(toSearchParams(await searchParams));
  const { rows, total, pages, departments } = await listApplications(filter);
  const kept = { ...filter, page: undefined };
  const departmentOptions = [
    { value: '', label: 'All departments' },
    ...departments.map((department) => ({ value: department, label: department })),
  ];
  return (
    <>
      <StaffSections current="applications" />
      <h1>Job applications</h1>
      <p className={styles.summary}>
        {total} {total === 1 ? 'application' : 'applications'} match. Newest first.
      </p>
      <FilterBar
        action="/admin/applications"
        fields={[
          { kind: 'select', name: 'department', label: 'Department', selected: filter.department, options: departmentOptions },
          { kind: 'date', name: 'from', label: 'From (IST)', value: filter.from },
          { kind: 'date', name: 'to', label: 'To (IST)', value: filter.to },
        ]}
        csvHref={`/admin/applications/csv${filterQuery(kept)}`}
      />
      <ResultsTable columns={applicationColumns} emptyText="No applications match these filters.">
        {rows.map((application) => (
          <ApplicationRow key={application.id} application={application} />
        ))}
      </ResultsTable>
      <StaffPager page={filter.page} pages={pages} hrefFor={(page) => `/admin/applications${filterQuery({ ...kept, page })}`} />
    </>
  );
}
