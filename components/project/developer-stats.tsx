import type { Company } from '@/lib/site/content';

/** The two figures the SPEC shows for a developer. Layout comes from the caller's class. */
export function DeveloperStats({ company, className }: { company: Company; className?: string }) {
  return (
    <dl className={className}>
      <div>
        <dt>Total Projects</dt>
        <dd>{company.totalProjects}</dd>
      </div>
      <div>
        <dt>Ongoing Projects</dt>
        <dd>{company.ongoingProjects}</dd>
      </div>
    </dl>
  );
}
