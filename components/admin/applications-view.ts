import { filterQuery, type ApplicationFilter } from '@/lib/admin/filter';
import { formatIst } from '@/lib/admin/ist';
import type { JobApplication } from '@/lib/generated/prisma/client';
import {
  dateField,
  filterForm,
  pagination,
  resultsTable,
  selectField,
  spamBadge,
} from './admin-controls';
import { html, type SafeHtml } from './html';

const columns = ['Received', 'Name', 'Email', 'Department', 'Position', 'About'];

type Props = {
  filter: ApplicationFilter;
  rows: JobApplication[];
  total: number;
  pages: number;
  departments: string[];
};

function row(application: JobApplication): SafeHtml {
  return html`<tr>
<td class="nowrap">${formatIst(application.createdAt)}</td>
<td>${application.name} ${spamBadge(application.spam)}</td>
<td><a href="mailto:${application.email}">${application.email}</a></td>
<td>${application.department}</td>
<td>${application.position}</td>
<td class="message">${application.about}</td>
</tr>`;
}

/** The job applications list: filters, newest first, one page at a time. */
export function applicationsView({ filter, rows, total, pages, departments }: Props): SafeHtml {
  const query = { department: filter.department, from: filter.from, to: filter.to };
  const options = [
    { value: '', label: 'All departments' },
    ...departments.map((department) => ({ value: department, label: department })),
  ];
  const fields = [
    selectField('department', 'Department', options, filter.department),
    dateField('from', 'From (IST)', filter.from),
    dateField('to', 'To (IST)', filter.to),
  ];

  return html`<h1>Job applications</h1>
<p class="summary">${total} ${total === 1 ? 'application' : 'applications'} match. Newest first.</p>
${filterForm('/admin/applications', fields, `/admin/applications/csv${filterQuery(query)}`)}
${resultsTable(columns, rows.map(row), 'No applications match these filters.')}
${pagination(filter.page, pages, (page) => `/admin/applications${filterQuery({ ...query, page })}`)}`;
}
