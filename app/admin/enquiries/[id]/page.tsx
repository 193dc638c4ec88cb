import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { ContactLinks } from '@/components/admin/contact-links';
import { DeliveryStates } from '@/components/admin/delivery-states';
import { LeadForms } from '@/components/admin/lead-forms';
import { LeadTimeline } from '@/components/admin/lead-timeline';
import { LeadFacts } from '@/components/admin/lead-facts';
import { StageBadge } from '@/components/admin/stage-badge';
import { StaffAlert } from '@/components/admin/staff-alert';
import { StaffSections } from '@/components/admin/staff-sections';
import styles from '@/components/admin/lead.module.css';
import { toSearchParams } from '@/lib/admin/filter';
import { leadChangeErrors } from '@/lib/leads/pipeline';
import { leadDetail, repeatParent } from '@/lib/leads/queries';
import { deliveriesByEnquiry } from '@/lib/outbox/queries';
import { listStaffUsers } from '@/lib/staff/accounts';
import { requireStaff } from '@/lib/staff/current-staff';

export const metadata: Metadata = { title: 'Lead' };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** One lead: who asked what, where it stands, and everything staff did with it. */
export default async function LeadPage({ params, searchParams }: Props) {
  const viewer = await requireStaff();
  const { id } = await params;
  const lead = await leadDetail(viewer, id);
  if (!lead) {
    const parent = await repeatParent(id);
    if (parent) redirect(`/admin/enquiries/${parent}`);
    notFound();
  }
  if (lead.repeatOfId) redirect(`/admin/enquiries/${lead.repeatOfId}`);
  const errorCode = toSearchParams(await searchParams).get('error');
  const error = Object.entries(leadChangeErrors).find(([code]) => code === errorCode)?.[1];
  const staff = viewer.role === 'admin' ? (await listStaffUsers()).filter((member) => member.active) : [];
  const deliveries = (await deliveriesByEnquiry([lead.id])).get(lead.id) ?? [];
  return (
    <>
      <StaffSections current="enquiries" />
      <h1>
        {lead.name} <StageBadge stage={lead.stage} />
      </h1>
      <p>
        <ContactLinks phone={lead.phone} email={lead.email} whatsapp />
      </p>
      <StaffAlert message={error} />
      <div className={styles.layout}>
        <div>
          <LeadFacts lead={lead} />
          <DeliveryStates deliveries={deliveries} />
          <LeadTimeline lead={lead} />
        </div>
        <section className={styles.card} aria-labelledby="work-heading">
          <h2 id="work-heading">Work this lead</h2>
          <p className={styles.hint}>Owner: {lead.owner?.name ?? 'nobody yet'}</p>
          <LeadForms lead={lead} viewer={viewer} staff={staff} />
        </section>
      </div>
    </>
  );
}
