import type { Metadata } from 'next';
import { EnquiryRow, enquiryColumns } from '@/components/admin/enquiry-row';
import { FilterBar, type FilterField } from '@/components/admin/filter-bar';
import { ResultsTable } from '@/components/admin/results-table';
import { StaffPager } from '@/components/admin/staff-pager';
import { StaffSections } from '@/components/admin/staff-sections';
import styles from '@/components/admin/staff.module.css';
import { listEnquiries } from '@/lib/admin/enquiry-queries';
import { filterQuery, parseEnquiryFilter, toSearchParams, type EnquiryFilter } from '@/lib/admin/filter';
import { statusLabels } from '@/lib/admin/status';
import { enquiryIntents, enquirySources, enquiryStatuses } from '@/lib/forms/enquiry-schema';

export const metadata: Metadata = { title: 'Enquiries' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const spamOptions = [
  { value: 'all', label: 'Include possible spam' },
  { value: 'hide', label: 'Hide possible spam' },
  { value: 'only', label: 'Only possible spam' },
];

function filterFields(filter: EnquiryFilter, projects: { id: string; name: string }[]): FilterField[] {
  const all = (label: string) => ({ value: '', label });
  return [
    { kind: 'select', name: 'source', label: 'Form', selected: filter.source, options: [all('All forms'), ...enquirySources.map((source) => ({ value: source, label: source }))] },
    { kind: 'select', name: 'intent', label: 'Intent', selected: filter.intent, options: [all('Any intent'), ...enquiryIntents.map((intent) => ({ value: intent, label: intent }))] },
    { kind: 'select', name: 'project', label: 'Project', selected: filter.project, options: [all('All projects'), ...projects.map((project) => ({ value: project.id, label: project.name }))] },
    { kind: 'select', name: 'status', label: 'Status', selected: filter.status, options: [all('Any status'), ...enquiryStatuses.map((status) => ({ value: status, label: statusLabels[status] }))] },
    { kind: 'date', name: 'from', label: 'From (IST)', value: filter.from },
    { kind: 'date', name: 'to', label: 'To (IST)', value: filter.to },
    { kind: 'select', name: 'spam', label: 'Spam', selected: filter.spam, options: spamOptions },
  ];
}

/** The staff's lead inbox: filters, newest first, one page at a time, each lead's status. */
export default async function EnquiriesPage({ searchParams }: Props) {
  const filter = parseEnquiryFilter(toSearchParams(await searchParams));
  const { rows, total, pages, projects } = await listEnquiries(filter);
  const kept = { ...filter, page: undefined };
  return (
    <>
      <StaffSections current="enquiries" />
      <h1>Enquiries</h1>
      <p className={styles.summary}>
        {total} {total === 1 ? 'enquiry' : 'enquiries'} match. Newest first.
      </p>
      <FilterBar action="/admin/enquiries" fields={filterFields(filter, projects)} csvHref={`/admin/enquiries/csv${filterQuery(kept)}`} />
      <ResultsTable columns={enquiryColumns} emptyText="No enquiries match these filters.">
        {rows.map((enquiry) => (
          <EnquiryRow key={enquiry.id} enquiry={enquiry} />
        ))}
      </ResultsTable>
      <StaffPager page={filter.page} pages={pages} hrefFor={(page) => `/admin/enquiries${filterQuery({ ...kept, page })}`} />
    </>
  );
}
