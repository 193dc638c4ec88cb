import type { Metadata } from 'next';
import { EnquiryRow, enquiryColumns } from '@/components/admin/enquiry-row';
import type { FilterField } from '@/components/admin/filter-bar';
import { StaffList } from '@/components/admin/staff-list';
import { listEnquiries } from '@/lib/admin/enquiry-queries';
import { filterQuery, parseEnquiryFilter, toSearchParams, type EnquiryFilter } from '@/lib/admin/filter';
import { enquiryIntents, enquirySources } from '@/lib/forms/form-constants';
import { leadStages, stageLabels } from '@/lib/leads/stages';

export const metadata: Metadata = { title: 'Enquiries' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const spamOptions = [
  { value: 'all', label: 'Include possible spam' },
  { value: 'hide', label: 'Hide possible spam' },
  { value: 'only', label: 'Only possible spam' },
];

const optionsOf = (values: readonly string[], label = (value: string) => value) =>
  values.map((value) => ({ value, label: label(value) }));

function filterFields(filter: EnquiryFilter, projects: { id: string; name: string }[]): FilterField[] {
  const any = (label: string) => ({ value: '', label });
  return [
    { kind: 'select', name: 'source', label: 'Form', selected: filter.source, options: [any('All forms'), ...optionsOf(enquirySources)] },
    { kind: 'select', name: 'intent', label: 'Intent', selected: filter.intent, options: [any('Any intent'), ...optionsOf(enquiryIntents)] },
    {
      kind: 'select',
      name: 'project',
      label: 'Project',
      selected: filter.project,
      options: [any('All projects'), ...projects.map((project) => ({ value: project.id, label: project.name }))],
    },
    {
      kind: 'select',
      name: 'status',
      label: 'Status',
      selected: filter.status,
      options: [any('Any status'), ...leadStages.map((stage) => ({ value: stage, label: stageLabels[stage] }))],
    },
    { kind: 'date', name: 'from', label: 'From (IST)', value: filter.from },
    { kind: 'date', name: 'to', label: 'To (IST)', value: filter.to },
    { kind: 'select', name: 'spam', label: 'Spam', selected: filter.spam, options: spamOptions },
  ];
}

/** The staff's lead inbox: filters, newest first, one page at a time, each lead's status. */
export default async function EnquiriesPage({ searchParams }: Props) {
  const filter = parseEnquiryFilter(toSearchParams(await searchParams));
  const { rows, total, pages, projects } = await listEnquiries(filter);
  return (
    <StaffList
      section="enquiries"
      title="Enquiries"
      noun={['enquiry', 'enquiries']}
      path="/admin/enquiries"
      query={filterQuery({ ...filter, page: undefined })}
      fields={filterFields(filter, projects)}
      columns={enquiryColumns}
      total={total}
      page={filter.page}
      pages={pages}
    >
      {rows.map((enquiry) => (
        <EnquiryRow key={enquiry.id} enquiry={enquiry} />
      ))}
    </StaffList>
  );
}
