import { filterQuery, type EnquiryFilter } from '@/lib/admin/filter';
import { formatIst } from '@/lib/admin/ist';
import { projectHref } from '@/lib/admin/project-href';
import { enquirySources } from '@/lib/forms/enquiry-schema';
import type { Enquiry } from '@/lib/generated/prisma/client';
import {
  dateField,
  filterForm,
  pagination,
  resultsTable,
  selectField,
  spamBadge,
} from './admin-controls';
import { html, type SafeHtml } from './html';

const columns = ['Received', 'Name', 'Phone', 'Email', 'Message', 'Form', 'Page', 'Project'];

type Props = { filter: EnquiryFilter; rows: Enquiry[]; total: number; pages: number };

function projectCell(enquiry: Enquiry): SafeHtml | string {
  const href = projectHref(enquiry);
  const label = enquiry.projectName ?? enquiry.projectId ?? '';
  return href ? html`<a href="${href}" target="_blank" rel="noopener">${label}</a>` : label;
}

function row(enquiry: Enquiry): SafeHtml {
  return html`<tr>
<td class="nowrap">${formatIst(enquiry.createdAt)}</td>
<td>${enquiry.name} ${spamBadge(enquiry.spam)}</td>
<td class="nowrap">${enquiry.phone ? html`<a href="tel:${enquiry.phone.replace(/[^\d+]/g, '')}">${enquiry.phone}</a>` : ''}</td>
<td>${enquiry.email ? html`<a href="mailto:${enquiry.email}">${enquiry.email}</a>` : ''}</td>
<td class="message">${enquiry.message ?? ''}</td>
<td class="nowrap">${enquiry.source}</td>
<td>${enquiry.pagePath ?? ''}</td>
<td>${projectCell(enquiry)}</td>
</tr>`;
}

/** The enquiries list: filters, newest first, one page at a time. */
export function enquiriesView({ filter, rows, total, pages }: Props): SafeHtml {
  const query = { source: filter.source, from: filter.from, to: filter.to, spam: filter.spam };
  const sources = [
    { value: '', label: 'All forms' },
    ...enquirySources.map((source) => ({ value: source, label: source })),
  ];
  const spamOptions = [
    { value: 'all', label: 'Include possible spam' },
    { value: 'hide', label: 'Hide possible spam' },
    { value: 'only', label: 'Only possible spam' },
  ];
  const fields = [
    selectField('source', 'Form', sources, filter.source),
    dateField('from', 'From (IST)', filter.from),
    dateField('to', 'To (IST)', filter.to),
    selectField('spam', 'Spam', spamOptions, filter.spam),
  ];

  return html`<h1>Enquiries</h1>
<p class="summary">${total} ${total === 1 ? 'enquiry' : 'enquiries'} match. Newest first.</p>
${filterForm('/admin/enquiries', fields, `/admin/enquiries/csv${filterQuery(query)}`)}
${resultsTable(columns, rows.map(row), 'No enquiries match these filters.')}
${pagination(filter.page, pages, (page) => `/admin/enquiries${filterQuery({ ...query, page })}`)}`;
}
