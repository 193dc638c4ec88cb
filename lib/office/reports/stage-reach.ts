import { Prisma } from '@/lib/generated/prisma/client';

/** The funnel's steps in order; a lead counts at a step when it has reached it, whatever happened next. */
const funnelSteps = ['new', 'contacted', 'site-visit', 'negotiation', 'won'] as const;

/** A stage's place in the funnel (0 for New, and for Lost, which is no step forward). */
function stepIndexSql(stage: Prisma.Sql): Prisma.Sql {
  const whens = funnelSteps
    .slice(1)
    .map((step, index) => Prisma.sql`WHEN ${Prisma.raw(`'${step}'`)} THEN ${Prisma.raw(String(index + 1))}`);
  return Prisma.sql`CASE ${stage} ${Prisma.join(whens, ' ')} ELSE 0 END`;
}

/**
 * Columns of a lead `e` from which the step it reached is read: `now_step` (its stage now),
 * `past_step` (the furthest stage its history records; a lost lead keeps how far it got) and
 * `contacted` (first contact stamped: it left New once). The history is read only where it can
 * add something: a lead never contacted has never left New, and nothing lies beyond Won.
 */
export const reachColumnsSql = Prisma.sql`${stepIndexSql(Prisma.sql`e."stage"`)} AS now_step,
  CASE WHEN e."firstContactedAt" IS NULL OR e."stage" = 'won' THEN 0
    ELSE COALESCE((SELECT MAX(${stepIndexSql(Prisma.sql`ev."toValue"`)}) FROM "LeadEvent" ev
      WHERE ev."enquiryId" = e."id" AND ev."kind" = 'stage'), 0) END AS past_step,
  CASE WHEN e."firstContactedAt" IS NOT NULL THEN 1 ELSE 0 END AS contacted`;

/** Over the columns above (alias `l`): 1 when the lead reached step `index` of funnelSteps, else 0. */
export function reachedSql(index: number): Prisma.Sql {
  const step = Prisma.raw(String(index));
  const contacted = index <= 1 ? Prisma.sql` OR l.contacted = 1` : Prisma.empty;
  return Prisma.sql`CASE WHEN l.now_step >= ${step} OR l.past_step >= ${step}${contacted} THEN 1 ELSE 0 END`;
}
