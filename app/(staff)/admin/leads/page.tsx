import { ChannelNotice } from '@/components/admin/leads/delivery-states';
import { LeadRow, leadColumns } from '@/components/admin/leads/lead-row';
import { LeadViews } from '@/components/admin/leads/lead-views';
import { ResponseSummary } from '@/components/admin/leads/response-summary';
import { RetentionDue } from '@/components/admin/leads/retention-due';
import { StaffList } from '@/components/admin/lists/staff-list';
import { ActionNotice } from '@/components/admin/shell/action-notice';
import { countApplicationsDue } from '@/lib/compliance/retention/applications';
import { APPLICATION_MONTHS } from '@/lib/compliance/retention/policy';
import { countAwaitingWarning, countDueForErasure } from '@/lib/compliance/retention/queries';
import { enquiryIntents, enquirySources } from '@/lib/intake/forms/form-constants';
import { channelOffReason } from '@/lib/mail/outbox/channels';
import { defaultView, listLeads, responseSummary } from '@/lib/office/leads/queries';
import { leadStages, stageLabels } from '@/lib/office/leads/stages';
import { filterQuery, parseLeadFilter, toSearchParams, type LeadFilter } from '@/lib/office/lists/filter';
import type { FilterField } from '@/lib/office/lists/filter-fields';
import { requireStaff } from '@/lib/office/staff/current-staff';
import { flashedResult } from '@/lib/office/staff/flash';
import { env } from '@/lib/platform/env';
import { istToday } from '@/lib/platform/time/india';
import { askedProject, askedProjectText } from '@/lib/site/project/asked-project';
import type { Metadata } from 'next';
import { assignLeadOwnerAction, recordCallAttemptAction } from './actions';

export const metadata: Metadata = { title: 'Leads' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const spamOptions = [
  { value: 'all', label: 'Include possible spam' },
  { value: 'hide', label: 'Hide possible spam' },
  { value: 'only', label: 'Only possible spam' },
];

const optionsOf = (values: readonly string[], label = (value: string) => value) => values.map((value) => ({ value, label: label(value) }));

type Options = { projects: { id: string; name: string }[]; staff: { id: string; name: string }[]; admin: boolean };

/** A project enquired about, by the name the site lists it under today. */
function projectOption({ id }: { id: string }) {
  const project = askedProject({ projectId: id, projectDeveloper: null });
  return { value: id, label: project ? askedProjectText(project) : id };
}

function filterFields(filter: LeadFilter, { projects, staff, admin }: Options): FilterField[] {
  const any = (label: string) => ({ value: '', label });
  return [
    ...(filter.view ? [{ kind: 'hidden' as const, name: 'view', value: filter.view }] : []),
    {
      kind: 'select',
      name: 'stage',
      label: 'Stage',
      selected: filter.stage,
      options: [any('Any stage'), ...leadStages.map((stage) => ({ value: stage, label: stageLabels[stage] }))],
    },
    ...(admin
      ? [
          {
            kind: 'select' as const,
            name: 'owner',
            label: 'Owner',
            selected: filter.owner,
            options: [any('Anyone'), ...staff.map((member) => ({ value: member.id, label: member.name }))],
          },
        ]
      : []),
    {
      kind: 'select',
      name: 'due',
      label: 'Follow-up',
      selected: filter.due,
      options: [any('Any'), { value: 'today', label: 'Due today' }, { value: 'overdue', label: 'Overdue' }],
    },
    {
      kind: 'select',
      name: 'waiting',
      label: 'First call',
      selected: filter.waiting ? '1' : undefined,
      options: [any('Any'), { value: '1', label: 'New, waiting over 15 min' }],
    },
    {
      kind: 'select',
      name: 'overdue',
      label: 'Clock',
      selected: filter.overdue ? '1' : undefined,
      options: [any('Any'), { value: '1', label: 'Overdue' }],
    },
    {
      kind: 'select',
      name: 'unreadWhatsApp',
      label: 'WhatsApp',
      selected: filter.unreadWhatsApp ? '1' : undefined,
      options: [any('Any'), { value: '1', label: 'Unread WhatsApp' }],
    },
    { kind: 'select', name: 'source', label: 'Form', selected: filter.source, options: [any('All forms'), ...optionsOf(enquirySources)] },
    {
      kind: 'select',
      name: 'intent',
      label: 'Intent',
      selected: filter.intent,
      options: [any('Any intent'), ...optionsOf(enquiryIntents)],
    },
    {
      kind: 'select',
      name: 'project',
      label: 'Project',
      selected: filter.project,
      options: [any('All projects'), ...projects.map(projectOption).sort((a, b) => a.label.localeCompare(b.label))],
    },
    { kind: 'date', name: 'from', label: 'From (IST)', value: filter.from },
    { kind: 'date', name: 'to', label: 'To (IST)', value: filter.to },
    { kind: 'select', name: 'spam', label: 'Spam', selected: filter.spam, options: spamOptions },
  ];
}

/** The staff's leads: whose (My leads first for advisors), filters, newest first, response times. */
export default async function LeadsPage({ searchParams }: Props) {
  const viewer = await requireStaff();
  const params = toSearchParams(await searchParams);
  const filter = parseLeadFilter(params);
  const view = filter.view ?? defaultView(viewer);
  const now = new Date();
  const [{ rows, total, pages, projects, staff }, summary, dueForErasure, applicationsDue, awaitingWarning, flashed] = await Promise.all([
    listLeads(viewer, { ...filter, view }, now),
    responseSummary(viewer, now),
    countDueForErasure(now, env().RETENTION_MONTHS),
    countApplicationsDue(now),
    countAwaitingWarning(now, env().RETENTION_MONTHS),
    flashedResult(),
  ]);
  const today = istToday(now);
  return (
    <StaffList
      title="Leads"
      noun={['lead', 'leads']}
      path="/admin/leads"
      query={filterQuery({ ...filter, view, page: undefined })}
      fields={filterFields({ ...filter, view }, { projects, staff, admin: viewer.role === 'admin' })}
      columns={leadColumns}
      stacked
      total={total}
      page={filter.page}
      pages={pages}
      intro={
        <>
          <ActionNotice result={flashed} />
          <ChannelNotice />
          <LeadViews current={view} role={viewer.role} />
          <ResponseSummary {...summary} />
        </>
      }
      outro={
        <RetentionDue
          count={dueForErasure}
          months={env().RETENTION_MONTHS}
          applications={applicationsDue}
          applicationMonths={APPLICATION_MONTHS}
          awaitingWarning={awaitingWarning}
          warningMailOff={channelOffReason('notice-email')}
        />
      }
    >
      {rows.map((lead) => (
        <LeadRow
          key={lead.id}
          lead={lead}
          today={today}
          now={now}
          viewerId={viewer.id}
          take={assignLeadOwnerAction}
          recordCall={recordCallAttemptAction}
        />
      ))}
    </StaffList>
  );
}
