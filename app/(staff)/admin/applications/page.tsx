import { ApplicationRow, applicationColumns } from '@/components/admin/applications/application-row';
import { StaffList } from '@/components/admin/lists/staff-list';
import { listApplications } from '@/lib/office/applications/queries';
import { filterQuery, parseApplicationFilter, toSearchParams } from '@/lib/office/lists/filter';
import { requireStaff } from '@/lib/office/staff/current-staff';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Job applications' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Job applications from the careers page: filters, newest first, one page at a time. */
export default async function ApplicationsPage({ searchParams }: Props) {
  await requireStaff();
  const filter = parseApplicationFilter(toSearchParams(await searchParams));
  const { rows, total, pages, departments } = await listApplications(filter);
  const departmentOptions = [
    { value: '', label: 'All departments' },
    ...departments.map((department) => ({ value: department, label: department })),
  ];
  return (
    <StaffList
      title="Job applications"
      noun={['application', 'applications']}
      path="/admin/applications"
      query={filterQuery({ ...filter, page: undefined })}
      fields={[
        { kind: 'select', name: 'department', label: 'Department', selected: filter.department, options: departmentOptions },
        { kind: 'date', name: 'from', label: 'From (IST)', value: filter.from },
        { kind: 'date', name: 'to', label: 'To (IST)', value: filter.to },
      ]}
      columns={applicationColumns}
      total={total}
      page={filter.page}
      pages={pages}
    >
      {rows.map((application) => (
        <ApplicationRow key={application.id} application={application} />
      ))}
    </StaffList>
  );
}
